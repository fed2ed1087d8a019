import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, wrapPglite } from "../../db/client.ts";
import { testConfig } from "../../test/app.ts";
import { startS3Server } from "../files/s3-test-server.ts";
import { createS3Storage } from "../files/storage-s3.ts";
import { createBackupRepository } from "./backup.repository.ts";
import { writeBackup } from "./backup.service.ts";
import { fillSample, openEmbedded, tempDirsForThisFile } from "./backup.test-support.ts";
import { restoreBackup } from "./restore.service.ts";

const tempDir = tempDirsForThisFile();

/** Images in an S3-compatible bucket (S3_BUCKET): fetched into the backup, put back on restore. */
describe("backup and restore with images in a bucket", () => {
  let from: Awaited<ReturnType<typeof startS3Server>>;
  let to: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    [from, to] = [await startS3Server(), await startS3Server()];
  });
  afterAll(async () => {
    await from?.close();
    await to?.close();
  });

  it("carries every stored object into a fresh DATA_DIR and another bucket", async () => {
    const source = tempDir("s3-src");
    const target = tempDir("s3-dst");
    const settings = (dataDir: string, s3: typeof from) => testConfig({ DATA_DIR: dataDir, ...s3.env });
    const database = await openEmbedded(source);
    const file = path.join(source, "copia.tar.gz");
    let keys: string[];
    try {
      await fillSample(database, source, from.env);
      keys = await createBackupRepository(database.db).fileKeys();
      const { manifest } = await writeBackup(settings(source, from), database, file);
      expect(manifest.uploads).toMatchObject({ files: keys.length, storage: "s3" });
    } finally {
      await database.close();
    }
    expect(keys.length).toBeGreaterThan(1);
    expect(from.keys()).toEqual([...keys].sort());

    await restoreBackup(settings(target, to), file, { force: false });
    expect(to.keys()).toEqual([...keys].sort());
    const [a, b] = [createS3Storage(from.settings), createS3Storage(to.settings)];
    for (const key of keys) expect(await bytes(b, key)).toEqual(await bytes(a, key));
    const restored = wrapPglite(await openPglite(path.join(target, "db")));
    try {
      expect(await createBackupRepository(restored.db).fileKeys()).toEqual(keys);
    } finally {
      await restored.close();
    }
  }, 120_000);
});

async function bytes(storage: ReturnType<typeof createS3Storage>, key: string) {
  const object = await storage.open(key);
  const chunks: Buffer[] = [];
  for await (const chunk of object!.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("base64");
}

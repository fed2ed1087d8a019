import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { openPglite, wrapPglite, type Database } from "../../db/client.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { testConfig } from "../../test/app.ts";
import { pdf, step } from "../documents/documents.test-support.ts";
import { openEmbedded, tempDirsForThisFile } from "./backup.test-support.ts";
import { writeBackup } from "./backup.service.ts";
import { restoreBackup } from "./restore.service.ts";

const tempDir = tempDirsForThisFile();

const settings = (dataDir: string) => testConfig({ DATA_DIR: dataDir, DATABASE_URL: "" });

/** The app over a database, closed after `run` (the database stays open for the caller to close). */
async function withApp<T>(
  database: Database,
  dataDir: string,
  run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
) {
  const app = await buildApp({ config: settings(dataDir), database });
  await app.ready();
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}

/** Each document of the product as listed, plus the bytes its download link answers with. */
const documentsOf = (app: Awaited<ReturnType<typeof buildApp>>, productId: number) =>
  app.services.documents.listForProduct(productId).then((docs) =>
    Promise.all(
      docs.map(async (d) => {
        const res = await app.inject({ method: "GET", url: d.url });
        return { ...d, status: res.statusCode, bytes: res.rawPayload.toString("base64") };
      }),
    ),
  );

describe("backup and restore of product documents", () => {
  it("brings back every document row and its bytes, downloadable as before", async () => {
    const source = tempDir("docs-src");
    const file = path.join(tempDir("docs-out"), "copia.tar.gz");
    const database = await openEmbedded(source);
    let productId: number;
    let expected: Awaited<ReturnType<typeof documentsOf>>;
    try {
      productId = (await createProduct(database.db)).id;
      expected = await withApp(database, source, async (app) => {
        await app.services.documents.attachFromBytes({
          productId,
          data: pdf("respaldo"),
          filename: "Ficha técnica.pdf",
          title: "Ficha técnica",
          type: "datasheet",
        });
        await app.services.documents.attachFromBytes({
          productId,
          data: step(),
          filename: "modelo.step",
          title: "Modelo 3D",
          type: "cad",
        });
        return documentsOf(app, productId);
      });
      await writeBackup(settings(source), database, file);
    } finally {
      await database.close();
    }
    expect(expected.map((d) => [d.title, d.status])).toEqual([
      ["Ficha técnica", 200],
      ["Modelo 3D", 200],
    ]);
    // The restore must bring the bytes from the archive, not find them left behind.
    fs.rmSync(source, { recursive: true, force: true });

    const target = tempDir("docs-dst");
    await restoreBackup(settings(target), file, { force: false });
    const restored = wrapPglite(await openPglite(path.join(target, "db")));
    try {
      const after = await withApp(restored, target, (app) => documentsOf(app, productId));
      expect(after).toEqual(expected);
    } finally {
      await restored.close();
      fs.rmSync(target, { recursive: true, force: true });
    }
    // Two embedded databases created from scratch, a backup and a restore: the budget of the
    // other backup round trips (backup.test.ts), not the 30 s of a test with one database.
  }, 120_000);
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { createMailTransport } from "../features/mail/mail.transport.ts";
import { createLocalStorage } from "../features/files/storage.ts";
import { testConfig } from "../test/app.ts";
import { prepareDataDir } from "../test/server-process.ts";
import { makeDataDirPrivate } from "./private-files.ts";

/** Paths under root whose mode is not owner-only (symbolic links left out, as the start leaves them). */
function notPrivate(root: string): string[] {
  const loose: string[] = [];
  const walk = (p: string) => {
    const stat = fs.lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o777) !== (stat.isDirectory() ? 0o700 : 0o600))
      loose.push(`${path.relative(root, p) || "."} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
  };
  walk(root);
  return loose;
}

const count = (root: string): number => fs.readdirSync(root, { recursive: true }).length;

const startingUmask = process.umask();
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "private-data-"));
});
// makeDataDirPrivate sets the process's umask; the other tests in this worker keep theirs.
afterEach(() => void process.umask(startingUmask));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("DATA_DIR is owner-only (issue 20, ADR 028)", () => {
  it("a DATA_DIR left 0755/0666 (database, WAL, mail, uploads, backups) is 0700/0600 after the start step", async () => {
    process.umask(0o022);
    await prepareDataDir(dir, async () => {});
    for (const sub of ["mail", "backups", "uploads/0b6c3c38-0000-4000-8000-000000000000"])
      fs.mkdirSync(path.join(dir, sub), { recursive: true });
    fs.writeFileSync(path.join(dir, "mail/00000001.eml"), "To: cliente@example.com\n\nHola");
    fs.writeFileSync(path.join(dir, "backups/backup-20261125-030000.tar.gz"), "x");
    fs.writeFileSync(path.join(dir, "uploads/0b6c3c38-0000-4000-8000-000000000000/md.webp"), "x");
    for (const entry of fs.readdirSync(dir, { recursive: true }))
      fs.chmodSync(
        path.join(dir, String(entry)),
        fs.statSync(path.join(dir, String(entry))).isDirectory() ? 0o755 : 0o666,
      );
    fs.chmodSync(dir, 0o755);
    expect(notPrivate(dir).length).toBeGreaterThan(10);

    makeDataDirPrivate(dir);
    expect(notPrivate(dir)).toEqual([]);

    // Files the embedded database creates from now on (WAL segments, a new table's files).
    const before = count(dir);
    const database = await openDatabase({ dataDir: dir });
    try {
      await database.db.execute(sql`create table owner_only_probe as select g from generate_series(1, 20000) g`);
      await database.db.execute(sql`checkpoint`);
    } finally {
      await database.close();
    }
    expect(count(dir)).toBeGreaterThan(before);
    // Folders stay 0700, so nothing inside is reachable by another account; PGlite writes its
    // relcache files with an explicit 0644, which the sweep after opening (main.ts) narrows.
    expect(notPrivate(dir).filter((e) => !e.endsWith("pg_internal.init 644"))).toEqual([]);
    makeDataDirPrivate(dir);
    expect(notPrivate(dir)).toEqual([]);
  }, 120_000);

  it("a request's .eml and an uploaded image are written 0600 in 0700 folders, whatever the umask", async () => {
    process.umask(0o022);
    const own = fs.mkdtempSync(path.join(dir, "writes-"));
    fs.chmodSync(own, 0o700);
    const transport = createMailTransport(
      testConfig({ DATA_DIR: own }),
      () => ({ info() {}, warn() {}, error() {} }) as never,
    );
    await transport.send({
      id: 12,
      from: "Andes <no-reply@andes.test>",
      to: "ana@example.com",
      replyTo: null,
      subject: "Recibimos tu mensaje",
      html: "<p>Hola,</p>",
      text: "Hola,",
      messageId: "<private-files@andes.test>",
    });
    expect(fs.statSync(path.join(own, "mail", "00000012.eml")).mode & 0o777).toBe(0o600);
    await createLocalStorage(path.join(own, "uploads")).put(
      "0b6c3c38-0000-4000-8000-000000000001/md.webp",
      Buffer.from("x"),
    );
    expect(notPrivate(own)).toEqual([]);
  });
});

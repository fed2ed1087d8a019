import fs from "node:fs";
import path from "node:path";
import * as tar from "tar";
import { describe, expect, it } from "vitest";
import { unpackArchive } from "./archive.ts";
import { tempDirsForThisFile } from "./backup.test-support.ts";

const tempDir = tempDirsForThisFile();

describe("reading a backup file", () => {
  it("extracts only our entries, and no links out of the target", async () => {
    const src = tempDir("hostile");
    fs.writeFileSync(
      path.join(src, "manifest.json"),
      JSON.stringify({ format: "andes-backup", version: 1, kind: "pglite" }),
    );
    fs.mkdirSync(path.join(src, "uploads"));
    fs.symlinkSync("/etc", path.join(src, "uploads", "etc"));
    fs.writeFileSync(path.join(src, "extra.sh"), "echo hi");
    const file = path.join(src, "hostile.tar.gz");
    await tar.c({ gzip: true, file, cwd: src }, ["manifest.json", "uploads", "extra.sh"]);

    const into = tempDir("hostile-out");
    await unpackArchive(file, into);
    expect(fs.readdirSync(into).sort()).toEqual(["manifest.json", "uploads"]);
    expect(fs.readdirSync(path.join(into, "uploads"))).toEqual([]);
  });

  it("refuses a backup written by a newer format", async () => {
    const src = tempDir("newer");
    fs.writeFileSync(
      path.join(src, "manifest.json"),
      JSON.stringify({ format: "andes-backup", version: 99, kind: "pglite" }),
    );
    const file = path.join(src, "newer.tar.gz");
    await tar.c({ gzip: true, file, cwd: src }, ["manifest.json"]);
    await expect(unpackArchive(file, tempDir("newer-out"))).rejects.toThrow(/actualice la aplicación/);
  });
});

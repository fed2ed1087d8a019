import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { keptImports, sourceFiles } from "../test/module-graphs.ts";

// ADR 039, ADR 058: these libraries cost a small server megabytes from its first second (measured
// alone: nodemailer +15 MB resident, the S3 SDK +22, sharp +27, exceljs +28, pdfkit +23,
// pdf-lib +31) and most sites use them now and then. Only lazy-modules.ts loads them, on first use.
const LOADED_ON_FIRST_USE = [
  "sharp",
  "exceljs",
  "pdfkit",
  "@cantoo/pdf-lib",
  "tar",
  "nodemailer",
  "@aws-sdk/client-s3",
];
/** A single small file of one of them, which the request forms need at once (checking addresses). */
const SMALL_PARTS = ["nodemailer/lib/addressparser"];

const ROOT = path.resolve(import.meta.dirname, "../..");
/** What the running server is built from (tests and their helpers load what they like). */
const SERVER_FILES = ["server", "web", "contracts"]
  .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
  .filter((f) => !/\.test\.tsx?$|test-support|test-helpers|test-server|\/test\//.test(f));

describe("libraries loaded on first use", () => {
  it("no module of the server imports them at its top level", () => {
    const offenders = SERVER_FILES.flatMap((file) =>
      keptImports(file)
        .filter((spec) => !SMALL_PARTS.includes(spec))
        .filter((spec) => LOADED_ON_FIRST_USE.some((pkg) => spec === pkg || spec.startsWith(`${pkg}/`)))
        .map((spec) => `${path.relative(ROOT, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it("lazy-modules.ts loads each of them", () => {
    const text = readFileSync(path.join(import.meta.dirname, "lazy-modules.ts"), "utf8");
    for (const pkg of LOADED_ON_FIRST_USE) expect(text).toContain(`import("${pkg}")`);
  });
});

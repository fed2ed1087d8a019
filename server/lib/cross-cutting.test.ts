import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FEATURES = path.resolve(import.meta.dirname, "../features");

/** Every import specifier of every .ts file of a feature folder. */
function importsOf(feature: string): { file: string; from: string }[] {
  const dir = path.join(FEATURES, feature);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .flatMap((name) =>
      [...fs.readFileSync(path.join(dir, name), "utf8").matchAll(/from\s+"([^"]+)"/g)].map((m) => ({
        file: `${feature}/${name}`,
        from: m[1],
      })),
    );
}

describe("cross-cutting hooks live in server/lib", () => {
  it("restrictTo and recordChange are imported from lib, never from a feature", () => {
    const features = fs.readdirSync(FEATURES);
    const offenders = features.flatMap((feature) =>
      importsOf(feature).filter(({ file, from }) => {
        const source = fs.readFileSync(path.join(FEATURES, file), "utf8");
        const line = source.split("\n").find((l) => l.includes(`"${from}"`)) ?? "";
        return (
          (/\brestrictTo\b/.test(line) && !from.endsWith("lib/restrict-to.ts")) ||
          (/\brecordChange\b/.test(line) && !from.endsWith("lib/record-change.ts"))
        );
      }),
    );
    expect(offenders).toEqual([]);
  });

  it("auth, audit and mail no longer import each other (the auth↔audit and auth↔mail cycles)", () => {
    const edges = (from: string, to: string) =>
      importsOf(from).filter(({ from: spec }) => spec.startsWith(`../${to}/`));
    // auth → mail (sign-in alerts queue mail) stays; the way back, and audit in either direction, are gone.
    expect(edges("audit", "auth")).toEqual([]);
    expect(edges("mail", "auth")).toEqual([]);
    expect(edges("auth", "audit")).toEqual([]);
  });
});

describe("one int32 bound", () => {
  it("2 147 483 647 is written once (contracts/int32.ts); server and contracts import INT32_MAX", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const sources = (dir: string): string[] =>
      fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
        const rel = path.join(dir, e.name);
        if (e.isDirectory()) return e.name === "node_modules" ? [] : sources(rel);
        return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [rel] : [];
      });
    const writers = [...sources("server"), ...sources("contracts")].filter((file) =>
      /2_?147_?483_?647/.test(fs.readFileSync(path.join(root, file), "utf8")),
    );
    expect(writers).toEqual(["contracts/int32.ts"]);
  });
});

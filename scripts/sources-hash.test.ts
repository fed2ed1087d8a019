import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs build script without type declarations
import { buildIsCurrent, sourcesHash } from "./sources-hash.mjs";

const hashOf = sourcesHash as (root: string) => string;
const isCurrent = buildIsCurrent as (hash: string, root: string) => boolean;
let root: string;

function tree(files: Record<string, string>) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "sources-hash-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
}
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("npm start rebuilds only when the sources changed (issue 24, newcomer)", () => {
  const base = { "web/root.tsx": "a", "server/main.ts": "b", "contracts/x.ts": "c", "package-lock.json": "{}" };

  it("the same sources give the same hash, whatever their modification times", () => {
    tree(base);
    const before = hashOf(root);
    fs.utimesSync(path.join(root, "web/root.tsx"), new Date(0), new Date(0));
    expect(hashOf(root)).toBe(before);
  });

  it("a changed source, a new file or a new lock file changes it", () => {
    tree(base);
    const before = hashOf(root);
    fs.writeFileSync(path.join(root, "server/main.ts"), "b2");
    const edited = hashOf(root);
    expect(edited).not.toBe(before);
    fs.writeFileSync(path.join(root, "web/new.tsx"), "");
    expect(hashOf(root)).not.toBe(edited);
    const added = hashOf(root);
    fs.writeFileSync(path.join(root, "package-lock.json"), '{"v":2}');
    expect(hashOf(root)).not.toBe(added);
  });

  it("tests and files outside the build do not", () => {
    tree(base);
    const before = hashOf(root);
    fs.writeFileSync(path.join(root, "server/main.test.ts"), "test");
    fs.writeFileSync(path.join(root, "README.md"), "docs");
    fs.mkdirSync(path.join(root, "tests"));
    fs.writeFileSync(path.join(root, "tests/x.spec.ts"), "e2e");
    expect(hashOf(root)).toBe(before);
  });
});

describe("npm start and the e2e run reuse a build only if it was made from these sources", () => {
  it("no build, a build without its stamp, or a stamp of other sources: build again", () => {
    tree({ "server/main.ts": "b" });
    const hash = hashOf(root);
    expect(isCurrent(hash, root)).toBe(false);
    fs.mkdirSync(path.join(root, "build/server"), { recursive: true });
    fs.writeFileSync(path.join(root, "build/server/main.js"), "");
    expect(isCurrent(hash, root)).toBe(false);
    fs.writeFileSync(path.join(root, "build/.sources-hash"), hash);
    expect(isCurrent(hash, root)).toBe(true);
    fs.writeFileSync(path.join(root, "server/main.ts"), "b2");
    expect(isCurrent(hashOf(root), root)).toBe(false);
  });
});

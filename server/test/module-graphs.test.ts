import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesNeedingOwnModules, sourceFiles, TEST_ROOTS } from "./module-graphs.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const HOOK_AT_TOP_LEVEL = /^(beforeAll|afterAll|beforeEach|afterEach)\(/m;
// Vitest runs setup files once per test file whatever the isolation: the one place for such hooks.
const SETUP_FILES = ["server/test/fail-on-console-error.ts"];

describe("test files sharing a worker's modules (ADR 057)", () => {
  it("no helper module registers a hook at its top level: it would run for the first file that loads it only", () => {
    const helpers = TEST_ROOTS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .map((file) => path.relative(ROOT, file))
      .filter((file) => !/\.test\.tsx?$/.test(file) && !SETUP_FILES.includes(file));
    const withHooks = helpers.filter((file) => HOOK_AT_TOP_LEVEL.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(withHooks).toEqual([]);
  });

  it("the files that mock modules, globals or clocks keep their own, and only those", () => {
    const own = filesNeedingOwnModules(ROOT);
    expect(own).toContain("server/features/files/files.test.ts"); // fake clock
    expect(own).toContain("web/lib/session-expiry.test.ts"); // stubbed window and fetch
    expect(own).not.toContain("server/features/catalog/search.engineers.test.ts");
    expect(own.every((file) => /\.test\.tsx?$/.test(file))).toBe(true);
  });
});

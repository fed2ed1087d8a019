import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { keptImports } from "../server/test/module-graphs.ts";
import { SHELL_CHUNK_TEST } from "./shell-chunk.ts";

// Issue 24 / ADR 041: the public pages' first load carries no zod. Contracts with schemas load
// where a form is used, through a dynamic import(). This follows the static imports a browser
// build keeps, without building: the bench (npm run bench bundle) checks the built chunks too.

const ROOT = path.resolve(import.meta.dirname, "..");
const WEB = path.join(ROOT, "web");

/** What any page loads before its own route: the entry, the root route and the site layout. */
const COMMON = ["web/entry.client.tsx", "web/root.tsx", "web/site/routes/site-layout.tsx"];
const PAGES: Record<string, string> = {
  "/": "web/site/routes/home.tsx",
  "/productos": "web/site/routes/productos.tsx",
  "/producto/{id}": "web/site/routes/product.tsx",
};

/**
 * The specifiers a browser build keeps from a module (keptImports). *.server.ts modules only serve
 * loaders and actions, which React Router removes from the browser's route modules.
 */
const runtimeImports = (file: string): string[] =>
  keptImports(file).filter((spec) => !/\.server(\.tsx?)?$/.test(spec) && !spec.includes("?"));

/** A project file's path, or the npm package a bare specifier names. */
function resolve(spec: string, from: string): { file?: string; pkg?: string } {
  if (spec.startsWith("~/")) return { file: path.join(WEB, spec.slice(2)) };
  if (spec.startsWith(".")) return { file: path.resolve(path.dirname(from), spec) };
  const parts = spec.split("/");
  return { pkg: spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0] };
}

/** Every project module and package the given modules reach through kept imports. */
function reach(entries: string[]) {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const stack = entries.map((f) => path.resolve(ROOT, f));
  while (stack.length) {
    const file = stack.pop()!;
    if (files.has(file)) continue;
    if (!existsSync(file)) throw new Error(`import of a missing file: ${path.relative(ROOT, file)}`);
    files.add(file);
    for (const spec of runtimeImports(file)) {
      const target = resolve(spec, file);
      if (target.file) stack.push(target.file);
      else if (!packages.has(target.pkg!)) packages.set(target.pkg!, path.relative(ROOT, file));
    }
  }
  return { files, packages };
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|server)\.tsx?$/.test(entry.name)) yield full;
  }
}

/** The shell chunk's own modules: every browser module the shell pattern matches. */
const shellModules = [...sourceFiles(WEB)].filter((f) => SHELL_CHUNK_TEST.test(f));

/** Project modules that import zod (directly or as contracts/zod.ts): schemas, not plain rules. */
const importsZod = (file: string) =>
  runtimeImports(file).some((spec) => spec === "zod" || spec.startsWith("zod/") || /(^|\/)zod\.ts$/.test(spec));

describe("first load of the public pages (issue 24)", () => {
  it("the shell pattern matches the shell's modules", () => {
    // A pattern that matched nothing would make the checks below pass for the wrong reason.
    const names = shellModules.map((f) => path.relative(ROOT, f));
    expect(names).toContain("web/site/features/layout/site-header.tsx");
    expect(names).toContain("web/session/auth-provider.tsx");
    expect(names).not.toContain("web/panel/sections/sign-in/sign-in-form.tsx");
  });

  for (const [page, route] of Object.entries(PAGES)) {
    it(`${page} reaches no zod and no contract with schemas`, () => {
      const { files, packages } = reach([...COMMON, route, ...shellModules]);
      // The walk really followed the page: its route and the layout's header are in it.
      expect(files).toContain(path.join(ROOT, route));
      expect(files).toContain(path.join(WEB, "site/features/layout/site-header.tsx"));
      expect(packages.get("zod"), "zod imported by").toBeUndefined();
      const withSchemas = [...files].filter(importsZod).map((f) => path.relative(ROOT, f));
      expect(withSchemas).toEqual([]);
    });
  }

  it("the request forms' send flow loads on the form's first touch, not with the home page", () => {
    // ADR 055: the API call, field errors and idempotency keys come with the contracts (send-request.ts).
    const { files } = reach([...COMMON, PAGES["/"], ...shellModules]);
    expect(files).toContain(path.join(WEB, "site/features/request-forms/use-request-sender.ts"));
    expect(files).not.toContain(path.join(WEB, "site/features/request-forms/send-request.ts"));
    expect(files).not.toContain(path.join(WEB, "lib/field-errors.ts"));
  });

  it("sees zod where a page does import it (the check can fail)", () => {
    // The sign-in form validates with contracts/auth.ts: the same walk finds its schemas.
    const { files } = reach(["web/panel/sections/sign-in/sign-in-form.tsx"]);
    expect([...files].filter(importsZod).map((f) => path.relative(ROOT, f))).toContain("contracts/auth.ts");
  });
});

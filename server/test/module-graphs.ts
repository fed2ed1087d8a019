import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Where test files live, relative to the repository root. */
export const TEST_ROOTS = ["contracts", "server", "web", "scripts"];
const TEST_FILE = /\.test\.tsx?$/;
// What only a fresh module graph undoes: replaced modules, globals, env or clocks.
const REPLACES_MODULES_OR_GLOBALS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The test files that replace modules or globals, relative to `root`: they keep a module graph of
 * their own, while every other file shares its worker's (ADR 057). Found by reading the files, so a
 * new test that mocks is isolated without a list to keep.
 */
export function filesNeedingOwnModules(root: string): string[] {
  return TEST_ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir)))
    .filter((file) => TEST_FILE.test(file) && REPLACES_MODULES_OR_GLOBALS.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(root, file));
}

/**
 * The specifiers a build keeps from a module's top level. `import type` goes; `import { type A }`
 * stays (verbatimModuleSyntax leaves `import {} from`, which still loads the module), and so does
 * anything else. Dynamic import() is not a top-level import and is not listed.
 */
export function keptImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
  }
  return found;
}

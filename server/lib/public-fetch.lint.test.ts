import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();
const rulesHit = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.ruleId);

describe("lint keeps the guarded fetcher the only one (ADR 028)", () => {
  it("refuses fetch, http(s).get/request and their imports in server code and web *.server.ts", async () => {
    const code = [
      'import https from "node:https";',
      'import { request } from "node:http";',
      'export const a = () => fetch("http://169.254.169.254/");',
      'export const b = () => https.get("http://10.0.0.1/");',
      "export const c = request;",
    ].join("\n");
    for (const file of ["server/features/catalog/nuevo.ts", "web/site/features/seo/nuevo.server.ts"]) {
      const rules = await rulesHit(code, file);
      expect(rules, file).toEqual(
        expect.arrayContaining(["no-restricted-globals", "no-restricted-properties", "no-restricted-imports"]),
      );
    }
  });

  it("browser code keeps its fetch (the API client)", async () => {
    expect(await rulesHit('export const a = () => fetch("/api/products");', "web/lib/nuevo.ts")).toEqual([]);
  });
});

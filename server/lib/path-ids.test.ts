import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ID_PATTERN } from "../../contracts/envelope.ts";
import { createBrand, createCategory, createProduct } from "../db/seed/factories.ts";
import { adminApi, type Api } from "../features/catalog/catalog-admin-test-support.ts";

let api: Api;
const ROWS = 16;

beforeAll(async () => {
  api = await adminApi();
  const db = api.t.database.db;
  for (let i = 0; i < ROWS; i++) {
    await createProduct(db);
    await createBrand(db);
    await createCategory(db);
  }
});
afterAll(() => api?.t.close());

// Each one is a number to Number() (16, 10, 1, 1, 1, 0, too big), none is how an id is written.
const MALFORMED = ["0x10", "1e1", "+1", "%201", "01", "00", "99999999999"];

const RESOURCES = [
  { path: "/products", update: { name: "Cambiado por un id mal escrito" } },
  { path: "/brands", update: { name: "Marca cambiada por un id mal escrito" } },
  { path: "/categories", update: { name: "Categoría cambiada por un id mal escrito" } },
];

const names = async (path: string) =>
  Promise.all(Array.from({ length: ROWS }, async (_, i) => (await api.data("GET", `${path}/${i + 1}`)).name));

describe("path ids", () => {
  for (const { path, update } of RESOURCES) {
    it(`GET, PUT and DELETE ${path}/{id} refuse ids that are not plain digits, and change nothing`, async () => {
      const before = await names(path);
      for (const bad of MALFORMED) {
        for (const [method, payload] of [["GET"], ["PUT", update], ["DELETE"]] as const) {
          const res = await api.call(method, `${path}/${bad}`, payload);
          expect(res.status, `${method} ${path}/${bad}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${method} ${path}/${bad}`).toBeLessThan(500);
          expect(res.body, `${method} ${path}/${bad}`).toMatchObject({ success: false, error: expect.any(String) });
        }
      }
      expect(await names(path)).toEqual(before);
    });
  }

  it("a well-formed id still reads its row", async () => {
    expect((await api.data("GET", `/products/${ROWS}`)).id).toBe(ROWS);
  });

  it("every numeric path parameter in the API document carries the id pattern", () => {
    const doc = api.t.app.swagger() as { paths: Record<string, Record<string, { parameters?: any[] }>> };
    const pathParams = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) =>
        (op.parameters ?? []).filter((p) => p.in === "path").map((p) => ({ at: `${method} ${path}`, ...p })),
      ),
    );
    // Stored files are named by opaque text ids (uuid, hash), not row numbers; status links by tokens.
    const rowIds = pathParams.filter(
      (p) => /^(id|\w+Id)$/.test(p.name) && !p.at.includes(" /api/files/") && p.name !== "token",
    );
    expect(rowIds.length).toBeGreaterThan(50);
    expect(rowIds.filter((p) => p.schema?.pattern !== ID_PATTERN).map((p) => `${p.at} ${p.name}`)).toEqual([]);
    expect(
      pathParams.filter((p) => ["integer", "number"].includes(p.schema?.type)).map((p) => `${p.at} ${p.name}`),
    ).toEqual([]);
  });
});

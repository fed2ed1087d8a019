import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp } from "../../test/app.ts";
import { DEMO_BRANDS, DEMO_CATEGORIES } from "./demo-catalog.ts";
import { DEMO_DATASHEETS, datasheetProducts, seedDemoDatasheets } from "./demo-datasheets.ts";
import { seedDemoCatalogIfEmpty } from "./seed.ts";

// Issue 22: the demo catalogue comes with real PDF datasheets, so 'Con ficha técnica' finds
// products on a fresh start.

let t: TestApp;
let attached: number;
let ms: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogIfEmpty(t.database.db);
  const started = performance.now();
  attached = await seedDemoDatasheets(t.database.db, t.app.services.files);
  ms = performance.now() - started;
});
afterAll(() => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  return res;
};

async function pdfText(bytes: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("demo datasheets", () => {
  it("attaches a datasheet to a few dozen demo products, some in every category", async () => {
    expect(attached).toBe(DEMO_DATASHEETS);
    console.info(`${attached} demo datasheets generated and stored in ${Math.round(ms)} ms`);
    const list = json(await get("/api/products?hasDatasheet=true&perPage=48")).data;
    expect(list.total).toBe(DEMO_DATASHEETS);
    const categories = new Set(list.products.map((p: { category: { name: string } }) => p.category.name));
    expect([...categories].sort()).toEqual(DEMO_CATEGORIES.map((c) => c.name).sort());
  });

  it("each is a real PDF with the product's name, code, brand and technical values", async () => {
    const chosen = datasheetProducts();
    const list = json(await get("/api/products?hasDatasheet=true&perPage=48")).data.products as {
      id: number;
      sku: string;
    }[];
    for (const p of [chosen[0], chosen[chosen.length - 1]]) {
      const id = list.find((x) => x.sku === p.sku)!.id;
      const [doc] = json(await get(`/api/products/${id}/documents`)).data;
      expect(doc).toMatchObject({ type: "datasheet", content_type: "application/pdf" });
      const file = await get(doc.url);
      expect(file.headers["content-type"]).toBe("application/pdf");
      expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      // Small: standard fonts only, nothing embedded.
      expect(file.rawPayload.length).toBeLessThan(20_000);
      const text = await pdfText(file.rawPayload);
      const brand = DEMO_BRANDS.find((b) => b.slug === p.brand)!.name;
      for (const part of [p.name, p.sku, brand, "Datos técnicos"]) expect(text).toContain(part);
      for (const key of ["voltaje", "comunicacion", "potencia_kw", "corriente"] as const) {
        if (p[key]) expect(text, key).toContain(String(p[key]));
      }
    }
  });

  it("attaches nothing twice", async () => {
    expect(await seedDemoDatasheets(t.database.db, t.app.services.files)).toBe(0);
  });
});

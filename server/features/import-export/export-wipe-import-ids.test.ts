import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLEAR_CONFIRMATION_PHRASE, EXTRA_SHEET_NAME } from "../../../contracts/import-export.ts";
import { documentUrl } from "../../../contracts/documents.ts";
import { createBrand, createCategory, createProduct } from "../../db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { pdf } from "../documents/documents.test-support.ts";
import { adminSession, upload, workbook } from "./import-export-test-helpers.ts";

let t: TestApp;
let session: string;
const DAY_MS = 24 * 60 * 60 * 1000;

async function call(method: "GET" | "DELETE" | "POST", url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { "x-session-id": session }, ...(payload ? { payload } : {}) });
}

async function exportFile() {
  const res = await call("GET", "/api/products/export");
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function wipe() {
  const res = await call("DELETE", "/api/products/clear", { confirmation: CLEAR_CONFIRMATION_PHRASE });
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  session = await adminSession(t.app);
});
afterAll(() => t?.close());

describe("export → 'Vaciar productos' → import keeps every /producto/{id} and its documents (issue 22, ADR 037)", () => {
  it("gives each product back its id and its document, and a new product a fresh id", async () => {
    const db = t.database.db;
    // A gap in the ids (a deleted product) and a later start: a renumbering import cannot match them.
    const made = [];
    for (const sku of ["ID-A", "ID-GONE", "ID-B", "ID-C"]) made.push(await createProduct(db, { sku, name: sku }));
    expect((await call("DELETE", `/api/products/${made[1].id}`)).statusCode).toBe(200);
    const kept = made.filter((p) => p.sku !== "ID-GONE");
    const doc = await t.app.services.documents.attachFromBytes({
      productId: kept[1].id,
      data: pdf("ficha ID-B"),
      filename: "ficha-id-b.pdf",
      title: "Ficha técnica ID-B",
      type: "datasheet",
    });
    const address = documentUrl(kept[1].id, doc.id);
    const original = (await t.app.inject({ method: "GET", url: address })).rawPayload;

    const file = await exportFile();
    await wipe();
    expect((await t.app.inject({ method: "GET", url: `/api/products/${kept[0].id}` })).statusCode).toBe(404);
    // The sweep of orphan files runs after any document removal: a set-aside file is not one.
    await t.app.services.documents.removeOrphanFiles(Date.now() + DAY_MS);

    const imported = await upload(t.app, "system", session, file);
    expect(imported.status).toBe(200);
    expect(imported.body.data.warnings).toEqual([]);
    expect(imported.body.data.results.products_created).toBe(3);
    expect(imported.body.data.documents_attached).toBe(1);

    for (const p of kept) {
      const res = await t.app.inject({ method: "GET", url: `/api/products/${p.id}` });
      expect(res.statusCode, p.sku).toBe(200);
      expect(JSON.parse(res.body).data.sku).toBe(p.sku);
    }
    const download = await t.app.inject({ method: "GET", url: address });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(original)).toBe(true);
    const listed = await t.app.services.documents.listForProduct(kept[1].id);
    expect(listed.map((d) => [d.id, d.title])).toEqual([[doc.id, "Ficha técnica ID-B"]]);

    const brand = await createBrand(db, { name: "Marca nueva" });
    const category = await createCategory(db, { name: "Categoría nueva" });
    const created = await call("POST", "/api/products", {
      sku: "ID-NEW",
      sku_ec: "EC-ID-NEW",
      name: "Producto creado después",
      description: "Creado tras la importación",
      price: "10.00",
      stock_quantity: "1",
      brand_id: brand.id,
      category_id: category.id,
    });
    expect(created.statusCode).toBe(201);
    expect(JSON.parse(created.body).data.id).toBeGreaterThan(Math.max(...made.map((p) => p.id)));
  });

  it("in a catalogue that has products the file's ids are ignored: new products get fresh ids", async () => {
    const taken = await createProduct(t.database.db, { sku: "ID-OTRO", name: "Otro" });
    const file = await workbook({
      Productos: [
        ["SKU", "Nombre"],
        ["ID-FRESH", "Producto con ID ajeno"],
      ],
      [EXTRA_SHEET_NAME]: [
        ["SKU", "ID del producto"],
        ["ID-FRESH", taken.id],
      ],
    });
    const imported = await upload(t.app, "system", session, file);
    expect(imported.status).toBe(200);
    const other = JSON.parse((await t.app.inject({ method: "GET", url: `/api/products/${taken.id}` })).body);
    expect(other.data.sku).toBe("ID-OTRO");
  });

  it("an id that is not a positive whole number is refused in Spanish, naming the cell", async () => {
    const file = await workbook({
      Productos: [
        ["SKU", "Nombre"],
        ["ID-BAD", "Producto"],
      ],
      [EXTRA_SHEET_NAME]: [
        ["SKU", "ID del producto"],
        ["ID-BAD", "-4"],
      ],
    });
    const preview = await upload(t.app, "preview", session, file);
    expect(preview.status).toBe(200);
    expect(preview.body.data.validation_errors.map((e: { message: string }) => e.message)).toEqual([
      "Hoja «Datos adicionales», fila 2, columna «ID del producto»: debe ser un número entero mayor que 0",
    ]);
  });
});

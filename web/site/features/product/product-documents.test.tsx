import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatFileSize } from "../../../../contracts/documents.ts";
import { createProduct } from "../../../../server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../../../server/test/app.ts";
import { pdf, step } from "../../../../server/features/documents/documents.test-support.ts";
import { loadCatalog } from "../catalog/catalog.server.ts";
import { ProductDocuments } from "./product-documents.tsx";
import { loadProduct } from "./product.server.ts";

let t: TestApp;
let dataDir: string;
let context: AppLoadContext;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "product-documents-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  context = { services: t.app.services } as unknown as AppLoadContext;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const attach = (productId: number, data: Buffer, title: string, type: string, filename = "ficha.pdf") =>
  t.app.services.documents.attachFromBytes({ productId, data, filename, title, type });
const catalogIds = async (query: string) =>
  (await loadCatalog(new Request(`http://localhost/productos?perPage=48&${query}`), context)).products.map((p) => p.id);

describe("the product page's 'Documentos'", () => {
  it("lists each document with its type, format and size, linking to the download", async () => {
    const product = await createProduct(t.database.db);
    const sheet = await attach(product.id, pdf(), "Ficha técnica ATV320", "datasheet");
    const cad = await attach(product.id, step(), "Modelo 3D", "cad", "atv320.stp");

    const data = await loadProduct(String(product.id), context);
    expect(data.documents.map((d) => d.id)).toEqual([sheet.id, cad.id]);

    const html = renderToStaticMarkup(<ProductDocuments documents={data.documents} />);
    expect(html).toContain(`href="${sheet.url}"`);
    expect(html).toContain("Ficha técnica ATV320");
    expect(html).toContain(`Ficha técnica · PDF · ${formatFileSize(pdf().length)}`);
    expect(html).toContain(`CAD / STEP · STEP · ${formatFileSize(step().length)}`);
    expect(html.match(/data-testid="product-document"/g)).toHaveLength(2);
  });

  it("is empty for a product without documents", async () => {
    const product = await createProduct(t.database.db);
    expect((await loadProduct(String(product.id), context)).documents).toEqual([]);
  });
});

describe("the catalogue's 'Con ficha técnica' (hasDatasheet=true)", () => {
  it("finds products with a datasheet, not those with only other documents, and follows changes", async () => {
    const [withSheet, withManual, without] = [
      await createProduct(t.database.db),
      await createProduct(t.database.db),
      await createProduct(t.database.db),
    ];
    // Read once before any document exists: the cached list must not outlive the upload.
    expect(await catalogIds("hasDatasheet=true")).not.toContain(withSheet.id);

    const sheet = await attach(withSheet.id, pdf(), "Ficha", "datasheet");
    await attach(withManual.id, pdf(), "Manual", "manual");

    const filtered = await catalogIds("hasDatasheet=true");
    expect(filtered).toContain(withSheet.id);
    expect(filtered).not.toContain(withManual.id);
    expect(filtered).not.toContain(without.id);
    expect(await catalogIds("")).toEqual(expect.arrayContaining([withSheet.id, withManual.id, without.id]));

    await t.app.services.documents.remove(withSheet.id, sheet.id);
    expect(await catalogIds("hasDatasheet=true")).not.toContain(withSheet.id);
  });

  it("answers the same through the API: every product listed has a datasheet", async () => {
    const product = await createProduct(t.database.db);
    await attach(product.id, pdf(), "Ficha", "datasheet");
    const res = await t.app.inject({ method: "GET", url: "/api/products?hasDatasheet=true&perPage=100" });
    const body = JSON.parse(res.body);
    const ids: number[] = body.data.products.map((p: { id: number }) => p.id);
    expect(ids).toContain(product.id);
    for (const id of ids) {
      const docs = await t.app.services.documents.listForProduct(id);
      expect(docs.some((d) => d.type === "datasheet")).toBe(true);
    }
    expect(body.data.total).toBe(ids.length);
  });
});

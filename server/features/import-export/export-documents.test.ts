import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_IMPORT_MESSAGES } from "../../../contracts/import-documents.ts";
import { DOCUMENTS_SHEET_NAME, EXPORT_SHEET_NAME, EXTRA_SHEET_NAME } from "../../../contracts/import-export.ts";
import { products } from "../../db/schema/index.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { pdf, step } from "../documents/documents.test-support.ts";
import { attachDocuments, documentSource } from "./import-documents.ts";
import { adminSession, upload, xlsx } from "./import-export-test-helpers.ts";

let source: TestApp;
let target: TestApp;
let sourceSession: string;
let targetSession: string;
let valve: { id: number; sku: string };

async function bytesOf(t: TestApp, productId: number, documentId: number) {
  const stored = await t.app.services.documents.open(productId, documentId);
  const chunks: Buffer[] = [];
  for await (const c of stored.stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function exportFrom(t: TestApp, session: string) {
  const res = await t.app.inject({ method: "GET", url: "/api/products/export", headers: { "x-session-id": session } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function sheetRows(buf: Buffer, name: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as never);
  const rows: unknown[][] = [];
  wb.getWorksheet(name)!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { names: wb.worksheets.map((w) => w.name), rows };
}

beforeAll(async () => {
  [source, target] = await Promise.all([
    createTestApp({ PUBLIC_URL: "https://origen.example" }),
    createTestApp({ PUBLIC_URL: "https://destino.example" }),
  ]);
  [sourceSession, targetSession] = await Promise.all([adminSession(source.app), adminSession(target.app)]);
  valve = await createProduct(source.database.db, { sku: "VAL-DOC-1", name: "Válvula con ficha" });
  const docs = source.app.services.documents;
  await docs.attachFromBytes({
    productId: valve.id,
    data: pdf("ficha"),
    filename: "ficha-valvula.pdf",
    title: "Ficha técnica VAL-DOC-1",
    type: "datasheet",
  });
  await docs.attachFromBytes({
    productId: valve.id,
    data: step(),
    filename: "valvula.step",
    title: "=Modelo 3D",
    type: "cad",
  });
});
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
});

describe("documents in the export and the import (issue 14)", () => {
  it("the export lists each document in 'Documentos': SKU, title, type and its absolute download URL", async () => {
    const { names, rows } = await sheetRows(await exportFrom(source, sourceSession), DOCUMENTS_SHEET_NAME);
    expect(names).toEqual([EXPORT_SHEET_NAME, EXTRA_SHEET_NAME, DOCUMENTS_SHEET_NAME, "Instrucciones"]);
    const listed = await source.app.services.documents.listForProduct(valve.id);
    expect(rows).toEqual([
      ["SKU", "Título", "Tipo", "URL"],
      ["VAL-DOC-1", "Ficha técnica VAL-DOC-1", "Ficha técnica", `https://origen.example${listed[0].url}`],
      // A title that looks like a formula stays text, as in every other sheet.
      ["VAL-DOC-1", "'=Modelo 3D", "CAD / STEP", `https://origen.example${listed[1].url}`],
    ]);
  });

  it("round trip: export → import into another site keeps every document, byte for byte", async () => {
    const file = await exportFrom(source, sourceSession);
    // The target downloads from the source: here the source's own storage answers for its URLs.
    const fromSource = documentSource("https://origen.example", source.app.services.documents);
    const result = await target.app.services.importExport.importFile(file, (rows, idOf) =>
      attachDocuments(rows, idOf, { documents: target.app.services.documents, source: fromSource }),
    );
    expect(result.warnings).toEqual([]);
    expect(result.documents_attached).toBe(2);

    const [{ id: importedId }] = await target.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, "VAL-DOC-1"));
    const before = await source.app.services.documents.listForProduct(valve.id);
    const after = await target.app.services.documents.listForProduct(importedId);
    const shape = (d: (typeof before)[number]) => [d.title, d.type, d.file_name, d.content_type, d.size_bytes];
    expect(after.map(shape)).toEqual(before.map(shape));
    for (const [i, d] of after.entries())
      expect((await bytesOf(target, importedId, d.id)).equals(await bytesOf(source, valve.id, before[i].id))).toBe(
        true,
      );

    // The target's own export now names its own addresses, and importing it again adds nothing.
    const again = await upload(target.app, "system", targetSession, await exportFrom(target, targetSession));
    expect(again.status).toBe(200);
    expect(again.body.data.documents_attached).toBe(0);
    expect(await target.app.services.documents.listForProduct(importedId)).toHaveLength(2);
  });

  it("a row pointing at this site's own document attaches a copy, read from storage", async () => {
    const other = await createProduct(source.database.db, { sku: "VAL-DOC-2", name: "Válvula gemela" });
    const [datasheet] = await source.app.services.documents.listForProduct(valve.id);
    const file = await xlsx([
      ["SKU", "Nombre"],
      ["VAL-DOC-2", "Válvula gemela"],
    ]);
    const withDocs = await addDocumentsSheet(file, [
      ["SKU", "Título", "Tipo", "URL"],
      ["VAL-DOC-2", "Ficha compartida", "Ficha técnica", `https://origen.example${datasheet.url}`],
      // Deleted since (or never there): a warning; the products are saved anyway.
      ["VAL-DOC-2", "Manual perdido", "Manual", "https://origen.example/api/products/999999/documents/1/file"],
    ]);
    const preview = await upload(source.app, "preview", sourceSession, withDocs);
    expect(preview.body.data.documents_to_attach).toBe(2);
    const res = await upload(source.app, "system", sourceSession, withDocs);
    expect(res.status).toBe(200);
    expect(res.body.data.documents_attached).toBe(1);
    expect(res.body.data.warnings).toEqual([
      DOCUMENT_IMPORT_MESSAGES.failed("VAL-DOC-2", "Manual perdido", DOCUMENT_IMPORT_MESSAGES.httpStatus(404)),
    ]);
    const copies = await source.app.services.documents.listForProduct(other.id);
    expect(copies.map((d) => [d.title, d.type, d.size_bytes])).toEqual([
      ["Ficha compartida", "datasheet", datasheet.size_bytes],
    ]);
  });

  it("checks every cell of 'Documentos' in the preview, naming sheet, row and column", async () => {
    const file = await addDocumentsSheet(
      await xlsx([
        ["SKU", "Nombre"],
        ["VAL-DOC-3", "Otra"],
      ]),
      [
        ["SKU", "Título", "Tipo", "URL"],
        ["VAL-DOC-3", "", "Plano", "ftp://x/y.pdf"],
        ["NO-EXISTE", "Ficha", "Ficha técnica", "https://ejemplo.ec/f.pdf"],
      ],
    );
    const res = await upload(source.app, "preview", sourceSession, file);
    expect(res.status).toBe(200);
    expect(res.body.data.can_import).toBe(false);
    expect(res.body.data.validation_errors.map((e: { message: string }) => e.message)).toEqual([
      `Hoja «Documentos», fila 2, columna «Título»: ${DOCUMENT_IMPORT_MESSAGES.titleRequired}`,
      `Hoja «Documentos», fila 2, columna «Tipo»: ${DOCUMENT_IMPORT_MESSAGES.typeInvalid}`,
      `Hoja «Documentos», fila 2, columna «URL»: ${DOCUMENT_IMPORT_MESSAGES.urlInvalid}`,
    ]);
    expect(res.body.data.warnings).toContain(
      `Hoja «Documentos», fila 3: ${DOCUMENT_IMPORT_MESSAGES.notInProducts("NO-EXISTE")}`,
    );
  });
});

/** The workbook `file` with a 'Documentos' sheet added after its first. */
async function addDocumentsSheet(file: Buffer, rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as never);
  wb.addWorksheet(DOCUMENTS_SHEET_NAME).addRows(rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

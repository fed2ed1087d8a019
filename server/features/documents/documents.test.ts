import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES } from "../../../contracts/documents.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { createTestApp, json, type TestApp } from "../../test/app.ts";
import { adminHeaders, sessionOf, withSession } from "../auth/auth-test-helpers.ts";
import { pdf, step, uploadDocument, zip } from "./documents.test-support.ts";

let t: TestApp;
let dataDir: string;
let admin: Record<string, string>;
let sales: Record<string, string>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "documents-test-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await adminHeaders(t.app);
  await t.app.services.users.create({
    name: "Vera Ventas",
    email: "vera@andes.ec",
    password: "ventas-clave-2026",
    role: "ventas",
  });
  sales = withSession(await sessionOf(t.app, "vera@andes.ec", "ventas-clave-2026"));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const uploadsDir = () => path.join(dataDir, "uploads");
const stored = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);
const newProduct = (values: Parameters<typeof createProduct>[1] = {}) => createProduct(t.database.db, values);
const upload = (productId: number, data: Buffer | null, fields: Parameters<typeof uploadDocument>[3], as = admin) =>
  uploadDocument(t.app, productId, data, fields, as);
const list = async (productId: number, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: "GET", url: `/api/products/${productId}/documents`, headers });
  return { status: res.statusCode, body: json(res) };
};
const download = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("POST /products/:id/documents", () => {
  it("stores a PDF datasheet and lists it publicly with its title, type, name and size", async () => {
    const product = await newProduct();
    const data = pdf();
    const res = await upload(product.id, data, {
      title: "Ficha técnica S7-1200",
      type: "datasheet",
      filename: "s7-1200.pdf",
    });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: DOCUMENT_MESSAGES.uploaded });
    const doc = res.body.data;
    expect(doc).toMatchObject({
      product_id: product.id,
      title: "Ficha técnica S7-1200",
      type: "datasheet",
      file_name: "s7-1200.pdf",
      content_type: "application/pdf",
      size_bytes: data.length,
      url: `/api/products/${product.id}/documents/${doc.id}/file`,
    });

    const listed = await list(product.id);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([doc]);
  });

  it("downloads as an attachment with the original name, the real type and nosniff", async () => {
    const product = await newProduct();
    const data = pdf("descarga");
    const { body } = await upload(product.id, data, {
      title: "Manual",
      type: "manual",
      filename: "Manual de operación.pdf",
    });

    const res = await download(body.data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Manual de operacion.pdf"; filename*=UTF-8''Manual%20de%20operaci%C3%B3n.pdf`,
    );
    expect(Number(res.headers["content-length"])).toBe(data.length);
    expect(res.rawPayload.equals(data)).toBe(true);
  });

  it("accepts STEP and ZIP by content, fields after the file, and keeps them in upload order", async () => {
    const product = await newProduct();
    const first = await upload(product.id, step(), { title: "Modelo 3D", type: "cad", filename: "pieza.stp" });
    const second = await upload(product.id, zip(), { title: "Planos", type: "other", filename: "planos.zip" });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.data.content_type).toBe("model/step");
    expect(second.body.data.content_type).toBe("application/zip");

    const { body } = await list(product.id);
    expect(body.data.map((d: { title: string }) => d.title)).toEqual(["Modelo 3D", "Planos"]);
  });

  it("saves a PDF under a misleading name with the extension of what it is", async () => {
    const product = await newProduct();
    const { body } = await upload(product.id, pdf(), {
      title: "Certificado CE",
      type: "certificate",
      filename: "cert.exe",
    });
    expect(body.data.file_name).toBe("cert.exe.pdf");
  });

  it.each([
    ["an HTML page called .pdf", Buffer.from("<html><script>alert(1)</script></html>"), "ficha.pdf"],
    ["a PNG", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), "foto.png"],
    ["a Windows program called .zip", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(64)]), "cad.zip"],
  ])("refuses %s with 415 and stores nothing", async (_name, data, filename) => {
    const product = await newProduct();
    const before = stored();
    const res = await upload(product.id, data, { title: "Ficha", type: "datasheet", filename });
    expect(res).toEqual({ status: 415, body: { success: false, error: DOCUMENT_MESSAGES.unsupportedType } });
    expect(stored()).toEqual(before);
    expect((await list(product.id)).body.data).toEqual([]);
  });

  it("refuses a file over 20 MB with 413 and stores nothing", async () => {
    const product = await newProduct();
    const before = stored();
    const big = Buffer.concat([pdf(), Buffer.alloc(DOCUMENT_LIMITS.maxBytes)]);
    const res = await upload(product.id, big, { title: "Ficha", type: "datasheet" });
    expect(res).toEqual({ status: 413, body: { success: false, error: DOCUMENT_MESSAGES.tooLarge } });
    expect(DOCUMENT_MESSAGES.tooLarge).toBe("El documento excede el tamaño máximo de 20 MB");
    expect(stored()).toEqual(before);
  });

  it("accepts a file of exactly 20 MB", async () => {
    const product = await newProduct();
    const head = pdf();
    const data = Buffer.concat([head, Buffer.alloc(DOCUMENT_LIMITS.maxBytes - head.length)]);
    const res = await upload(product.id, data, { title: "Catálogo completo", type: "manual" });
    expect(res.status).toBe(201);
    expect(res.body.data.size_bytes).toBe(DOCUMENT_LIMITS.maxBytes);
  });

  it.each([
    [{ type: "datasheet" }, DOCUMENT_MESSAGES.titleRequired],
    [{ title: "   ", type: "datasheet" }, DOCUMENT_MESSAGES.titleRequired],
    [{ title: "x".repeat(DOCUMENT_LIMITS.titleMax + 1), type: "datasheet" }, DOCUMENT_MESSAGES.titleTooLong],
    [{ title: "Ficha", type: "brochure" }, DOCUMENT_MESSAGES.typeInvalid],
    [{ title: "Ficha" }, DOCUMENT_MESSAGES.typeInvalid],
  ])("refuses fields %j with 400 '%s'", async (fields, error) => {
    const product = await newProduct();
    const before = stored();
    const res = await upload(product.id, pdf(), fields);
    expect(res).toEqual({ status: 400, body: { success: false, error } });
    expect(stored()).toEqual(before);
  });

  it("refuses an upload without a file, and one for a product that does not exist", async () => {
    const product = await newProduct();
    expect(await upload(product.id, null, { title: "Ficha", type: "datasheet" })).toEqual({
      status: 400,
      body: { success: false, error: DOCUMENT_MESSAGES.fileRequired },
    });
    expect(await upload(999_999, pdf(), { title: "Ficha", type: "datasheet" })).toEqual({
      status: 404,
      body: { success: false, error: DOCUMENT_MESSAGES.productNotFound },
    });
  });

  it("stops at the per-product limit with 409", async () => {
    const product = await newProduct();
    for (let i = 0; i < DOCUMENT_LIMITS.perProduct; i++) {
      expect((await upload(product.id, step(), { title: `Pieza ${i}`, type: "cad" })).status).toBe(201);
    }
    const res = await upload(product.id, pdf(), { title: "Una más", type: "datasheet" });
    expect(res).toEqual({ status: 409, body: { success: false, error: DOCUMENT_MESSAGES.tooMany } });
  });
});

describe("who may change documents", () => {
  it("anonymous → 401 and 'ventas' → 403 on upload and delete; both may read and download", async () => {
    const product = await newProduct();
    const { body } = await upload(product.id, pdf(), { title: "Ficha", type: "datasheet" });
    const doc = body.data;

    expect((await upload(product.id, pdf(), { title: "Ficha", type: "datasheet" }, {})).status).toBe(401);
    const bySales = await upload(product.id, pdf(), { title: "Ficha", type: "datasheet" }, sales);
    expect(bySales).toEqual({
      status: 403,
      body: { success: false, error: "No tienes permiso para realizar esta acción." },
    });
    for (const headers of [{}, sales]) {
      const res = await t.app.inject({
        method: "DELETE",
        url: `/api/products/${product.id}/documents/${doc.id}`,
        headers,
      });
      expect(res.statusCode).toBe(Object.keys(headers).length ? 403 : 401);
    }
    expect((await list(product.id, sales)).body.data).toEqual([doc]);
    expect((await download(doc.url)).statusCode).toBe(200);
  });

  it("an inactive product's documents are hidden from visitors and shown to staff", async () => {
    const product = await newProduct({ is_active: false });
    const { body } = await upload(product.id, pdf(), { title: "Ficha", type: "datasheet" });
    expect(await list(product.id)).toEqual({
      status: 404,
      body: { success: false, error: DOCUMENT_MESSAGES.productNotFound },
    });
    expect((await download(body.data.url)).statusCode).toBe(404);
    expect((await list(product.id, admin)).body.data).toHaveLength(1);
    expect((await download(body.data.url, sales)).statusCode).toBe(200);
  });
});

describe("DELETE /products/:id/documents/:docId", () => {
  it("removes the document, its files row and its bytes", async () => {
    const product = await newProduct();
    const { body } = await upload(product.id, pdf(), { title: "Ficha", type: "datasheet" });
    const fileId = fs.readdirSync(uploadsDir()).find((dir) => !fs.existsSync(path.join(uploadsDir(), dir, "640.webp")));
    expect(fileId).toBeDefined();
    const before = stored();

    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/products/${product.id}/documents/${body.data.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, data: { id: body.data.id }, message: DOCUMENT_MESSAGES.deleted });
    expect((await list(product.id)).body.data).toEqual([]);
    expect((await download(body.data.url)).statusCode).toBe(404);
    expect(before.length - stored().length).toBe(1);
  });

  it("answers 404 for a document of another product, and leaves it alone", async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    const { body } = await upload(a.id, pdf(), { title: "Ficha", type: "datasheet" });
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/products/${b.id}/documents/${body.data.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(404);
    expect(json(res).error).toBe(DOCUMENT_MESSAGES.notFound);
    expect((await list(a.id)).body.data).toHaveLength(1);
  });

  it("records who added and removed a document in the product's history", async () => {
    const product = await newProduct();
    const { body } = await upload(product.id, pdf(), { title: "Certificado UL", type: "certificate" });
    await t.app.inject({
      method: "DELETE",
      url: `/api/products/${product.id}/documents/${body.data.id}`,
      headers: admin,
    });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/audit?entity=product&entityId=${product.id}`,
      headers: admin,
    });
    const entries = json(res).data.entries ?? json(res).data;
    const actions = entries.map((e: { action: string }) => e.action).sort();
    expect(actions).toEqual(["document_add", "document_delete"]);
  });
});

describe("deleting a product", () => {
  it("takes its documents with it, and the sweep removes their stored files", async () => {
    const product = await newProduct();
    const { body } = await upload(product.id, pdf(), { title: "Ficha", type: "datasheet" });
    const withDocument = stored();

    const res = await t.app.inject({ method: "DELETE", url: `/api/products/${product.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect((await download(body.data.url, admin)).statusCode).toBe(404);

    // Within the grace period a file is never swept (its upload may still be writing the row).
    expect(await t.app.services.documents.removeOrphanFiles()).toBe(0);
    expect(await t.app.services.documents.removeOrphanFiles(Date.now() + 2 * 60 * 60 * 1000)).toBe(1);
    expect(withDocument.length - stored().length).toBe(1);
  });
});

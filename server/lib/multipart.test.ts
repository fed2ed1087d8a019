import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE } from "../../contracts/text.ts";
import { files, productDocuments as documents, products } from "../db/schema/index.ts";
import { createProduct } from "../db/seed/factories.ts";
import { adminApi, type Api } from "../features/catalog/catalog-admin-test-support.ts";
import { pdf } from "../features/documents/documents.test-support.ts";
import { xlsx } from "../features/import-export/import-export-test-helpers.ts";

let api: Api;
let productId: number;
let sheet: Buffer;
let image: Buffer;

beforeAll(async () => {
  api = await adminApi();
  productId = (await createProduct(api.t.database.db)).id;
  sheet = await xlsx([
    ["sku", "name", "brand", "category", "price"],
    ["MULTI-1", "Variador de prueba", "ABB", "Variadores", "10"],
  ]);
  image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c00" } })
    .png()
    .toBuffer();
});
afterAll(() => api?.t.close());

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** Built by hand: the platform's FormData would escape some characters of a file name. */
function multipart(parts: Part[]) {
  const boundary = `----multipart${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      "data" in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`,
      "utf8",
    ),
    "data" in part ? part.data : Buffer.from(part.value, "utf8"),
    Buffer.from("\r\n"),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const count = async (table: typeof products | typeof documents | typeof files) =>
  (await api.t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

const uploads = () => {
  const dir = path.join(api.t.config.dataDir, "uploads");
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).sort() : [];
};

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const ROUTES: {
  name: string;
  url: () => string;
  table: typeof products | typeof documents | typeof files;
  form: (text: string) => Part[];
  fileNamed: (text: string) => Part[];
}[] = [
  {
    name: "POST /api/products/{id}/documents",
    url: () => `/api/products/${productId}/documents`,
    table: documents,
    form: (text) => [
      { name: "title", value: `Ficha${text}técnica` },
      { name: "type", value: "datasheet" },
      { name: "file", filename: "ficha.pdf", type: "application/pdf", data: pdf() },
    ],
    fileNamed: (text) => [
      { name: "title", value: "Ficha técnica" },
      { name: "type", value: "datasheet" },
      { name: "file", filename: `ficha${text}.pdf`, type: "application/pdf", data: pdf() },
    ],
  },
  {
    name: "POST /api/import/system",
    url: () => "/api/import/system",
    table: products,
    form: (text) => [
      { name: "options", value: `actualizar${text}` },
      { name: "file", filename: "productos.xlsx", type: XLSX, data: sheet },
    ],
    fileNamed: (text) => [{ name: "file", filename: `productos${text}.xlsx`, type: XLSX, data: sheet }],
  },
  {
    name: "POST /api/import/preview",
    url: () => "/api/import/preview",
    table: products,
    form: (text) => [
      { name: "file", filename: "productos.xlsx", type: XLSX, data: sheet },
      { name: "options", value: `vista${text}previa` },
    ],
    fileNamed: (text) => [{ name: "file", filename: `productos${text}.xlsx`, type: XLSX, data: sheet }],
  },
  {
    name: "POST /api/parts-list/match",
    url: () => "/api/parts-list/match",
    table: products,
    form: (text) => [
      { name: "note", value: `lista${text}` },
      { name: "file", filename: "lista.xlsx", type: XLSX, data: sheet },
    ],
    fileNamed: (text) => [{ name: "file", filename: `lista${text}.xlsx`, type: XLSX, data: sheet }],
  },
  {
    name: "POST /api/files/upload",
    url: () => "/api/files/upload",
    table: files,
    form: (text) => [
      { name: "alt", value: `foto${text}` },
      { name: "file", filename: "foto.png", type: "image/png", data: image },
    ],
    fileNamed: (text) => [{ name: "file", filename: `foto${text}.png`, type: "image/png", data: image }],
  },
];

describe("control characters in multipart forms", () => {
  for (const route of ROUTES) {
    for (const [label, character] of [
      ["a NUL", "\u0000"],
      ["an ESC", "\u001b"],
    ]) {
      it(`${route.name}: ${label} in a text field or the file's name is a 400 with the forms' message, nothing stored`, async () => {
        const [rows, files] = [await count(route.table), uploads()];
        for (const parts of [route.form(character), route.fileNamed(character)]) {
          const body = multipart(parts);
          const res = await api.t.app.inject({
            method: "POST",
            url: route.url(),
            payload: body.payload,
            headers: { ...body.headers, ...api.session },
          });
          expect(res.statusCode, res.body).toBe(400);
          expect(JSON.parse(res.body)).toMatchObject({ success: false, error: CONTROL_CHARACTERS_MESSAGE });
        }
        expect(await count(route.table)).toBe(rows);
        expect(uploads()).toEqual(files);
      });
    }
  }

  it("the same forms without the character are accepted", async () => {
    for (const route of ROUTES) {
      const body = multipart(route.form(" "));
      const res = await api.t.app.inject({
        method: "POST",
        url: route.url(),
        payload: body.payload,
        headers: { ...body.headers, ...api.session },
      });
      expect(res.statusCode, `${route.url()} ${res.body}`).toBeLessThan(300);
    }
  });
});

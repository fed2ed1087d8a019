import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "../../../contracts/import-export.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { createTestApp, json, type TestApp } from "../../test/app.ts";
import { multipartBody } from "../import-export/multipart-body.ts";

// Issue 21: five real-looking lists (xlsx and csv, with and without headers, Spanish and English
// headers, item columns), 42 lines, each with its expected product, quantity and kind of match.
let t: TestApp;
const CODES = [
  "6ES7214-1AG40-0XB0",
  "6ES7215-1AG40-0XB0",
  "3RT2015-1BB41",
  "3RV2011-1EA10",
  "6SL3210-1KE21-3UF1",
  "LC1D32BD",
  "ATV320U15N4B",
  "CFW500A06P5T4",
  "6AV2123-2GB03-0AX0",
  "XB5AA31",
];
const id: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const [n, sku] of CODES.entries())
    id[sku] = (await createProduct(t.database.db, { sku, name: `Equipo ${n} de la lista ${sku}` })).id;
});
afterAll(() => t?.close());

type Expected = [code: string | null, quantity: number | null, kind: string | null];

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Lista");
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function matched(file: Buffer, filename: string): Promise<Expected[]> {
  const type = filename.endsWith(".csv") ? "text/csv" : undefined;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/parts-list/match",
    ...multipartBody(file, { filename, type }),
  });
  expect(res.statusCode).toBe(200);
  return json(res).data.lines.map((l: any): Expected => {
    const sku = Object.keys(id).find((k) => id[k] === l.match?.product.id) ?? null;
    return [sku, l.quantity, l.match?.kind ?? null];
  });
}

describe("parts lists as customers send them (issue 21)", () => {
  it("xlsx, Spanish headers with an item column: items are not codes", async () => {
    const rows = CODES.map((c, i) => [i + 1, i % 2 ? c.toLowerCase() : c, `Equipo ${i}`, i + 1, "pza"]);
    const file = await xlsx([["Ítem", "Código", "Descripción", "Cantidad", "Unidad"], ...rows]);
    expect(await matched(file, "pedido.xlsx")).toEqual(CODES.map((c, i) => [c, i + 1, "exact"]));
  });

  it("xlsx without header: the column that looks like codes, item numbers before it", async () => {
    const lines = CODES.slice(0, 8);
    const file = await xlsx(lines.map((c, i) => [i + 1, c.replace(/-/g, " "), "Equipo", 2 * (i + 1)]));
    expect(await matched(file, "sin-encabezado.xlsx")).toEqual(
      lines.map((c, i) => [c, 2 * (i + 1), c.includes("-") ? "normalized" : "exact"]),
    );
  });

  it("csv, English headers (Pos;P/N;Description;Qty;UM), a decimal refused on its line", async () => {
    const lines = CODES.slice(2, 10);
    const csv = [
      "Pos;P/N;Description;Qty;UM",
      ...lines.map((c, i) => `${i + 1};${c};Item ${i};${i === 3 ? "1,5" : i + 3};ea`),
    ].join("\r\n");
    expect(await matched(Buffer.from(csv), "bom.csv")).toEqual(
      lines.map((c, i): Expected => [c, i === 3 ? null : i + 3, "exact"]),
    );
  });

  it("csv without header, quantities written in the line", async () => {
    const forms = [
      (c: string) => `3 x ${c}`,
      (c: string) => `${c} x3`,
      (c: string) => `3x ${c}`,
      (c: string) => `${c} (3)`,
      (c: string) => `${c} 3 uds`,
      (c: string) => `${c} 2 unidades`,
      (c: string) => `${c} cant: 2`,
      (c: string) => `${c}`,
    ];
    const csv = forms.map((f, i) => f(CODES[i])).join("\n");
    expect(await matched(Buffer.from(csv), "plano.csv")).toEqual(
      forms.map((_, i): Expected => [CODES[i], [3, 3, 3, 3, 3, 2, 2, 1][i], "exact"]),
    );
  });

  it("xlsx, English headers in another order, prefixes, names and unknown codes", async () => {
    const file = await xlsx([
      ["Quantity", "Description", "Part number"],
      [4, "CPU", "6ES7214"],
      [1, "Contactor", "3RT2015"],
      [2, "Equipo 5 de la lista", ""],
      [1, "", "ZZZ-404-QQ"],
      [5, "", "AB1"],
      [1, "", "12345"],
      [6, "HMI", "6AV2123-2GB03-0AX0"],
      [7, "", "XB5AA31"],
    ]);
    expect(await matched(file, "rfq.xlsx")).toEqual([
      ["6ES7214-1AG40-0XB0", 4, "prefix"],
      ["3RT2015-1BB41", 1, "prefix"],
      ["LC1D32BD", 2, "name"],
      [null, 1, null],
      [null, 5, null],
      [null, 1, null],
      ["6AV2123-2GB03-0AX0", 6, "exact"],
      ["XB5AA31", 7, "exact"],
    ]);
  });
});

// Issue 21: an uploaded file's columns are shown before matching, as a pasted list's are.
describe("POST /api/parts-list/layout", () => {
  const layoutOf = (file: Buffer, filename: string) =>
    t.app.inject({ method: "POST", url: "/api/parts-list/layout", ...multipartBody(file, { filename }) });

  it("reads an .xlsx's columns by their headers without matching anything", async () => {
    const file = await xlsx([
      ["Pos", "P/N", "Description", "Qty", "UM"],
      [1, CODES[0], "CPU", 2, "pza"],
    ]);
    const res = await layoutOf(file, "bom.xlsx");
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({
      layout: {
        header: true,
        columns: [
          { index: 0, title: "Pos", role: "position" },
          { index: 1, title: "P/N", role: "code" },
          { index: 2, title: "Description", role: "description" },
          { index: 3, title: "Qty", role: "quantity" },
          { index: 4, title: "UM", role: "unit" },
        ],
      },
    });
  });

  it("explains a damaged file in Spanish", async () => {
    const res = await layoutOf(Buffer.from("esto no es un libro de Excel"), "lista.xlsx");
    expect([400, 415, 422]).toContain(res.statusCode);
    expect(json(res).error).toBe(IMPORT_MESSAGES.onlyXlsx);
  });

  it("wants a file", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/parts-list/layout", payload: { text: "x" } });
    expect(res.statusCode).toBe(400);
  });
});

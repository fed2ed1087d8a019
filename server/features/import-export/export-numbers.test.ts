import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { EXPORT_SHEET_NAME, EXTRA_SHEET_NAME, IMPORT_COLUMNS } from "../../../contracts/import-export.ts";
import { readCell } from "./cell-text.ts";
import { exactNumber, productsXlsxBuffer } from "./export-xlsx.ts";

describe("export: numbers as numbers (issue 14, defect 11)", () => {
  it("a text becomes a number only when the import reads that number back as the same text", () => {
    for (const [text, n] of [
      ["1250.5", 1250.5],
      ["0", 0],
      ["12", 12],
      ["-3", -3],
    ] as const) {
      expect(exactNumber(text)).toBe(n);
      expect(readCell(n, undefined)).toEqual({ text });
    }
    for (const text of [
      "00123",
      "90.750",
      "1.250,50",
      "1250.50",
      "Disponible",
      "2.5 kg",
      "1e3",
      " 12",
      "",
      "12345678901234567890",
    ])
      expect(exactNumber(text)).toBeNull();
  });

  it("writes number cells for quantities, text for codes and typed text, in both sheets", async () => {
    const buffer = await productsXlsxBuffer([
      {
        cells: {
          sku: "12345",
          name: "Motor",
          price: "1250.5",
          stock_quantity: "Disponible",
          min_stock_level: "3",
          weight: "2.5",
          potencia_kw: "90.750",
          voltaje: "380-480 VAC",
          frame_size: "90",
        },
        extra: { is_active: true, original_price: "1500", series: "2024", iva_rate: 12.5 },
      },
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer as never);
    const row = wb.getWorksheet(EXPORT_SHEET_NAME)!.getRow(2);
    const cell = (c: (typeof IMPORT_COLUMNS)[number]) => row.getCell(IMPORT_COLUMNS.indexOf(c) + 1).value;
    expect(cell("price")).toBe(1250.5);
    expect(cell("min_stock_level")).toBe(3);
    expect(cell("weight")).toBe(2.5);
    expect(cell("stock_quantity")).toBe("Disponible");
    expect(cell("potencia_kw")).toBe("90.750");
    expect(cell("voltaje")).toBe("380-480 VAC");
    expect(cell("sku")).toBe("12345");
    expect(cell("frame_size")).toBe("90");
    const extra = wb.getWorksheet(EXTRA_SHEET_NAME)!.getRow(2);
    // The IVA rate is a number cell too (ADR 045).
    expect(extra.values).toEqual([undefined, "12345", "Sí", 1500, "2024", 12.5]);
  });
});

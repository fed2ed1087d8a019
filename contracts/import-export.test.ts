import { describe, expect, it } from "vitest";
import { SHEET_FIELDS, STORED_FIELDS } from "./product-fields.ts";
import {
  COLUMN_LABEL,
  EXTRA_FIELDS,
  EXTRA_HEADER_LOOKUP,
  EXTRA_KEYS,
  FIELD_MAX_CHARS,
  HEADER_LOOKUP,
  IMPORT_COLUMNS,
  REQUIRED_COLUMNS,
  type ExtraStored,
  normalizeHeader,
  rowError,
  sheetRowError,
} from "./import-export.ts";

describe("the 'Datos adicionales' fields", () => {
  it("registers each extra key once, with headers that point only at it", () => {
    expect(EXTRA_FIELDS.map((f) => f.key)).toEqual([...EXTRA_KEYS]);
    for (const f of EXTRA_FIELDS) {
      for (const h of [f.header, f.key, ...f.aliases])
        expect(EXTRA_HEADER_LOOKUP.get(normalizeHeader(h)), h).toBe(f.key);
      // Not a header of 'Productos' either: the two sheets never claim one datum twice.
      expect(HEADER_LOOKUP.get(normalizeHeader(f.header)), f.header).toBeUndefined();
    }
    expect(EXTRA_HEADER_LOOKUP.get(normalizeHeader("Código"))).toBe("sku");
  });

  it("reads back what it writes", () => {
    const stored: ExtraStored[] = [
      { is_active: false, original_price: "1250.50", series: "S7-1200", iva_rate: 12.5 },
      { is_active: true, original_price: "0.00", series: "=serie rara", iva_rate: null },
      { is_active: true, original_price: null, series: null, iva_rate: 0 },
    ];
    for (const p of stored) {
      for (const f of EXTRA_FIELDS) {
        const text = f.write(p);
        expect(text === null ? { value: p[f.key] } : f.read(text), f.key).toEqual({ value: p[f.key] });
      }
    }
  });

  it("accepts how people type yes and no, and rejects the rest in Spanish", () => {
    const active = EXTRA_FIELDS.find((f) => f.key === "is_active")!;
    for (const yes of ["Sí", "si", "SI", "x", "1", "Verdadero"]) expect(active.read(yes)).toEqual({ value: true });
    for (const no of ["No", "NO", "0", "falso", "Inactivo"]) expect(active.read(no)).toEqual({ value: false });
    expect(active.read("tal vez")).toEqual({ error: "escribe «Sí» o «No»" });
    const price = EXTRA_FIELDS.find((f) => f.key === "original_price")!;
    expect(price.read("1.250,50")).toEqual({ value: "1250.50" });
    expect(price.read("Consultar")).toEqual({ error: "debe ser un precio, por ejemplo 1250.50" });
  });
});

describe("row messages", () => {
  it("name the sheet only when it is not 'Productos'", () => {
    expect(rowError(7, "Precio", "no puede ser negativo")).toBe("Fila 7, columna «Precio»: no puede ser negativo");
    expect(sheetRowError("Datos adicionales", 7, "Activo", "escribe «Sí» o «No»")).toBe(
      "Hoja «Datos adicionales», fila 7, columna «Activo»: escribe «Sí» o «No»",
    );
  });
});

describe("the sheet 'Productos', from the product field registry", () => {
  it("keeps the spec's 23 columns in the spec's order, with their Spanish labels", () => {
    expect(IMPORT_COLUMNS.map((c) => [c, COLUMN_LABEL[c]])).toEqual([
      ["sku", "SKU"],
      ["sku_ec", "SKU EC"],
      ["name", "Nombre"],
      ["description", "Descripción"],
      ["brand", "Marca"],
      ["category", "Categoría"],
      ["subcategory", "Subcategoría"],
      ["price", "Precio"],
      ["stock_quantity", "Stock"],
      ["min_stock_level", "Stock mínimo"],
      ["weight", "Peso"],
      ["dimensions", "Dimensiones"],
      ["potencia_kw", "Potencia (kW)"],
      ["corriente", "Corriente"],
      ["voltaje", "Voltaje"],
      ["frame_size", "Tamaño de carcasa"],
      ["comunicacion", "Comunicación"],
      ["alimentacion", "Alimentación"],
      ["main_image", "Imagen principal"],
      ["features", "Características"],
      ["applications", "Aplicaciones"],
      ["accessories", "Accesorios"],
      ["related_products", "Productos relacionados"],
    ]);
    expect(REQUIRED_COLUMNS).toEqual(["sku", "name"]);
    expect(FIELD_MAX_CHARS).toEqual({
      sku: 100,
      sku_ec: 100,
      name: 300,
      description: 10_000,
      brand: 200,
      category: 200,
      subcategory: 200,
      weight: 200,
      dimensions: 200,
      potencia_kw: 200,
      corriente: 200,
      voltaje: 200,
      frame_size: 200,
      comunicacion: 200,
      alimentacion: 200,
      main_image: 2_000,
    });
  });

  it("exports every stored field: a column of 'Productos' or one of 'Datos adicionales' (ADR 012)", () => {
    const carried = new Set<string>([...SHEET_FIELDS.map((f) => f.key), ...EXTRA_KEYS]);
    expect(STORED_FIELDS.map((f) => f.key).filter((k) => !carried.has(k))).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import {
  EXTRA_FIELDS,
  EXTRA_HEADER_LOOKUP,
  EXTRA_KEYS,
  HEADER_LOOKUP,
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
      { is_active: false, original_price: "1250.50", series: "S7-1200" },
      { is_active: true, original_price: "0.00", series: "=serie rara" },
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

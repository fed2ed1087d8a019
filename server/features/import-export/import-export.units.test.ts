import { describe, expect, it } from "vitest";
import {
  COLUMN_ALIASES,
  COLUMN_LABEL,
  HEADER_LOOKUP,
  IMPORT_COLUMNS,
  normalizeHeader,
} from "../../../contracts/import-export.ts";
import {
  joinList,
  joinRelated,
  neutralizeFormula,
  restoreNeutralized,
  splitList,
  splitRelated,
} from "./cell-syntax.ts";
import { formatNumber, readCell } from "./cell-text.ts";
import { parseDecimal, parseInteger } from "../../../contracts/typed-number.ts";

describe("headers", () => {
  it("has 23 columns and no alias that points at two columns", () => {
    expect(IMPORT_COLUMNS).toHaveLength(23);
    for (const col of IMPORT_COLUMNS) {
      for (const h of [col, COLUMN_LABEL[col], ...COLUMN_ALIASES[col]]) {
        expect(HEADER_LOOKUP.get(normalizeHeader(h)), h).toBe(col);
      }
    }
  });

  it("matches Spanish and English names ignoring case, accents and punctuation", () => {
    const look = (h: string) => HEADER_LOOKUP.get(normalizeHeader(h));
    expect(look("CATEGORÍA")).toBe("category");
    expect(look("categoria")).toBe("category");
    expect(look("Nombre")).toBe("name");
    expect(look("name")).toBe("name");
    expect(look("Marca")).toBe("brand");
    expect(look("Precio")).toBe("price");
    expect(look("Existencias")).toBe("stock_quantity");
    expect(look("Stock")).toBe("stock_quantity");
    expect(look("Potencia (kW)")).toBe("potencia_kw");
    expect(look("Productos relacionados")).toBe("related_products");
    expect(look("Sub-Categoría")).toBe("subcategory");
    expect(look("Color")).toBeUndefined();
  });
});

describe("parseDecimal", () => {
  it.each([
    ["1250", "1250"],
    ["1250.50", "1250.50"],
    ["1250,50", "1250.50"],
    ["1.250,50", "1250.50"],
    ["1,250.50", "1250.50"],
    ["$ 1.250,50", "1250.50"],
    ["USD 99,90", "99.90"],
    ["1.250.000", "1250000"],
    ["90.750", "90.750"],
    ["0,5", "0.5"],
    ["-3", "-3"],
  ])("%s → %s", (text, expected) => expect(parseDecimal(text)).toBe(expected));

  it.each(["Consultar", "", "1.2.3,4", "12a", "1,2,3.4.5"])("%s is not a number", (text) =>
    expect(parseDecimal(text)).toBeNull(),
  );

  it("reads whole counts with a thousands separator", () => {
    expect(parseInteger("1.000")).toBe(1000);
    expect(parseInteger("12")).toBe(12);
    expect(parseInteger("Disponible")).toBeNull();
    expect(parseInteger("2,5")).toBeNull();
  });
});

describe("cell text", () => {
  it("applies number formats the way Excel shows them", () => {
    expect(formatNumber(90.75, "0.000")).toBe("90.750");
    expect(formatNumber(123, "00000")).toBe("00123");
    expect(formatNumber(1250.5, "#,##0.00")).toBe("1,250.50");
    expect(formatNumber(0.1 + 0.2, undefined)).toBe("0.3");
    expect(formatNumber(12, '"$"#,##0.00')).toBe("$12.00");
    expect(formatNumber(0.25, "0%")).toBe("25%");
    expect(formatNumber(-5, "0.0")).toBe("-5.0");
    expect(formatNumber(7, "[$€-2] #,##0.00")).toBe("€ 7.00");
    expect(formatNumber(5.5, "#.##")).toBe("5.5");
  });

  it("uses a formula's cached result and flags formulas without one", () => {
    expect(readCell({ formula: "A1*2", result: 4 }, undefined)).toEqual({ text: "4" });
    expect(readCell({ formula: "A1" }, undefined)).toEqual({ problem: "formula-without-value" });
    expect(readCell({ error: "#N/A" }, undefined)).toEqual({ problem: "error", code: "#N/A" });
    expect(readCell({ richText: [{ text: "Vál" }, { text: "vula" }] }, undefined)).toEqual({ text: "Válvula" });
  });
});

describe("list syntax", () => {
  it("round-trips items holding the separators", () => {
    const items = ["Entrada: 24 V; salida relé", "C:\\ruta", "normal"];
    expect(splitList(joinList(items))).toEqual(items);
    const related = [
      { sku: "AB:12", type: "Repuesto: original" },
      { sku: "X-1", type: "Alternativa" },
    ];
    expect(splitRelated(joinRelated(related)).map(({ sku, type }) => ({ sku, type }))).toEqual(related);
  });

  it("reads hand-typed lists", () => {
    expect(splitList(" a ; b;;c ")).toEqual(["a", "b", "c"]);
    expect(splitRelated("SKU1:Alternativa; SKU2 : Repuesto").map((r) => [r.sku, r.type])).toEqual([
      ["SKU1", "Alternativa"],
      ["SKU2", "Repuesto"],
    ]);
    expect(splitRelated("SKU3")[0].type).toBeNull();
  });

  it("neutralises formulas reversibly", () => {
    for (const text of ["=SUMA(A1)", "+593", "-5", "@cmd", "'=x", "''@y", "'hola", "normal"]) {
      const out = neutralizeFormula(text);
      expect(out).not.toMatch(/^[=+\-@]/);
      expect(restoreNeutralized(out)).toBe(text);
    }
    expect(neutralizeFormula("=1+1")).toBe("'=1+1");
  });
});

import { describe, expect, it } from "vitest";
import { TECHNICAL_FILTER_LABEL } from "./catalog-options.ts";
import {
  FIELD_LABEL,
  OPTIONAL_FIELD_KEYS,
  OPTIONAL_TEXT_FIELD_KEYS,
  PRODUCT_FIELDS,
  SHEET_FIELDS,
  STORED_FIELDS,
  TEXT_FIELD_KEYS,
  TEXT_SHEET_COLUMNS,
  fromKeys,
} from "./product-fields.ts";

describe("the product field registry", () => {
  it("names each field, column and label once", () => {
    const unique = (items: readonly string[]) => expect(new Set(items).size).toBe(items.length);
    unique(PRODUCT_FIELDS.map((f) => f.key));
    unique(SHEET_FIELDS.map((f) => f.column));
    unique(PRODUCT_FIELDS.map((f) => f.label));
  });

  it("lets staff leave blank every field but the ones the admin spec requires", () => {
    const optional: readonly string[] = OPTIONAL_FIELD_KEYS;
    expect(STORED_FIELDS.map((f) => f.key).filter((k) => !optional.includes(k))).toEqual([
      "sku",
      "sku_ec",
      "name",
      "description",
      "brand_id",
      "category_id",
      "price",
      "stock_quantity",
    ]);
    expect(optional).toContain("is_active");
  });

  it("keeps the lists out of the products table's own fields", () => {
    expect(STORED_FIELDS.map((f) => f.key)).not.toContain("features");
    expect(STORED_FIELDS).toHaveLength(PRODUCT_FIELDS.length - 4);
    expect(TEXT_FIELD_KEYS).toContain("series");
    expect(TEXT_SHEET_COLUMNS).not.toContain("series");
    expect(TEXT_SHEET_COLUMNS).toEqual(TEXT_FIELD_KEYS.filter((k) => k !== "series"));
  });

  it("gives clients the optional text fields as text or null, in the answer's order", () => {
    expect(OPTIONAL_TEXT_FIELD_KEYS).toEqual([
      "series",
      "weight",
      "dimensions",
      "potencia_kw",
      "corriente",
      "voltaje",
      "frame_size",
      "comunicacion",
      "alimentacion",
      "main_image",
    ]);
  });

  it("carries the form's Spanish labels", () => {
    expect(FIELD_LABEL.frame_size).toBe("Tamaño de carcasa");
    expect(FIELD_LABEL.original_price).toBe("Precio original");
    expect(FIELD_LABEL.is_active).toBe("Estado");
    // The technical data are named as the catalogue's filters name them.
    for (const [filter, label] of Object.entries(TECHNICAL_FILTER_LABEL))
      expect(FIELD_LABEL[filter === "potencia" ? "potencia_kw" : (filter as keyof typeof FIELD_LABEL)]).toBe(label);
  });

  it("builds objects keyed by a list", () => {
    expect(fromKeys(["a", "b"], (k) => k.toUpperCase())).toEqual({ a: "A", b: "B" });
  });
});

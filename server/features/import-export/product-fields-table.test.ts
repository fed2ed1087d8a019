import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STORED_FIELDS } from "../../../contracts/product-fields.ts";
import { products } from "../../db/schema/index.ts";

/** Columns the database fills itself: never a field staff write. */
const GENERATED = ["id", "search_vector", "sku_code", "sku_ec_code", "created_at", "updated_at"];

describe("the product field registry and the products table", () => {
  it("agree: every stored field is a column, and every column staff write is a field", () => {
    const columns = Object.keys(getTableColumns(products));
    const fieldColumns: string[] = STORED_FIELDS.flatMap((f) => ("textColumn" in f ? [f.textColumn, f.key] : [f.key]));
    expect(fieldColumns.filter((c) => !columns.includes(c))).toEqual([]);
    expect(columns.filter((c) => !fieldColumns.includes(c) && !GENERATED.includes(c))).toEqual([]);
  });
});

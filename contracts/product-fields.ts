/**
 * Every field of a product, once (issue 13, ADR 026): the admin schema and form, the spreadsheet
 * 'Productos', the import and export and the seed take their field lists from this table. The rules
 * themselves (zod rules with their Spanish messages, how a cell is parsed) stay where they are read.
 *
 * The key is the admin API's name and the products table's column. Rows follow the 23 columns of
 * 'Productos' (the spec fixes that order); fields without a column sit beside their neighbours.
 */
export type FieldKind =
  /** Free text; blank is stored as null. */
  | "text"
  /** Free text kept as typed ("Consultar") beside the amount read from it (`textColumn` holds the text). */
  | "typed-decimal"
  /** Free text kept as typed ("Disponible") beside the whole quantity read from it. */
  | "typed-integer"
  /** numeric(12,2), a decimal string on the wire. */
  | "decimal"
  | "integer"
  /** A percentage 0–100 with up to two decimals (numeric(5,2)), a number on the wire; null: the general rate. */
  | "percent"
  /** The id of a brand, category or subcategory; the spreadsheet names it instead. */
  | "reference"
  | "boolean"
  /** Rows of their own (features, applications), items separated by ';' in a cell. */
  | "text-list"
  /** SKUs of other products (accessories). */
  | "sku-list"
  /** 'SKU:Tipo' items (related products). */
  | "related-list";

type ProductFieldDef = {
  key: string;
  kind: FieldKind;
  /** The Spanish name staff read: form label and the Import screen's column label. */
  label: string;
  /** The column of the sheet 'Productos' (import, export and templates), when the field has one. */
  column?: string;
  /** Required by the admin form and API (admin spec §5); the other fields may be blank (null). */
  required?: true;
  /** A file without this column is rejected as a whole. */
  requiredColumn?: true;
  /**
   * The field holds at most this many characters: the one limit of the form, the API and the
   * import (a cell longer than this is refused, issue 22).
   */
  cellMax?: number;
  /** Exported as a number cell when its text is exactly a number (quantities that may be text). */
  numberCell?: true;
  /** Width of its export column, in characters (16 when not given). */
  width?: number;
  /** Typed fields: the column that keeps the text as typed. */
  textColumn?: string;
};

export const PRODUCT_FIELDS = [
  { key: "sku", kind: "text", label: "SKU", column: "sku", required: true, requiredColumn: true, cellMax: 100 },
  { key: "sku_ec", kind: "text", label: "SKU EC", column: "sku_ec", required: true, cellMax: 100 },
  {
    key: "name",
    kind: "text",
    label: "Nombre",
    column: "name",
    required: true,
    requiredColumn: true,
    cellMax: 300,
    width: 40,
  },
  {
    key: "description",
    kind: "text",
    label: "Descripción",
    column: "description",
    required: true,
    cellMax: 10_000,
    width: 60,
  },
  { key: "brand_id", kind: "reference", label: "Marca", column: "brand", required: true, cellMax: 200 },
  { key: "category_id", kind: "reference", label: "Categoría", column: "category", required: true, cellMax: 200 },
  { key: "subcategory_id", kind: "reference", label: "Subcategoría", column: "subcategory", cellMax: 200 },
  { key: "series", kind: "text", label: "Serie", cellMax: 100 },
  {
    key: "price",
    kind: "typed-decimal",
    label: "Precio",
    column: "price",
    required: true,
    numberCell: true,
    textColumn: "price_text",
  },
  { key: "original_price", kind: "decimal", label: "Precio original", numberCell: true },
  // Null: the general rate in force (IVA_RATE) when a quote line is made (ADR 045); in 'Datos adicionales'.
  { key: "iva_rate", kind: "percent", label: "Tarifa de IVA", numberCell: true },
  {
    key: "stock_quantity",
    kind: "typed-integer",
    label: "Stock",
    column: "stock_quantity",
    required: true,
    numberCell: true,
    textColumn: "stock_text",
  },
  { key: "min_stock_level", kind: "integer", label: "Stock mínimo", column: "min_stock_level", numberCell: true },
  { key: "weight", kind: "text", label: "Peso", column: "weight", cellMax: 200, numberCell: true },
  { key: "dimensions", kind: "text", label: "Dimensiones", column: "dimensions", cellMax: 200 },
  { key: "potencia_kw", kind: "text", label: "Potencia (kW)", column: "potencia_kw", cellMax: 200, numberCell: true },
  { key: "corriente", kind: "text", label: "Corriente", column: "corriente", cellMax: 200, numberCell: true },
  { key: "voltaje", kind: "text", label: "Voltaje", column: "voltaje", cellMax: 200, numberCell: true },
  { key: "frame_size", kind: "text", label: "Tamaño de carcasa", column: "frame_size", cellMax: 200 },
  { key: "comunicacion", kind: "text", label: "Comunicación", column: "comunicacion", cellMax: 200 },
  { key: "alimentacion", kind: "text", label: "Alimentación", column: "alimentacion", cellMax: 200 },
  { key: "main_image", kind: "text", label: "Imagen principal", column: "main_image", cellMax: 2_000, width: 40 },
  { key: "is_active", kind: "boolean", label: "Estado" },
  { key: "features", kind: "text-list", label: "Características", column: "features", width: 60 },
  { key: "applications", kind: "text-list", label: "Aplicaciones", column: "applications", width: 40 },
  { key: "accessories", kind: "sku-list", label: "Accesorios", column: "accessories", width: 30 },
  {
    key: "related_products",
    kind: "related-list",
    label: "Productos relacionados",
    column: "related_products",
    width: 36,
  },
] as const satisfies readonly ProductFieldDef[];

export type ProductFieldSpec = (typeof PRODUCT_FIELDS)[number];

/** A field's length limit (see `cellMax`); 200 for a text field that names none. */
export function fieldMax(key: string): number {
  const field = PRODUCT_FIELDS.find((f) => f.key === key);
  return field && "cellMax" in field ? field.cellMax : 200;
}
export type ProductFieldKey = ProductFieldSpec["key"];

/** Fields kept in the products table itself (the lists have tables of their own). */
export type StoredField = Exclude<ProductFieldSpec, { kind: "text-list" | "sku-list" | "related-list" }>;
export type StoredFieldKey = StoredField["key"];
/** Every column of the products table the fields fill: their keys and the typed fields' text columns. */
export type StoredColumn = StoredFieldKey | Extract<StoredField, { textColumn: string }>["textColumn"];

/** An object with one entry per key, keeping the keys' type (Object.fromEntries loses it). */
export function fromKeys<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, V>;
}

const isStored = (f: ProductFieldSpec): f is StoredField => !f.kind.endsWith("-list");
const isText = <F extends ProductFieldSpec>(f: F): f is Extract<F, { kind: "text" }> => f.kind === "text";

const labels = PRODUCT_FIELDS.map((f) => [f.key, f.label]);
export const FIELD_LABEL = Object.fromEntries(labels) as Record<ProductFieldKey, string>;

export const STORED_FIELDS: readonly StoredField[] = PRODUCT_FIELDS.filter(isStored);

/** The fields the admin form and API let staff leave blank. */
export type OptionalFieldKey = Exclude<StoredField, { required: true }>["key"];
export const OPTIONAL_FIELD_KEYS = STORED_FIELDS.filter((f) => !("required" in f)).map(
  (f) => f.key as OptionalFieldKey,
);

/** The plain-text fields (codes, names, technical data), stored as written. */
export type TextFieldKey = Extract<ProductFieldSpec, { kind: "text" }>["key"];
export const TEXT_FIELD_KEYS: readonly TextFieldKey[] = PRODUCT_FIELDS.filter(isText).map((f) => f.key);

/** The text fields staff may leave blank (series, technical data, image): a client reads them as text or null. */
export type OptionalTextFieldKey = Extract<OptionalFieldKey, TextFieldKey>;
export const OPTIONAL_TEXT_FIELD_KEYS: readonly OptionalTextFieldKey[] = PRODUCT_FIELDS.filter(isText)
  .filter((f) => !("required" in f))
  .map((f) => f.key as OptionalTextFieldKey);

/** The fields with a column of 'Productos', in the spec's order. */
export type SheetField = Extract<ProductFieldSpec, { column: string }>;
export type SheetColumn = SheetField["column"];
export const SHEET_FIELDS: readonly SheetField[] = PRODUCT_FIELDS.filter((f): f is SheetField => "column" in f);

/** The plain-text columns of 'Productos': a cell's text is the stored value, both ways. */
export type TextSheetColumn = Extract<SheetField, { kind: "text" }>["column"];
export const TEXT_SHEET_COLUMNS: readonly TextSheetColumn[] = SHEET_FIELDS.filter(isText).map((f) => f.column);

import { GENERAL_RATE_WORD, IVA_MESSAGES, parseIvaRate } from "./iva.ts";
import { INT32_MAX } from "./int32.ts";
import { FIELD_LABEL, SHEET_FIELDS, type SheetColumn } from "./product-fields.ts";
import { parseDecimal } from "./typed-number.ts";
import { z } from "./zod.ts";

/**
 * Bulk import / export of the catalogue (admin spec §2 Import screen, §3, §5, §7, §8, §9).
 * The template, the export and the import share these 23 columns, in this order (the product
 * field registry's order, contracts/product-fields.ts).
 */
export const IMPORT_COLUMNS: readonly SheetColumn[] = SHEET_FIELDS.map((f) => f.column);
export type ImportColumn = SheetColumn;

/** The sheet the export writes the 23 columns to (spec §9); the import reads the first sheet. */
export const EXPORT_SHEET_NAME = "Productos";

/** The only columns a file must have. */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = SHEET_FIELDS.filter((f) => "requiredColumn" in f).map(
  (f) => f.column,
);

/** What the Import screen calls each column (Spanish labels for tables and messages). */
const columnLabels = SHEET_FIELDS.map((f) => [f.column, f.label]);
export const COLUMN_LABEL = Object.fromEntries(columnLabels) as Record<ImportColumn, string>;

/**
 * Header names accepted for each column besides its key and its label. Matching ignores case,
 * accents, spaces, '_' , '-', '.' and parentheses (see normalizeHeader).
 */
export const COLUMN_ALIASES: Record<ImportColumn, readonly string[]> = {
  sku: ["código", "codigo", "code", "referencia", "ref"],
  sku_ec: ["sku ecuador", "código ec", "codigo ecuador"],
  name: ["nombre del producto", "producto", "product", "product name", "nombre producto"],
  description: ["description", "descripción del producto"],
  brand: ["brand", "fabricante", "manufacturer"],
  category: ["category"],
  subcategory: ["subcategory", "sub categoría", "sub category"],
  price: ["price", "pvp", "precio unitario", "unit price", "precio usd"],
  stock_quantity: ["stock", "existencias", "inventario", "cantidad", "stock quantity", "quantity"],
  min_stock_level: ["min stock", "stock min", "minimum stock", "stock mínimo", "min stock level"],
  weight: ["weight", "peso (kg)", "peso kg"],
  dimensions: ["dimensions", "medidas", "dimensiones (mm)"],
  potencia_kw: ["potencia", "power", "power kw", "potencia kw"],
  corriente: ["current", "amperaje", "corriente (a)"],
  voltaje: ["voltage", "tensión", "tension"],
  frame_size: ["frame", "frame size", "tamaño", "carcasa"],
  comunicacion: ["communication", "protocolo", "protocol"],
  alimentacion: ["power supply", "supply", "fuente"],
  main_image: ["imagen", "image", "image url", "url imagen", "imagen url", "foto"],
  features: ["características", "caracteristicas", "feature list"],
  applications: ["aplicaciones", "usos"],
  accessories: ["accesorios"],
  related_products: ["productos relacionados", "relacionados", "related"],
};

/** Case-, accent- and punctuation-insensitive form of a header ("Categoría" → "categoria"). */
export function normalizeHeader(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

/** Normalised header → column, built once from keys, labels and aliases. */
export const HEADER_LOOKUP: ReadonlyMap<string, ImportColumn> = new Map(
  IMPORT_COLUMNS.flatMap((col) =>
    [col, COLUMN_LABEL[col], ...COLUMN_ALIASES[col]].map((h) => [normalizeHeader(h), col] as const),
  ),
);

/** List cells: items separated by ';'; related products as 'SKU:Tipo'. A '\' escapes ';', ':' and '\'. */
export const LIST_SEPARATOR = ";";
export const RELATED_SEPARATOR = ":";

/** The wipe only runs with this exact text (spec §5, §9). */
export const CLEAR_CONFIRMATION_PHRASE = "ELIMINAR PRODUCTOS";

/** Stated limits of an import (checked by the server; show them on the Import screen). */
export const IMPORT_LIMITS = {
  maxFileBytes: 30 * 1024 * 1024,
  maxRows: 100_000,
  /** Excel's own limit for one cell. */
  maxCellChars: 32_767,
  /** Decompressed size of all the parts of the .xlsx (zip bomb guard). */
  maxUncompressedBytes: 250 * 1024 * 1024,
  /** …and at most this many times the file's size (real workbooks: about 10), */
  maxCompressionRatio: 30,
  /** …though a small file may always inflate to this much. */
  minInflatedBytes: 16 * 1024 * 1024,
  maxZipEntries: 5_000,
  /** How many preview rows and validation errors a preview answer lists. */
  previewRows: 100,
  listedErrors: 500,
} as const;

const fmtInt = (n: number) => n.toLocaleString("es-EC");

/** Every Spanish text of the import / export / wipe flow (spec §8) that the server or UI shows. */
export const IMPORT_MESSAGES = {
  // Upload and file checks.
  fileRequired: "Selecciona un archivo Excel (.xlsx) para importar.",
  onlyXlsx:
    "Solo se aceptan archivos Excel .xlsx. Guarda el archivo como «Libro de Excel (.xlsx)» e inténtalo de nuevo.",
  fileTooLarge: `El archivo supera el tamaño máximo de ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB.`,
  tooManyRows: `El archivo tiene más de ${fmtInt(IMPORT_LIMITS.maxRows)} filas de productos. Divídelo en varios archivos.`,
  zipBomb:
    "El archivo Excel descomprimido es demasiado grande o tiene demasiadas partes. Verifica que sea un .xlsx válido.",
  passwordProtected:
    "El archivo está protegido con contraseña (o es un Excel antiguo .xls). Quita la contraseña y guárdalo como .xlsx.",
  noSheets: "El archivo Excel no contiene hojas. Agrega una hoja con los productos.",
  emptyFile: "El archivo está vacío o dañado. Ábrelo en Excel, guárdalo de nuevo como .xlsx e inténtalo otra vez.",
  emptySheet: "La hoja de Excel está vacía. La primera fila debe tener los encabezados y las siguientes los productos.",
  noDataRows: "La hoja solo tiene encabezados: agrega al menos un producto debajo.",
  generic: "No se pudo leer el archivo. Verifica que sea un .xlsx válido y que no esté protegido con contraseña.",
  missingColumns: (labels: string[]) =>
    `Faltan columnas obligatorias: ${labels.join(", ")}. La primera fila debe tener los encabezados.`,
  duplicateHeader: (header: string, other: string) =>
    `Las columnas «${other}» y «${header}» corresponden al mismo dato; deja solo una.`,
  unknownHeader: (header: string) => `La columna «${header}» no se reconoce y se ignorará.`,
  // Import outcome.
  hasErrors: (n: number) =>
    `El archivo tiene ${fmtInt(n)} ${n === 1 ? "error" : "errores"} de validación. Corrígelos antes de importar.`,
  imported: (created: number, updated: number) =>
    `Importación completada: ${fmtInt(created)} productos creados y ${fmtInt(updated)} actualizados.`,
  duplicateProductId: (sku: string, id: number, other: string) =>
    `«${sku}» lleva el ID del producto ${id}, que ya es de «${other}»: se crea con un ID nuevo.`,
  importButton: (n: number) => `Importar ${fmtInt(n)} ${n === 1 ? "producto" : "productos"}`,
  importFailed: "Error durante la importación",
  uploadCancelled: "Subida cancelada por el usuario.",
  // Export and wipe.
  exportFetchFailed: "No se pudieron obtener los productos del sistema.",
  exportFailed: "Error al exportar los datos del sistema...",
  clearFailed: "Error al limpiar productos",
  clearConfirmation: `Para eliminar todos los productos escribe exactamente «${CLEAR_CONFIRMATION_PHRASE}».`,
  cleared: (n: number) => `Se eliminaron ${fmtInt(n)} productos.`,
} as const;

/** Columns with a shorter limit than a cell's (codes and names are indexed and shown in lists). */
export const FIELD_MAX_CHARS: Partial<Record<ImportColumn, number>> = Object.fromEntries(
  SHEET_FIELDS.flatMap((f) => ("cellMax" in f ? [[f.column, f.cellMax]] : [])),
);

/** Per-row / per-cell messages; the server prefixes them with the row and column (rowError). */
export const ROW_MESSAGES = {
  skuRequired: "el SKU es obligatorio",
  nameRequired: "el nombre es obligatorio para un producto nuevo",
  duplicateSku: (sku: string, firstRow: number) => `el SKU «${sku}» está repetido (ya aparece en la fila ${firstRow})`,
  negative: "no puede ser negativo",
  notInteger: "debe ser un número entero",
  priceTooLarge: "el precio es demasiado grande (máximo 9.999.999.999,99)",
  numberTooLarge: "el número es demasiado grande",
  cellTooLong: `el texto supera el máximo de ${fmtInt(IMPORT_LIMITS.maxCellChars)} caracteres de una celda de Excel`,
  tooLong: (max: number) => `admite como máximo ${fmtInt(max)} caracteres`,
  formulaWithoutValue:
    "la celda tiene una fórmula sin valor calculado; abre el archivo en Excel, guárdalo y vuelve a subirlo",
  formulaError: (code: string) => `la fórmula de la celda da error (${code})`,
  subcategoryNeedsCategory: "la subcategoría necesita una categoría en la misma fila",
  relatedFormat: (item: string) => `«${item}» debe tener la forma SKU:Tipo`,
  relatedTypeShort: (item: string) => `el tipo de relación de «${item}» debe tener al menos 2 caracteres`,
  // Warnings (the import goes on without that link).
  unknownAccessory: (sku: string) => `el accesorio «${sku}» no existe en el archivo ni en el catálogo; se omite`,
  unknownRelated: (sku: string) =>
    `el producto relacionado «${sku}» no existe en el archivo ni en el catálogo; se omite`,
  selfLink: (sku: string) => `un producto no puede enlazarse consigo mismo («${sku}»); se omite`,
} as const;

/** "Fila 7, columna «Precio»: no puede ser negativo" — row numbers are the sheet's own. */
export function rowError(row: number, header: string | null, text: string): string {
  return header ? `Fila ${row}, columna «${header}»: ${text}` : `Fila ${row}: ${text}`;
}

/** How to fill the file, for the Import screen's format instructions. */
export const FORMAT_INSTRUCTIONS = [
  "Solo se aceptan archivos Excel (.xlsx); la primera fila lleva los encabezados.",
  "Columnas obligatorias: SKU y Nombre. Las demás son opcionales y pueden ir en cualquier orden.",
  "Las marcas, categorías y subcategorías que no existan se crean automáticamente.",
  "Características y aplicaciones: separadas por punto y coma (;).",
  "Accesorios: SKUs separados por punto y coma (;).",
  "Productos relacionados: SKU:Tipo separados por punto y coma (;), por ejemplo «ABC-1:Alternativa; ABC-2:Repuesto».",
  "Si el SKU ya existe el producto se actualiza; una celda vacía nunca borra el dato actual.",
  `Máximo ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB y ${fmtInt(IMPORT_LIMITS.maxRows)} filas por archivo.`,
  "La exportación y la plantilla Excel traen además la hoja «Datos adicionales» (estado, precio original, serie y tarifa de IVA de cada SKU): es opcional y, si está, también se importa.",
] as const;

// ---------------------------------------------------------------------------------------------
// The 'Datos adicionales' sheet: what a product has beyond the 23 columns of 'Productos' (which
// the spec fixes), so that export → wipe → import gives back the same catalogue (ADR 012).

export const EXTRA_SHEET_NAME = "Datos adicionales";
export const INSTRUCTIONS_SHEET_NAME = "Instrucciones";
/** A product's documents, one row each, by URL (ADR 012, issue 14): see contracts/import-documents.ts. */
export const DOCUMENTS_SHEET_NAME = "Documentos";

/** The stored values the second sheet carries, as the export reads them. */
export type ExtraStored = {
  is_active: boolean;
  original_price: string | null;
  series: string | null;
  /** The product's own IVA rate; null: the general rate ('General' in the sheet, ADR 045). */
  iva_rate: number | null;
  /** The product's id, its address /producto/{id}: kept by an import into an empty catalogue (ADR 037). */
  id?: number;
};
export type ExtraKey = keyof ExtraStored;
export const EXTRA_KEYS = [
  "is_active",
  "original_price",
  "series",
  "iva_rate",
  "id",
] as const satisfies readonly ExtraKey[];
/** What a row of the sheet sets; an absent key is a blank cell: the stored value stays. */
export type ExtraValues = Partial<ExtraStored>;

type CellRule = { value: ExtraStored[ExtraKey] } | { error: string };

export type ExtraField = {
  key: ExtraKey;
  /** The header the export writes (Spanish, for staff). */
  header: string;
  aliases: readonly string[];
  /** One line for the 'Instrucciones' sheet and the Import screen. */
  help: string;
  width: number;
  write(p: ExtraStored): string | null;
  read(text: string): CellRule;
};

const YES = new Set(["si", "s", "yes", "y", "true", "verdadero", "1", "x", "activo"]);
const NO = new Set(["no", "n", "false", "falso", "0", "inactivo"]);
const MAX_ORIGINAL_PRICE = 9_999_999_999.99;
const SERIES_MAX_CHARS = 100;
/** PostgreSQL's integer: an id above it cannot be a product's. */

/** Every product field the second sheet carries, in its column order after 'SKU'. */
export const EXTRA_FIELDS: readonly ExtraField[] = [
  {
    key: "is_active",
    header: "Activo",
    aliases: ["is_active", "activo", "estado", "visible", "publicado"],
    help: "Activo: «Sí» muestra el producto en el catálogo público; «No» lo oculta sin borrarlo.",
    width: 10,
    write: (p) => (p.is_active ? "Sí" : "No"),
    read(text) {
      const word = normalizeHeader(text);
      if (YES.has(word)) return { value: true };
      if (NO.has(word)) return { value: false };
      return { error: "escribe «Sí» o «No»" };
    },
  },
  {
    key: "original_price",
    header: FIELD_LABEL.original_price,
    aliases: ["original_price", "originalprice", "precio anterior", "precio antes"],
    help: "Precio original: el precio antes de un descuento (se muestra tachado), por ejemplo 1250.50.",
    width: 16,
    write: (p) => p.original_price,
    read(text) {
      const amount = parseDecimal(text);
      if (amount === null) return { error: "debe ser un precio, por ejemplo 1250.50" };
      if (amount.startsWith("-")) return { error: ROW_MESSAGES.negative };
      if (Number(amount) > MAX_ORIGINAL_PRICE) return { error: ROW_MESSAGES.priceTooLarge };
      return { value: amount };
    },
  },
  {
    key: "series",
    header: FIELD_LABEL.series,
    aliases: ["series", "serie", "familia", "línea", "linea"],
    help: "Serie: la familia del producto (por ejemplo «S7-1200»); el catálogo la usa como filtro.",
    width: 20,
    write: (p) => p.series,
    read: (text) =>
      text.length > SERIES_MAX_CHARS ? { error: ROW_MESSAGES.tooLong(SERIES_MAX_CHARS) } : { value: text },
  },
  {
    key: "iva_rate",
    header: FIELD_LABEL.iva_rate,
    aliases: ["iva_rate", "iva", "iva %", "tarifa iva", "porcentaje iva", "porcentaje de iva"],
    help:
      `Tarifa de IVA: el porcentaje del producto (15, 5 o 0, por ejemplo). «${GENERAL_RATE_WORD}»: la tarifa general ` +
      "vigente al cotizar (cambia por decreto); una celda vacía no cambia la tarifa guardada.",
    width: 14,
    // Written as a number (15) so Excel does not flag it; 'General' for a product without its own.
    write: (p) => (p.iva_rate === null ? GENERAL_RATE_WORD : String(p.iva_rate)),
    read(text) {
      if (normalizeHeader(text) === normalizeHeader(GENERAL_RATE_WORD)) return { value: null };
      const rate = parseIvaRate(text);
      return rate === null ? { error: IVA_MESSAGES.cellInvalid } : { value: rate };
    },
  },
  {
    key: "id",
    header: "ID del producto",
    aliases: ["id", "product_id", "id producto", "identificador"],
    help:
      "ID del producto: el número de su dirección /producto/{id}. Al importar en un catálogo vacío cada producto " +
      "conserva el suyo (los enlaces compartidos siguen funcionando) y recupera sus documentos; con productos ya " +
      "cargados se ignora y los nuevos reciben uno nuevo.",
    width: 14,
    write: (p) => (p.id === undefined ? null : String(p.id)),
    read(text) {
      const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
      return id >= 1 && id <= INT32_MAX ? { value: id } : { error: "debe ser un número entero mayor que 0" };
    },
  },
];

/** The key column of the second sheet: the products' SKU, matched ignoring case. */
export const EXTRA_SKU_HEADER = "SKU";

/** Normalised header → field of the second sheet ("sku" for the key column). */
export const EXTRA_HEADER_LOOKUP: ReadonlyMap<string, ExtraKey | "sku"> = new Map([
  ...[EXTRA_SKU_HEADER, "sku", ...COLUMN_ALIASES.sku].map((h) => [normalizeHeader(h), "sku" as const] as const),
  ...EXTRA_FIELDS.flatMap((f) => [f.header, f.key, ...f.aliases].map((h) => [normalizeHeader(h), f.key] as const)),
]);

/** Messages of the second sheet. */
export const EXTRA_MESSAGES = {
  missingSku: `La hoja «${EXTRA_SHEET_NAME}» necesita la columna «${EXTRA_SKU_HEADER}» para saber a qué producto corresponde cada fila.`,
  duplicateHeader: (header: string, other: string) =>
    `En la hoja «${EXTRA_SHEET_NAME}» las columnas «${other}» y «${header}» corresponden al mismo dato; deja solo una.`,
  unknownHeader: (header: string) =>
    `La columna «${header}» de la hoja «${EXTRA_SHEET_NAME}» no se reconoce y se ignorará.`,
  notInProducts: (sku: string) => `el SKU «${sku}» no está en la hoja «${EXPORT_SHEET_NAME}»; esta fila se omite`,
  read: (sheet: string, rows: number, headers: string[]) =>
    `También se leyó la hoja «${sheet}»: ${fmtInt(rows)} ${rows === 1 ? "fila" : "filas"}` +
    (headers.length ? ` (${headers.join(", ")}).` : "."),
} as const;

/** "Hoja «Datos adicionales», fila 7, columna «Activo»: escribe «Sí» o «No»". */
export function sheetRowError(sheet: string, row: number, header: string | null, text: string): string {
  return header
    ? `Hoja «${sheet}», fila ${row}, columna «${header}»: ${text}`
    : `Hoja «${sheet}», fila ${row}: ${text}`;
}

/** The 'Instrucciones' sheet of the export and the Excel template (one line a row). */
export const WORKBOOK_INSTRUCTIONS = [
  "Cómo usar este archivo",
  `Hoja «${EXPORT_SHEET_NAME}»: un producto por fila, con las ${IMPORT_COLUMNS.length} columnas del catálogo. Es la única obligatoria.`,
  `Hoja «${EXTRA_SHEET_NAME}»: lo demás que guarda cada producto, en una fila por SKU. Es opcional: si la borra, la importación no cambia esos datos.`,
  ...EXTRA_FIELDS.map((f) => f.help),
  `Cada SKU de «${EXTRA_SHEET_NAME}» debe estar también en «${EXPORT_SHEET_NAME}»; si no, esa fila se omite con un aviso.`,
  "Una celda vacía nunca borra el dato guardado. Todo producto tiene SKU, así que cada fila se identifica por él.",
  "Un producto nuevo sin fila en «Datos adicionales» se crea activo (visible en el catálogo).",
  `Hoja «${DOCUMENTS_SHEET_NAME}»: un documento por fila (SKU, título, tipo y URL). Al importar se descarga cada URL y se adjunta al producto, salvo que ya tenga un documento con ese título y tipo. Es opcional.`,
  "Esta hoja no se importa.",
] as const;

// ---------------------------------------------------------------------------------------------
// API shapes

export const validationError = z.object({
  /** Set for errors of another sheet than 'Productos' ('Datos adicionales'). */
  sheet: z.string().optional(),
  row: z.number(),
  /** The column as its header reads in the file, when the error is about one cell. */
  column: z.string().nullable(),
  field: z.enum([...IMPORT_COLUMNS, ...EXTRA_KEYS]).nullable(),
  /** The whole line to show, already naming the row and column (rowError): never prefix it again. */
  message: z.string(),
});
export type ValidationError = z.infer<typeof validationError>;

export const previewRow = z.object({
  row: z.number(),
  action: z.enum(["create", "update"]),
  has_errors: z.boolean(),
  /** Every recognised column as the text read from the file ('' when blank). */
  values: z.record(z.string(), z.string()),
  /** The number read from the price text, or null ("Consultar"). */
  price_amount: z.string().nullable(),
  stock_amount: z.number().nullable(),
});
export type PreviewRow = z.infer<typeof previewRow>;

export const importPreview = z.object({
  preview: z.array(previewRow),
  validation_errors: z.array(validationError),
  validation_error_count: z.number(),
  warnings: z.array(z.string()),
  can_import: z.boolean(),
  total_rows: z.number(),
  to_create: z.number(),
  to_update: z.number(),
  sheet_name: z.string().nullable(),
  columns: z.array(z.object({ header: z.string(), field: z.enum(IMPORT_COLUMNS) })),
  ignored_columns: z.array(z.string()),
  /** The 'Datos adicionales' sheet when the file has one: its rows and recognised headers. */
  extra_sheet: z.object({ name: z.string(), rows: z.number(), columns: z.array(z.string()) }).nullable(),
  /** Rows of 'Documentos' that will be downloaded and attached on import (unless already there). */
  documents_to_attach: z.number(),
  new_brands: z.array(z.string()),
  new_categories: z.array(z.string()),
  new_subcategories: z.array(z.object({ category: z.string(), name: z.string() })),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importResults = z.object({
  products_created: z.number(),
  products_updated: z.number(),
  features_created: z.number(),
  applications_created: z.number(),
  accessories_created: z.number(),
  related_products_created: z.number(),
  brands_created: z.number(),
  categories_created: z.number(),
  subcategories_created: z.number(),
  /** Documents a wipe set aside, back on the product of the same SKU (ADR 037). */
  documents_reattached: z.number(),
});
export type ImportResults = z.infer<typeof importResults>;

export const importSystemResult = z.object({
  results: importResults,
  warnings: z.array(z.string()),
  /** Documents of the 'Documentos' sheet downloaded and attached (after the products were saved). */
  documents_attached: z.number(),
});
export type ImportSystemResult = z.infer<typeof importSystemResult>;

export const clearProductsBody = z.object(
  {
    confirmation: z.literal(CLEAR_CONFIRMATION_PHRASE, { error: IMPORT_MESSAGES.clearConfirmation }),
  },
  { error: IMPORT_MESSAGES.clearConfirmation },
);
export type ClearProductsBody = z.infer<typeof clearProductsBody>;

export const clearResult = z.object({ deleted_count: z.number(), message: z.string() });
export type ClearResult = z.infer<typeof clearResult>;

/** Download names (spec §7): the export carries today's date. */
export const TEMPLATE_CSV_NAME = "plantilla_productos_completa.csv";
export const TEMPLATE_XLSX_NAME = "plantilla_productos_completa.xlsx";
export const exportFileName = (isoDate: string) => `productos_${isoDate}.xlsx`;
export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

import { z } from "./zod.ts";

/**
 * Bulk import / export of the catalogue (admin spec §2 Import screen, §3, §5, §7, §8, §9).
 * The template, the export and the import share these 23 columns, in this order.
 */
export const IMPORT_COLUMNS = [
  "sku",
  "sku_ec",
  "name",
  "description",
  "brand",
  "category",
  "subcategory",
  "price",
  "stock_quantity",
  "min_stock_level",
  "weight",
  "dimensions",
  "potencia_kw",
  "corriente",
  "voltaje",
  "frame_size",
  "comunicacion",
  "alimentacion",
  "main_image",
  "features",
  "applications",
  "accessories",
  "related_products",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The only columns a file must have. */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ["sku", "name"];

/** What the Import screen calls each column (Spanish labels for tables and messages). */
export const COLUMN_LABEL: Record<ImportColumn, string> = {
  sku: "SKU",
  sku_ec: "SKU EC",
  name: "Nombre",
  description: "Descripción",
  brand: "Marca",
  category: "Categoría",
  subcategory: "Subcategoría",
  price: "Precio",
  stock_quantity: "Stock",
  min_stock_level: "Stock mínimo",
  weight: "Peso",
  dimensions: "Dimensiones",
  potencia_kw: "Potencia (kW)",
  corriente: "Corriente",
  voltaje: "Voltaje",
  frame_size: "Tamaño de carcasa",
  comunicacion: "Comunicación",
  alimentacion: "Alimentación",
  main_image: "Imagen principal",
  features: "Características",
  applications: "Aplicaciones",
  accessories: "Accesorios",
  related_products: "Productos relacionados",
};

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
  onlyXlsx: "Solo se aceptan archivos Excel .xlsx. Guarda el archivo como «Libro de Excel (.xlsx)» e inténtalo de nuevo.",
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
  generic:
    "No se pudo leer el archivo. Verifica que sea un .xlsx válido y que no esté protegido con contraseña.",
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
export const FIELD_MAX_CHARS: Partial<Record<ImportColumn, number>> = {
  sku: 100,
  sku_ec: 100,
  name: 500,
  brand: 200,
  category: 200,
  subcategory: 200,
  main_image: 2_000,
};

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
  unknownRelated: (sku: string) => `el producto relacionado «${sku}» no existe en el archivo ni en el catálogo; se omite`,
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
] as const;

// ---------------------------------------------------------------------------------------------
// API shapes

export const validationError = z.object({
  row: z.number(),
  /** The column as its header reads in the file, when the error is about one cell. */
  column: z.string().nullable(),
  field: z.enum(IMPORT_COLUMNS).nullable(),
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
});
export type ImportResults = z.infer<typeof importResults>;

export const importSystemResult = z.object({ results: importResults, warnings: z.array(z.string()) });
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
export const EXPORT_SHEET_NAME = "Productos";
export const exportFileName = (isoDate: string) => `productos_${isoDate}.xlsx`;
export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

import { z } from "./zod.ts";
import { INT32_MAX } from "./int32.ts";
import { IMAGE_REF_INVALID, isSafeImageRef } from "./images.ts";
import { IVA_MESSAGES, isIvaRate, parseIvaRate } from "./iva.ts";
import { OPTIONAL_FIELD_KEYS, fieldMax, fromKeys, type StoredFieldKey } from "./product-fields.ts";
import { parseDecimal, parseInteger } from "./typed-number.ts";

/** Admin writes on products (admin spec §5): every rule with its exact Spanish message. */
export const PRODUCT_MESSAGES = {
  skuRequired: "El SKU es requerido",
  skuEcRequired: "El SKU EC es requerido",
  nameRequired: "El nombre es requerido",
  priceRequired: "El precio es requerido",
  stockRequired: "El stock es requerido",
  brandRequired: "La marca es requerida",
  categoryRequired: "La categoría es requerida",
  descriptionRequired: "La descripción es requerida",
  priceNegative: "El precio no puede ser negativo",
  priceTooLarge: "El precio es demasiado alto",
  originalPriceInvalid: "El precio original debe ser un número",
  stockNegative: "El stock no puede ser negativo",
  stockTooLarge: "El stock es demasiado alto",
  minStockInvalid: "El stock mínimo debe ser un número entero mayor o igual a 0",
  invalidId: "Identificador inválido",
  isActiveInvalid: "El estado debe ser verdadero o falso",
  textInvalid: "Debe ser texto",
  skuTaken: (sku: string) => `Ya existe un producto con el SKU ${sku}`,
  brandMissing: "La marca seleccionada no existe",
  categoryMissing: "La categoría seleccionada no existe",
  subcategoryMissing: "La subcategoría seleccionada no existe",
  subcategoryMismatch: "La subcategoría no pertenece a la categoría seleccionada",
  notFound: "Producto no encontrado",
  created: "Producto creado correctamente",
  updated: "Producto actualizado correctamente",
  deleted: "Producto eliminado correctamente",
} as const;

/** numeric(12,2) holds up to 9 999 999 999.99; stock columns are 32-bit integers. */
export const MAX_PRICE = 9_999_999_999.99;

const M = PRODUCT_MESSAGES;
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** Text a required field was typed as (numbers from number inputs become their text). */
const requiredTyped = (required: string, max = 200) =>
  z
    .union([z.string(), z.number()], { error: required })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, required).max(max, `Máximo ${max} caracteres`));

const requiredText = (required: string, max: number) =>
  z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? required : M.textInvalid) })
    .trim()
    .min(1, required)
    .max(max, `Máximo ${max} caracteres`);

/** Optional text: blank or null is stored as null (admin §5: empty numeric-like fields are null). */
const optionalText = (max = 200) =>
  z
    .union([z.string(), z.number(), z.null()], { error: M.textInvalid })
    .transform((v) => (v === null ? null : String(v).trim() || null))
    .pipe(z.string().max(max, `Máximo ${max} caracteres`).nullable());

const refId = (required: string) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === "string" ? Number(v) : v),
    z
      .number({ error: (iss) => (iss.input === undefined ? required : M.invalidId) })
      .int(M.invalidId)
      .positive(M.invalidId)
      .max(INT32_MAX, M.invalidId),
  );

const optionalRefId = z.preprocess(
  (v) => (isBlank(v) ? null : typeof v === "string" ? Number(v) : v),
  z.number({ error: M.invalidId }).int(M.invalidId).positive(M.invalidId).max(INT32_MAX, M.invalidId).nullable(),
);

/** A typed price: the text as written and its amount ("1.250,50" → "1250.50"; "Consultar" → null). */
export const typedPrice = requiredTyped(M.priceRequired, 100)
  .transform((text) => ({ text, amount: parseDecimal(text) }))
  .refine((p) => p.amount === null || !p.amount.startsWith("-"), M.priceNegative)
  .refine((p) => p.amount === null || Number(p.amount) <= MAX_PRICE, M.priceTooLarge);

/** A typed stock: the text as written and its whole quantity ("Disponible" → null). */
export const typedStock = requiredTyped(M.stockRequired, 100)
  .transform((text) => ({ text, quantity: parseInteger(text) }))
  .refine((s) => s.quantity === null || s.quantity >= 0, M.stockNegative)
  .refine((s) => s.quantity === null || s.quantity <= INT32_MAX, M.stockTooLarge);

const originalPrice = z
  .union([z.string(), z.number(), z.null()], { error: M.originalPriceInvalid })
  .transform((v, ctx) => {
    if (isBlank(v)) return null;
    const amount = parseDecimal(String(v));
    if (amount === null || amount.startsWith("-") || Number(amount) > MAX_PRICE) {
      ctx.addIssue({ code: "custom", message: M.originalPriceInvalid });
      return z.NEVER;
    }
    return amount;
  });

/** A product's own IVA rate (15, 5, 0, "12,5 %"); blank or null: the general rate when quoted (ADR 045). */
const ivaRate = z.union([z.string(), z.number(), z.null()], { error: IVA_MESSAGES.invalid }).transform((v, ctx) => {
  if (v === null || isBlank(v)) return null;
  const rate = typeof v === "number" ? (isIvaRate(v) ? v : null) : parseIvaRate(v);
  if (rate === null) {
    ctx.addIssue({ code: "custom", message: IVA_MESSAGES.invalid });
    return z.NEVER;
  }
  return rate;
});

const minStock = z.union([z.string(), z.number(), z.null()], { error: M.minStockInvalid }).transform((v, ctx) => {
  if (isBlank(v)) return null;
  const n = typeof v === "number" ? v : parseInteger(String(v));
  if (n === null || !Number.isInteger(n) || n < 0 || n > INT32_MAX) {
    ctx.addIssue({ code: "custom", message: M.minStockInvalid });
    return z.NEVER;
  }
  return n;
});

/**
 * POST /products: one rule per stored field of the registry (contracts/product-fields.ts), which
 * also says which may be left out. Field names follow the Product the client reads; `price` and
 * `stock_quantity` accept free text. No defaults here on purpose: the update schema is this one made partial, and a
 * default would overwrite stored values on every partial update (is_active defaults in the service).
 */
export const productCreate = z
  .object({
    sku: requiredText(M.skuRequired, fieldMax("sku")),
    sku_ec: requiredText(M.skuEcRequired, fieldMax("sku_ec")),
    name: requiredText(M.nameRequired, fieldMax("name")),
    description: requiredText(M.descriptionRequired, fieldMax("description")),
    price: typedPrice,
    stock_quantity: typedStock,
    brand_id: refId(M.brandRequired),
    category_id: refId(M.categoryRequired),
    subcategory_id: optionalRefId,
    original_price: originalPrice,
    iva_rate: ivaRate,
    min_stock_level: minStock,
    series: optionalText(fieldMax("series")),
    weight: optionalText(fieldMax("weight")),
    dimensions: optionalText(fieldMax("dimensions")),
    potencia_kw: optionalText(fieldMax("potencia_kw")),
    corriente: optionalText(fieldMax("corriente")),
    voltaje: optionalText(fieldMax("voltaje")),
    frame_size: optionalText(fieldMax("frame_size")),
    comunicacion: optionalText(fieldMax("comunicacion")),
    alimentacion: optionalText(fieldMax("alimentacion")),
    main_image: optionalText(fieldMax("main_image")).refine((v) => v === null || isSafeImageRef(v), IMAGE_REF_INVALID),
    is_active: z.boolean({ error: M.isActiveInvalid }),
  } satisfies Record<StoredFieldKey, z.ZodType>)
  .partial(fromKeys(OPTIONAL_FIELD_KEYS, () => true as const));
export type ProductCreate = z.output<typeof productCreate>;
export type ProductCreateInput = z.input<typeof productCreate>;

/** PUT /products/{id}: any subset of the create fields, each with the same rules. */
export const productUpdate = productCreate.partial();
export type ProductUpdate = z.output<typeof productUpdate>;

export const productDeleted = z.object({
  id: z.number(),
  deleted: z.object({
    features: z.number(),
    applications: z.number(),
    accessories: z.number(),
    related: z.number(),
  }),
});
export type ProductDeleted = z.infer<typeof productDeleted>;

import { documentTypeLabel } from "../../../../contracts/documents.ts";
import { REQUEST_STATUS_LABEL, REQUEST_TYPE_LABEL, SPAM_REASON_LABEL } from "../../../../contracts/requests-admin.ts";
import { FIELD_LABEL, PRODUCT_FIELDS } from "../../../../contracts/product-fields.ts";
import { ROLE_LABELS } from "../../../../contracts/users.ts";

/**
 * What staff read instead of the stored keys and values (issue 22). The log stores raw keys
 * (`price_amount`) and raw values ('en_proceso'), old entries included, so every entry is labelled
 * here, when it is shown.
 */

const lookup = (table: Record<string, string>, key: string): string | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * A product's fields: the registry's labels (contracts/product-fields.ts), and the keys the product
 * answer carries beside them (the amount read from the typed price, the named references).
 */
const PRODUCT_LABELS: Record<string, string> = {
  ...FIELD_LABEL,
  price_amount: FIELD_LABEL.price,
  price_text: FIELD_LABEL.price,
  originalPrice: FIELD_LABEL.original_price,
  stock_text: FIELD_LABEL.stock_quantity,
  brand: FIELD_LABEL.brand_id,
  category: FIELD_LABEL.category_id,
  subcategory: FIELD_LABEL.subcategory_id,
  accessories_count: "Cantidad de accesorios",
  created_at: "Creado",
  updated_at: "Actualizado",
};

/** Fields of every other entity, and the keys of summaries (imports, links, quotes). */
const FIELD_LABELS: Record<string, string> = {
  name: "Nombre",
  description: "Descripción",
  email: "Email",
  role: "Rol",
  active: "Estado",
  password: "Contraseña",
  two_factor: "Verificación en dos pasos",
  via: "Origen",
  status: "Estado",
  internal_note: "Nota interna",
  spam_reasons: "Motivos de posible spam",
  reference: "Referencia",
  version: "Versión",
  based_on_version: "Basada en la versión",
  accepted_version: "Versión aceptada",
  website: "Sitio web",
  logo_url: "Logo",
  category_id: "Categoría",
  category: "Categoría",
  subcategories: "Subcategorías",
  products_count: "Productos",
  terms: "Términos",
  deleted_count: "Productos eliminados",
  products_created: "Productos creados",
  products_updated: "Productos actualizados",
  features_created: "Características creadas",
  applications_created: "Aplicaciones creadas",
  accessories_created: "Accesorios creados",
  related_products_created: "Productos relacionados creados",
  brands_created: "Marcas creadas",
  categories_created: "Categorías creadas",
  subcategories_created: "Subcategorías creadas",
  documents_reattached: "Documentos recuperados",
  document: "Documento",
  type: "Tipo",
  file: "Archivo",
  accessory_product_id: "Accesorio (id)",
  related_product_id: "Producto relacionado (id)",
  related_product_ids: "Productos relacionados (id)",
  relationship_type: "Tipo de relación",
  related_removed: "Relacionados quitados",
  related_added: "Relacionados agregados (id)",
  feature_text: "Característica",
  application_text: "Aplicación",
  sort_order: "Orden",
  features: "Características",
  applications: "Aplicaciones",
  // Quote discount approval (ADR 051) and quote templates (ADR 050).
  approval_status: "Aprobación",
  largest_discount: "Mayor descuento (%)",
  limit: "Límite de descuento (%)",
  note: "Nota",
  from_quote: "Desde la cotización (id)",
  lines: "Líneas",
  sections: "Secciones",
};

/** A key nobody labelled still reads as words ('frame_size' → 'Frame size'), never as a key. */
const asWords = (key: string) => {
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function fieldLabel(field: string, entity?: string): string {
  return (
    (entity === "product" ? lookup(PRODUCT_LABELS, field) : undefined) ??
    lookup(FIELD_LABELS, field) ??
    lookup(PRODUCT_LABELS, field) ??
    asWords(field)
  );
}

/** Where a quote's approval stands (ADR 051); null reads '(vacío)' like any empty value. */
const APPROVAL_STATUS_LABEL: Record<string, string> = {
  pending: "Pendiente",
  approved: "Aprobada",
  returned: "Devuelta",
};

const VIA_LABEL: Record<string, string> = {
  setup_link: "Enlace de configuración de un solo uso",
  admin_email: "ADMIN_EMAIL al iniciar el servidor",
};

/** Product fields that hold the id of a brand, category or subcategory (shown as '#3' alone). */
const REFERENCE_FIELDS = new Set<string>(PRODUCT_FIELDS.filter((f) => f.kind === "reference").map((f) => f.key));

/**
 * A value in words, for the fields whose stored value is a code: request statuses, roles, states,
 * spam reasons, document types. undefined: the field has no such code (formatted generically).
 */
export function valueLabel(field: string, value: unknown, entity?: string): string | undefined {
  if (typeof value === "boolean") {
    if (field === "is_active") return value ? "Activo" : "Inactivo";
    if (field === "active") return value ? "Activo" : "Desactivado";
    if (field === "two_factor") return value ? "Activa" : "Inactiva";
    return undefined;
  }
  if (typeof value === "number" && REFERENCE_FIELDS.has(field)) return `#${value}`;
  if (typeof value !== "string") return undefined;
  if (field === "status") return lookup(REQUEST_STATUS_LABEL, value);
  if (field === "role") return lookup(ROLE_LABELS, value);
  if (field === "spam_reasons") return lookup(SPAM_REASON_LABEL, value);
  if (field === "via") return lookup(VIA_LABEL, value);
  if (field === "approval_status") return lookup(APPROVAL_STATUS_LABEL, value);
  if (field === "type" && entity === "product") return documentTypeLabel(value);
  return undefined;
}

/** 'quotation:12' → 'Solicitud #12 (Cotización)'; other ids as they are. */
export function requestName(entityId: string): string | undefined {
  const [type, id] = entityId.split(":");
  const kind = lookup(REQUEST_TYPE_LABEL, type);
  return kind && id ? `Solicitud #${id} (${kind})` : undefined;
}

type Changes = Record<string, [unknown, unknown]>;

/** The product answer's second spelling of a field: dropped when the field itself is there. */
const PRODUCT_TWINS: Record<string, string> = {
  price_amount: "price",
  price_text: "price",
  originalPrice: "original_price",
  brand_id: "brand",
  category_id: "category",
  subcategory_id: "subcategory",
};

/**
 * A product's changes as one line per field staff know: the amount beside the typed price and the
 * ids beside the named references say the same thing twice; a stock typed as text ('Disponible')
 * and its quantity are one 'Stock'. Lines with nothing to say (the entry's own id) go.
 */
export function productChanges(changes: Changes): Changes {
  const out: Changes = {};
  for (const [field, pair] of Object.entries(changes)) {
    if (field === "id") continue;
    const twin = lookup(PRODUCT_TWINS, field);
    if (twin && Object.hasOwn(changes, twin)) continue;
    if (field === "stock_text" && Object.hasOwn(changes, "stock_quantity")) continue;
    if (field === "stock_quantity" && Object.hasOwn(changes, "stock_text")) {
      const text = changes.stock_text;
      out[field] = [text[0] ?? pair[0], text[1] ?? pair[1]];
      continue;
    }
    out[field] = pair;
  }
  return out;
}

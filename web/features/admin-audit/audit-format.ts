import type { AuditEntry } from "../../../contracts/audit.ts";
import { formatDateTime, roleLabel } from "../admin-users/user-labels.ts";

export const ENTITY_LABELS: Record<string, string> = {
  product: "Producto",
  category: "Categoría",
  subcategory: "Subcategoría",
  brand: "Marca",
  import: "Importación",
  catalog: "Catálogo",
  user: "Usuario",
  lead: "Solicitud",
  synonym: "Sinónimos",
};

const ACTION_LABELS: Record<string, string> = {
  create: "Creó",
  update: "Modificó",
  delete: "Eliminó",
  import: "Importó",
  wipe: "Vació",
  document_add: "Agregó un documento a",
  document_delete: "Eliminó un documento de",
  accessory_add: "Agregó un accesorio a",
  accessory_remove: "Quitó un accesorio de",
  related_add: "Agregó productos relacionados a",
  related_remove: "Quitó un producto relacionado de",
  related_retype: "Cambió el tipo de relación en",
  related_group_save: "Editó un grupo de relacionados de",
  feature_add: "Agregó una característica a",
  feature_update: "Modificó una característica de",
  feature_delete: "Eliminó una característica de",
  features_replace: "Reemplazó las características de",
  application_add: "Agregó una aplicación a",
  application_update: "Modificó una aplicación de",
  application_delete: "Eliminó una aplicación de",
  mark_genuine: "Marcó como genuina",
};

const FIELD_LABELS: Record<string, string> = {
  name: "Nombre",
  description: "Descripción",
  email: "Email",
  role: "Rol",
  active: "Activo",
  is_active: "Activo",
  password: "Contraseña",
  two_factor: "Verificación en dos pasos",
  status: "Estado",
  internal_note: "Nota interna",
  sku: "SKU",
  sku_ec: "SKU Ecuador",
  price: "Precio",
  price_text: "Precio (texto)",
  original_price: "Precio original",
  stock_text: "Stock (texto)",
  stock_quantity: "Stock",
  min_stock_level: "Stock mínimo",
  brand_id: "Marca (id)",
  category_id: "Categoría (id)",
  subcategory_id: "Subcategoría (id)",
  main_image: "Imagen principal",
  website: "Sitio web",
  logo_url: "Logo",
  series: "Serie",
  weight: "Peso",
  dimensions: "Dimensiones",
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
  spam_reasons: "Motivos de posible spam",
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;
export const entityLabel = (entity: string) => ENTITY_LABELS[entity] ?? entity;

/** 'Modificó Producto #12'; a summary entity (import, wipe) has no id. */
export function describeEntry(e: Pick<AuditEntry, "action" | "entity" | "entity_id">): string {
  const action = ACTION_LABELS[e.action] ?? e.action;
  const what = entityLabel(e.entity);
  return e.entity_id ? `${action} ${what} #${e.entity_id}` : `${action} ${what}`;
}

/** A stored value as a person reads it: '(vacío)', 'Sí'/'No', roles by name, dates es-EC. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(vacío)";
  if (typeof value === "boolean") return value ? "Sí" : "No";
  if (field === "role" && typeof value === "string") return roleLabel(value);
  if (typeof value === "string") return ISO_INSTANT.test(value) ? formatDateTime(value) : value;
  if (typeof value === "number") return value.toLocaleString("es-EC");
  if (Array.isArray(value) && value.every((v) => typeof v !== "object" || v === null))
    return value.length ? value.map((v) => formatValue(field, v)).join(", ") : "(vacío)";
  return JSON.stringify(value);
}

export type ChangeLine = { field: string; label: string; before: string | null; after: string | null };

/** What the recorder stores instead of a secret (audit.record.ts): only that it changed. */
const HIDDEN = "(oculta)";

/**
 * One line per changed field. An update shows before → after; a creation or a summary (import,
 * wipe: stored as [null, value]) only the value; a deletion only what was there; a secret only
 * that it was set or changed.
 */
export function changeLines(e: Pick<AuditEntry, "action" | "changes">): ChangeLine[] {
  return Object.entries(e.changes).map(([field, [before, after]]) => {
    const label = fieldLabel(field);
    if (before === HIDDEN && after === HIDDEN)
      return { field, label, before: null, after: e.action === "update" ? "cambiada" : "establecida" };
    const onlyAfter = e.action === "create" || (e.action !== "update" && (before === null || before === undefined));
    const onlyBefore = e.action === "delete";
    return {
      field,
      label,
      before: onlyAfter ? null : formatValue(field, before),
      after: onlyBefore ? null : formatValue(field, after),
    };
  });
}

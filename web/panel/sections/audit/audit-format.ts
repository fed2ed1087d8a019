import type { AuditEntry } from "../../../../contracts/audit.ts";
import { formatCount, formatDateTime } from "../../../lib/format.ts";
import { fieldLabel, requestName, productChanges, valueLabel } from "./audit-labels.ts";

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
  quote_template: "Plantilla de cotización",
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
  quote_draft_create: "Preparó la cotización de",
  quote_version_create: "Creó una nueva versión de la cotización de",
  quote_send: "Envió al cliente la cotización de",
  quote_approval_request: "Solicitó la aprobación del descuento de la cotización de",
  quote_approve: "Aprobó el descuento de la cotización de",
  quote_approval_return: "Devolvió sin aprobar la cotización de",
  quote_approval_reset: "Anuló la aprobación al modificar la cotización de",
  acceptance_set_aside: "Dejó sin efecto la aceptación del cliente en",
  first_admin: "Creó la cuenta del primer administrador:",
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export const entityLabel = (entity: string) => ENTITY_LABELS[entity] ?? entity;

/** 'Modificó Producto #12', 'Envió al cliente la cotización de Solicitud #5 (Cotización)'; a summary entity has no id. */
export function describeEntry(e: Pick<AuditEntry, "action" | "entity" | "entity_id">): string {
  const action = ACTION_LABELS[e.action] ?? e.action;
  if (!e.entity_id) return `${action} ${entityLabel(e.entity)}`;
  const named = e.entity === "lead" ? requestName(e.entity_id) : undefined;
  return `${action} ${named ?? `${entityLabel(e.entity)} #${e.entity_id}`}`;
}

const isNamed = (v: unknown): v is { name: string } =>
  typeof v === "object" && v !== null && typeof (v as { name?: unknown }).name === "string";

/**
 * A stored value as a person reads it: '(vacío)', codes in words ('en_proceso' → 'En proceso'),
 * 'Sí'/'No', a brand or category by its name, dates es-EC.
 */
export function formatValue(field: string, value: unknown, entity?: string): string {
  if (value === null || value === undefined || value === "") return "(vacío)";
  const label = valueLabel(field, value, entity);
  if (label !== undefined) return label;
  if (typeof value === "boolean") return value ? "Sí" : "No";
  if (typeof value === "string") return ISO_INSTANT.test(value) ? formatDateTime(value) : value;
  if (typeof value === "number") return formatCount(value);
  if (isNamed(value)) return value.name;
  if (Array.isArray(value) && value.every((v) => typeof v !== "object" || v === null || isNamed(v)))
    return value.length ? value.map((v) => formatValue(field, v, entity)).join(", ") : "(vacío)";
  return JSON.stringify(value);
}

export type ChangeLine = { field: string; label: string; before: string | null; after: string | null };

/** What the recorder stores instead of a secret (audit.record.ts): only that it changed. */
const HIDDEN = "(oculta)";

/**
 * One line per changed field, labelled in Spanish. An update shows before → after; a creation or a
 * summary (import, wipe: stored as [null, value]) only the value; a deletion only what was there;
 * a secret only that it was set or changed.
 */
export function changeLines(e: Pick<AuditEntry, "action" | "entity" | "changes">): ChangeLine[] {
  const changes = e.entity === "product" ? productChanges(e.changes) : e.changes;
  return Object.entries(changes).map(([field, [before, after]]) => {
    const label = fieldLabel(field, e.entity);
    if (before === HIDDEN && after === HIDDEN)
      return { field, label, before: null, after: e.action === "update" ? "cambiada" : "establecida" };
    const onlyAfter = e.action === "create" || (e.action !== "update" && (before === null || before === undefined));
    const onlyBefore = e.action === "delete";
    return {
      field,
      label,
      before: onlyAfter ? null : formatValue(field, before, e.entity),
      after: onlyBefore ? null : formatValue(field, after, e.entity),
    };
  });
}

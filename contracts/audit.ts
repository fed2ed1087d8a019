import { z } from "./zod.ts";

/** What the audit log records changes of. */
export const AUDIT_ENTITIES = [
  "product",
  "category",
  "subcategory",
  "brand",
  "import",
  "catalog",
  "user",
  "lead",
  "synonym",
  // Quote templates (ADR 050): saved, renamed, deleted.
  "quote_template",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** { field: [before, after] } for the fields that changed. */
export const auditChanges = z.record(z.string(), z.tuple([z.unknown(), z.unknown()]));
export type AuditChanges = z.infer<typeof auditChanges>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  changes: auditChanges,
});
export type AuditEntry = z.infer<typeof auditEntry>;

const dateFilter = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label}: fecha inválida (ISO 8601)` })
    .or(z.iso.date({ error: `${label}: fecha inválida (ISO 8601)` }))
    .optional();

export const auditQuery = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: "Entidad inválida" }).optional(),
  entityId: z.string().trim().min(1).max(100).optional(),
  userId: z.coerce.number().int().positive("Usuario inválido").optional(),
  from: dateFilter("Desde"),
  to: dateFilter("Hasta"),
  page: z.coerce.number().int().min(1, "Página inválida").default(1),
  limit: z.coerce.number().int().min(1).max(200, "El límite no puede exceder 200").default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditPage = z.object({
  entries: z.array(auditEntry),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  }),
});
export type AuditPage = z.infer<typeof auditPage>;

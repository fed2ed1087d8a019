import type { OkEnvelope } from "../../../../contracts/envelope.ts";
import type { templateSummary } from "../../../../contracts/quote-templates.ts";
import type { z } from "../../../../contracts/zod.ts";
import { api } from "../../../lib/api-client.ts";
import { buildQuery } from "../../../lib/query.ts";

export type TemplateSummary = z.infer<typeof templateSummary>;

/** GET /quotes/templates?search=: by name, accent- and case-insensitive, sorted by name (staff). */
export const listTemplates = (search: string) =>
  api<OkEnvelope<TemplateSummary[]>>(`/quotes/templates${buildQuery({ search: search.trim() || undefined })}`).then(
    (r) => r.data,
  );

/** PUT /quotes/templates/{id} {name}: admins only; answers the server's message. */
export const renameTemplate = (id: number, name: string) =>
  api<OkEnvelope<TemplateSummary>>(`/quotes/templates/${id}`, { method: "PUT", body: { name } });

/** DELETE /quotes/templates/{id}: admins only. */
export const deleteTemplate = (id: number) => api<OkEnvelope<unknown>>(`/quotes/templates/${id}`, { method: "DELETE" });

import type { TemplateSummary } from "./templates-api.ts";
import { formatDate } from "../../../lib/format.ts";

/** The section's slug under /admin/administracion. */
export const TEMPLATES_SLUG = "plantillas";

/** A day as staff read it (es-EC, Ecuador's time): '26 nov 2026'. */
export const templateDay = (iso: string) => formatDate(iso, "company");

/** '5 líneas · 2 secciones: Tablero principal, Repuestos' — what a template holds at a glance. */
export function templateContents(t: Pick<TemplateSummary, "lineCount" | "sections">): string {
  const lines = `${t.lineCount} ${t.lineCount === 1 ? "línea" : "líneas"}`;
  if (t.sections.length === 0) return `${lines} · sin secciones`;
  const sections = `${t.sections.length} ${t.sections.length === 1 ? "sección" : "secciones"}`;
  return `${lines} · ${sections}: ${t.sections.join(", ")}`;
}

/** 'Creada por Ana Admin el 26 nov 2026 · modificada el 27 nov 2026' (the second part once renamed). */
export function templateHistory(t: Pick<TemplateSummary, "createdBy" | "createdAt" | "updatedAt">): string {
  const created = `Creada${t.createdBy ? ` por ${t.createdBy}` : ""} el ${templateDay(t.createdAt)}`;
  const updated = templateDay(t.updatedAt);
  return updated === templateDay(t.createdAt) ? created : `${created} · modificada el ${updated}`;
}

/** HTML building blocks for our emails: every interpolated value goes through `esc`. */

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function esc(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** Escaped text with line breaks kept (messages typed in a textarea). */
export const escMultiline = (value: unknown) => esc(value).replace(/\r?\n/g, "<br>");

/** A minimal, inline-styled document: mail clients ignore <style> blocks inconsistently. */
export function emailDocument(opts: { title: string; company: string; body: string }): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${esc(opts.title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;color:#1d4ed8;margin:0 0 16px">${esc(opts.title)}</h1>
${opts.body}
<p style="margin-top:24px;font-size:12px;color:#6b7280">${esc(opts.company)}</p>
</div></body></html>`;
}

/** Label/value rows; null or empty values are left out. */
export function fieldTable(rows: [string, unknown][]): string {
  const tr = rows
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#6b7280;font-weight:normal;vertical-align:top">${esc(k)}</th><td style="padding:4px 0">${escMultiline(v)}</td></tr>`,
    )
    .join("");
  return `<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0">${tr}</table>`;
}

/** Same rows as plain text. */
export function fieldText(rows: [string, unknown][]): string {
  return rows
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join("\n");
}

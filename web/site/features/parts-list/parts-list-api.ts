import type { OkEnvelope } from "../../../../contracts/envelope.ts";
import type { ColumnRole, PartsListLayout, PartsListResult } from "../../../../contracts/parts-list.ts";
import { api } from "../../../lib/api-client.ts";

/**
 * POST /parts-list/match with the pasted text, or with the uploaded .xlsx/.csv as `file`; the
 * columns' roles when the customer changed the ones read (sent before the file: the server reads
 * fields up to the file).
 */
export async function matchPartsList(
  source: { text: string } | { file: File },
  columns?: ColumnRole[],
): Promise<PartsListResult> {
  let body: { text: string; columns?: ColumnRole[] } | FormData;
  if ("file" in source) {
    body = new FormData();
    if (columns) body.append("columns", JSON.stringify(columns));
    body.append("file", source.file);
  } else body = { text: source.text, ...(columns ? { columns } : {}) };
  return (await api<OkEnvelope<PartsListResult>>("/parts-list/match", { method: "POST", body })).data;
}

/** POST /parts-list/layout: how an uploaded file's columns are read, before any matching. */
export async function readPartsListLayout(file: File): Promise<PartsListLayout> {
  const body = new FormData();
  body.append("file", file);
  return (await api<OkEnvelope<{ layout: PartsListLayout }>>("/parts-list/layout", { method: "POST", body })).data
    .layout;
}

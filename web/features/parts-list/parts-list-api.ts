import type { OkEnvelope } from "../../../contracts/envelope.ts";
import type { PartsListResult } from "../../../contracts/parts-list.ts";
import { api } from "../../lib/api-client.ts";

/** POST /parts-list/match with the pasted text, or with the uploaded .xlsx/.csv as `file`. */
export async function matchPartsList(source: { text: string } | { file: File }): Promise<PartsListResult> {
  let body: { text: string } | FormData;
  if ("file" in source) {
    body = new FormData();
    body.append("file", source.file);
  } else body = { text: source.text };
  return (await api<OkEnvelope<PartsListResult>>("/parts-list/match", { method: "POST", body })).data;
}

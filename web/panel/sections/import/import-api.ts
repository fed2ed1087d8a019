import type { OkEnvelope } from "../../../../contracts/envelope.ts";
import {
  CLEAR_CONFIRMATION_PHRASE,
  TEMPLATE_CSV_NAME,
  TEMPLATE_XLSX_NAME,
  exportFileName,
  type ClearResult,
  type ImportPreview,
  type ImportSystemResult,
} from "../../../../contracts/import-export.ts";
import { api } from "../../../lib/api-client.ts";
import { downloadApiFile } from "../../../lib/download-file.ts";
import { uploadFile, type ProgressListener } from "./upload.ts";

export function previewFile(file: File, onProgress: ProgressListener, signal: AbortSignal) {
  return uploadFile<OkEnvelope<ImportPreview>>("/import/preview", file, onProgress, signal);
}

export function importFile(file: File, signal: AbortSignal) {
  return uploadFile<OkEnvelope<ImportSystemResult>>("/import/system", file, () => {}, signal);
}

/** Today as YYYY-MM-DD on the user's calendar (the server names the file the same way). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const exportProducts = () => downloadApiFile("/products/export", exportFileName(todayIso()));
export const downloadCsvTemplate = () => downloadApiFile("/import/template.csv", TEMPLATE_CSV_NAME);
export const downloadXlsxTemplate = () => downloadApiFile("/import/template.xlsx", TEMPLATE_XLSX_NAME);

export async function clearProducts(confirmation: string) {
  return api<OkEnvelope<ClearResult>>("/products/clear", { method: "DELETE", body: { confirmation } });
}

export { CLEAR_CONFIRMATION_PHRASE };

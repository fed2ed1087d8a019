import { loadExcelJS } from "../../lib/lazy-modules.ts";
import type { RequestSummary } from "../../../contracts/requests-admin.ts";
import {
  REQUEST_STATUS_LABEL,
  QUOTE_OUTCOME_LABEL,
  REQUEST_TYPE_LABEL,
  SPAM_REASON_LABEL,
  type RequestStatus,
} from "../../../contracts/requests-admin.ts";
import { MAIL_STATUS_LABEL } from "../../../contracts/mail-status.ts";
import { PRICE_ON_REQUEST } from "../../../contracts/price-on-request.ts";

/** Staff read dates on Ecuador's clock (UTC−5 all year), not the server's UTC. */
const TIME_ZONE = "America/Guayaquil";
const LOCAL_PARTS = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Ecuador's wall-clock time of an instant as numbers (year, month 1–12, day, hour, minute). */
function localParts(iso: string): [number, number, number, number, number] {
  const parts = Object.fromEntries(LOCAL_PARTS.formatToParts(new Date(iso)).map((p) => [p.type, Number(p.value)]));
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute];
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-11-23 09:05": a form every spreadsheet app reads as a date and time, and sorts as text. */
export function localDateTime(iso: string): string {
  const [y, mo, d, h, mi] = localParts(iso);
  return `${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}`;
}

/**
 * The same wall-clock time as an xlsx date: Excel dates have no zone, so the local time is
 * written as if it were UTC (what exceljs turns into the cell's serial number).
 */
const localExcelDate = (iso: string) => {
  const [y, mo, d, h, mi] = localParts(iso);
  return new Date(Date.UTC(y, mo - 1, d, h, mi));
};

type Cell = string | number | null;

const COLUMNS: { header: string; width: number; value: (l: RequestSummary) => Cell }[] = [
  { header: "Referencia", width: 18, value: (l) => l.reference },
  { header: "Tipo", width: 12, value: (l) => REQUEST_TYPE_LABEL[l.type] },
  { header: "Fecha", width: 18, value: (l) => localDateTime(l.createdAt) },
  {
    header: "Estado",
    width: 12,
    value: (l) =>
      l.outcome ? QUOTE_OUTCOME_LABEL[l.outcome] : (REQUEST_STATUS_LABEL[l.status as RequestStatus] ?? l.status),
  },
  { header: "Nombre", width: 24, value: (l) => l.name },
  { header: "Email", width: 28, value: (l) => l.email },
  { header: "Teléfono", width: 16, value: (l) => l.phone },
  { header: "Empresa", width: 24, value: (l) => l.company },
  { header: "Servicio", width: 24, value: (l) => l.service },
  { header: "Items", width: 8, value: (l) => l.itemCount },
  { header: "Total", width: 14, value: (l) => (l.total === null ? null : Number(l.total)) },
  // How many lines the total leaves out because their price is on request (ADR 014).
  { header: PRICE_ON_REQUEST, width: 18, value: (l) => l.onRequestCount || null },
  { header: "Mensaje", width: 50, value: (l) => l.preview },
  { header: "Correo", width: 12, value: (l) => MAIL_STATUS_LABEL[l.mailStatus] },
  // Why a request was held back (ADR 013); kept after it was marked genuine, like the inbox shows it.
  {
    header: "Posible spam",
    width: 30,
    value: (l) => l.spamReasons.map((r) => SPAM_REASON_LABEL[r]).join("; ") || null,
  },
];

/** Spreadsheet apps run cells starting with these as formulas: a customer's text must stay text. */
const defuse = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

const csvCell = (v: Cell) => {
  if (v === null) return "";
  const s = typeof v === "number" ? String(v) : defuse(v);
  return /[",\n\r;]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** UTF-8 with a BOM so Excel opens the accents right. */
export function requestsCsv(requests: RequestSummary[]): string {
  const lines = [
    COLUMNS.map((c) => c.header).join(","),
    ...requests.map((l) => COLUMNS.map((c) => csvCell(c.value(l))).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export async function requestsXlsx(requests: RequestSummary[]): Promise<Buffer> {
  const ExcelJS = await loadExcelJS();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Solicitudes");
  ws.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const l of requests) {
    // Typed cells: a text starting with "=" stays text in xlsx, so no defusing here.
    ws.addRow(COLUMNS.map((c) => (c.header === "Fecha" ? localExcelDate(l.createdAt) : c.value(l))));
  }
  const column = (header: string) => ws.getColumn(COLUMNS.findIndex((c) => c.header === header) + 1);
  column("Total").numFmt = "#,##0.00";
  column("Fecha").numFmt = "yyyy-mm-dd hh:mm";
  return Buffer.from(await wb.xlsx.writeBuffer());
}

import ExcelJS from "exceljs";
import type { LeadSummary } from "../../../contracts/leads-admin.ts";
import {
  LEAD_STATUS_LABEL,
  LEAD_TYPE_LABEL,
  SPAM_REASON_LABEL,
  type LeadStatus,
} from "../../../contracts/leads-admin.ts";
import { PRICE_ON_REQUEST } from "../../../contracts/price-on-request.ts";

const COLUMNS: { header: string; width: number; value: (l: LeadSummary) => string | number | null }[] = [
  { header: "Referencia", width: 18, value: (l) => l.reference },
  { header: "Tipo", width: 12, value: (l) => LEAD_TYPE_LABEL[l.type] },
  { header: "Fecha", width: 20, value: (l) => l.createdAt },
  { header: "Estado", width: 12, value: (l) => LEAD_STATUS_LABEL[l.status as LeadStatus] ?? l.status },
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
  { header: "Correo", width: 10, value: (l) => l.mailStatus },
  // Why a lead was held back (ADR 013); kept after it was marked genuine, like the inbox shows it.
  {
    header: "Posible spam",
    width: 30,
    value: (l) => l.spamReasons.map((r) => SPAM_REASON_LABEL[r]).join("; ") || null,
  },
];

/** Spreadsheet apps run cells starting with these as formulas: a customer's text must stay text. */
const defuse = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

const csvCell = (v: string | number | null) => {
  if (v === null) return "";
  const s = typeof v === "number" ? String(v) : defuse(v);
  return /[",\n\r;]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** UTF-8 with a BOM so Excel opens the accents right. */
export function leadsCsv(leads: LeadSummary[]): string {
  const lines = [
    COLUMNS.map((c) => c.header).join(","),
    ...leads.map((l) => COLUMNS.map((c) => csvCell(c.value(l))).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export async function leadsXlsx(leads: LeadSummary[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Solicitudes");
  ws.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const l of leads) {
    // Typed cells: a text starting with "=" stays text in xlsx, so no defusing here.
    ws.addRow(COLUMNS.map((c) => c.value(l)));
  }
  ws.getColumn(COLUMNS.findIndex((c) => c.header === "Total") + 1).numFmt = "#,##0.00";
  return Buffer.from(await wb.xlsx.writeBuffer());
}

import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { RequestSummary } from "../../../contracts/requests-admin.ts";
import { requestsCsv, requestsXlsx, localDateTime } from "./requests.export.ts";

const request = (over: Partial<RequestSummary> = {}): RequestSummary => ({
  type: "contact",
  id: 1,
  reference: "MSG-2026-000001",
  name: "Ñusta Quispe",
  email: "nusta@example.com",
  phone: null,
  company: null,
  service: null,
  status: "nueva",
  outcome: null,
  total: null,
  itemCount: null,
  onRequestCount: null,
  preview: "Hola",
  mailStatus: "sent",
  spam: false,
  spamReasons: [],
  // 02:30 UTC on the 1st is still the evening of the day before in Ecuador (UTC−5).
  createdAt: "2026-03-01T02:30:00.000Z",
  ...over,
});

const csvRow = (csv: string, n: number) => {
  const [head, ...rows] = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  const columns = head.split(",");
  const cells = rows[n].split(",");
  return (header: string) => cells[columns.indexOf(header)];
};

describe("requests export (issue 14, defect 11)", () => {
  it("CSV dates are Ecuador's local time and mail states are in Spanish", () => {
    const csv = requestsCsv([
      request(),
      request({ mailStatus: "failed", createdAt: "2026-11-23T17:05:00.000Z" }),
      request({ mailStatus: "pending" }),
      request({ mailStatus: "none" }),
    ]);
    const first = csvRow(csv, 0);
    expect(first("Fecha")).toBe("2026-02-28 21:30");
    expect(first("Correo")).toBe("Enviado");
    expect(csvRow(csv, 1)("Fecha")).toBe("2026-11-23 12:05");
    expect(csvRow(csv, 1)("Correo")).toBe("Fallido");
    expect(csvRow(csv, 2)("Correo")).toBe("Pendiente");
    expect(csvRow(csv, 3)("Correo")).toBe("Sin correos");
    expect(csv).not.toMatch(/\bsent\b|\bfailed\b|\bpending\b|T02:30/);
  });

  it("local time is the same whatever the server's own zone (midnight and year ends)", () => {
    expect(localDateTime("2027-01-01T04:59:00.000Z")).toBe("2026-12-31 23:59");
    expect(localDateTime("2027-01-01T05:00:00.000Z")).toBe("2027-01-01 00:00");
  });

  it("xlsx holds a real date cell showing the local time, and the Spanish mail state", async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await requestsXlsx([request()])) as never);
    const ws = wb.getWorksheet("Solicitudes")!;
    const headers = (ws.getRow(1).values as unknown[]).slice(1);
    const cell = (header: string) => ws.getRow(2).getCell(headers.indexOf(header) + 1);
    const date = cell("Fecha");
    expect(date.value).toBeInstanceOf(Date);
    // Excel dates carry no zone: the serial is the wall-clock time staff expect to read.
    expect((date.value as Date).toISOString()).toBe("2026-02-28T21:30:00.000Z");
    expect(date.numFmt).toBe("yyyy-mm-dd hh:mm");
    expect(cell("Correo").value).toBe("Enviado");
  });
});

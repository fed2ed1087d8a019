import zlib from "node:zlib";
import ExcelJS from "exceljs";
import { expect } from "vitest";
import type { App } from "../../app.ts";
import { multipartBody } from "./multipart-body.ts";

export { multipartBody };

type Injectable = Pick<App, "inject">;

let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** Creates an admin through the auth service and signs in through the API; returns the session id. */
export async function adminSession(app: App, email = `import-${Date.now()}-${ipCounter}@andes.ec`): Promise<string> {
  const password = "clave-segura-123";
  await app.services.auth.register({ name: "Importadora", email, password });
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body).data.sessionId as string;
}

export async function upload(
  app: Injectable,
  path: "preview" | "system",
  session: string | null,
  file: Buffer,
  opts: { filename?: string; field?: string } = {},
) {
  const body = multipartBody(file, opts);
  const res = await app.inject({
    method: "POST",
    url: `/api/import/${path}`,
    payload: body.payload,
    headers: { ...body.headers, ...(session ? { "x-session-id": session } : {}) },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as any };
}

type CellSpec = unknown | { value: unknown; numFmt?: string };

/** An .xlsx in memory: first row headers, then rows; a cell may carry a number format. */
export async function xlsx(rows: CellSpec[][], sheetName = "Productos"): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  rows.forEach((cells, r) => {
    cells.forEach((spec, c) => {
      const cell = ws.getCell(r + 1, c + 1);
      if (spec && typeof spec === "object" && "value" in (spec as object)) {
        const s = spec as { value: unknown; numFmt?: string };
        cell.value = s.value as ExcelJS.CellValue;
        if (s.numFmt) cell.numFmt = s.numFmt;
      } else {
        cell.value = spec as ExcelJS.CellValue;
      }
    });
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** An .xlsx in memory with several sheets, in tab order: name → rows (first row headers). */
export async function workbook(sheets: Record<string, CellSpec[][]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    rows.forEach((cells, r) =>
      cells.forEach((value, c) => (ws.getCell(r + 1, c + 1).value = value as ExcelJS.CellValue)),
    );
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Every cell value of the first sheet, as exceljs (not our reader) sees it. */
export async function sheetValues(buf: Buffer): Promise<{ name: string; rows: unknown[][] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => v ?? null));
  });
  return { name: ws.name, rows };
}

// ---- hand-made zips for hostile files ----

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export type ZipPart = { name: string; data?: Buffer; deflated?: Buffer; size?: number; crc?: number; flags?: number };

/** A zip from parts; `deflated` lets a test supply pre-compressed bytes (zip bombs). */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const body = part.deflated ?? zlib.deflateRawSync(part.data ?? Buffer.alloc(0));
    const size = part.size ?? part.data?.length ?? 0;
    const crc = part.crc ?? (part.data ? crc32(part.data) : 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.flags ?? 0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.flags ?? 0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Productos" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/** A hand-written minimal .xlsx: the sheet is given as XML rows, or as a pre-deflated part. */
export function minimalXlsx(sheet: string | { deflated: Buffer; size: number }, extra: ZipPart[] = []): Buffer {
  const sheetPart: ZipPart =
    typeof sheet === "string"
      ? {
          name: "xl/worksheets/sheet1.xml",
          data: Buffer.from(
            `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheet}</sheetData></worksheet>`,
          ),
        }
      : { name: "xl/worksheets/sheet1.xml", ...sheet };
  return zip([
    { name: "[Content_Types].xml", data: Buffer.from(CONTENT_TYPES) },
    { name: "_rels/.rels", data: Buffer.from(ROOT_RELS) },
    { name: "xl/workbook.xml", data: Buffer.from(WORKBOOK) },
    { name: "xl/_rels/workbook.xml.rels", data: Buffer.from(WORKBOOK_RELS) },
    sheetPart,
    ...extra,
  ]);
}

/** An inline-string cell for minimalXlsx rows. */
export const inlineCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</t></is></c>`;

/** `mb` megabytes of one repeated byte, deflated (~1000:1): the classic bomb payload. */
export async function deflatedFiller(mb: number): Promise<{ deflated: Buffer; size: number }> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const deflater = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on("data", (c: Buffer) => out.push(c));
  const done = new Promise((r) => deflater.on("end", r));
  for (let i = 0; i < mb; i++) if (!deflater.write(chunk)) await new Promise((r) => deflater.once("drain", r));
  deflater.end();
  await done;
  return { deflated: Buffer.concat(out), size: (mb * 1024 * 1024) >>> 0 };
}

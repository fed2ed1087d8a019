import { Readable } from "node:stream";
import zlib from "node:zlib";
import {
  DOCUMENTS_SHEET_NAME,
  EXTRA_SHEET_NAME,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  normalizeHeader,
} from "../../../contracts/import-export.ts";
import { AppError } from "../../lib/errors.ts";

/**
 * Byte-level checks of an uploaded .xlsx before any XML parser sees it: it must be a zip holding
 * [Content_Types].xml and xl/workbook.xml (an .xlsx by content, whatever its name), not encrypted,
 * and the parts we read must inflate to a bounded size (zip bombs are stopped while inflating, not
 * trusted from the declared sizes). It then hands exceljs's streaming reader only the parts it
 * needs, in the order it needs them, so the reader never spills worksheets to temporary files.
 */

export type XlsxParts = {
  /** A zip stream of the workbook, relationships, styles, shared strings and the sheets, in `sheets` order. */
  stream(): Readable;
  /** The first sheet (tab order: the products) and, when present, 'Datos adicionales' and 'Documentos'. */
  sheets: { role: SheetRole; name: string | null }[];
};

export type SheetRole = "products" | "extra" | "documents";

/** The sheets read besides the first, found by name (ignoring case and accents). */
const OPTIONAL_SHEETS = [
  ["extra", EXTRA_SHEET_NAME],
  ["documents", DOCUMENTS_SHEET_NAME],
] as const;

type Entry = { name: string; flags: number; method: number; localOffset: number; declaredSize: number };

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const SHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/;

const fail = (status: number, message: string) => new AppError(status, message);
const corrupt = () => fail(422, IMPORT_MESSAGES.emptyFile);

/**
 * How much all the parts of an .xlsx of `fileBytes` bytes may inflate to, together. Workbooks
 * compress about 10:1 (a 20,000-product sheet: 1.2 MB → 13 MB); a bomb hundreds to one (the
 * issue's 533 KB → 184 MB took the process to 858 MB). So the cap follows the file's size, with a
 * floor for small files and the absolute maximum above it.
 */
export const inflatedLimit = (fileBytes: number) =>
  Math.min(
    IMPORT_LIMITS.maxUncompressedBytes,
    Math.max(IMPORT_LIMITS.minInflatedBytes, fileBytes * IMPORT_LIMITS.maxCompressionRatio),
  );

export async function openXlsx(buf: Buffer): Promise<XlsxParts> {
  if (buf.length === 0) throw corrupt();
  // Excel saves password-protected workbooks as an encrypted OLE compound file (as .xls was).
  if (buf.subarray(0, 8).equals(OLE_SIGNATURE)) throw fail(422, IMPORT_MESSAGES.passwordProtected);
  if (buf.readUInt32LE(0) === 0x06054b50) throw corrupt(); // an empty zip
  if (buf.length < 30 || buf.readUInt32LE(0) !== 0x04034b50) throw fail(415, IMPORT_MESSAGES.onlyXlsx);

  const { entries, centralOffset } = readCentralDirectory(buf);
  const byName = new Map(entries.map((e) => [e.name, e]));
  if (!byName.has("[Content_Types].xml") || !byName.has("xl/workbook.xml")) {
    throw fail(415, IMPORT_MESSAGES.onlyXlsx);
  }
  if (entries.some((e) => e.flags & 1)) throw fail(422, IMPORT_MESSAGES.passwordProtected);

  // Each entry's bytes run from its local header to the next entry (data descriptor included).
  const starts = [...new Set(entries.map((e) => e.localOffset)), centralOffset].sort((a, b) => a - b);
  const endOf = (e: Entry) => starts[starts.indexOf(e.localOffset) + 1] ?? centralOffset;

  const sheets = entries.filter((e) => SHEET_PATH.test(e.name));
  if (sheets.length === 0) throw fail(422, IMPORT_MESSAGES.noSheets);

  // The declared sizes refuse an honest bomb before anything is inflated; a lying one is still
  // stopped while inflating, against the same budget.
  const budget = { left: inflatedLimit(buf.length) };
  if (entries.reduce((sum, e) => sum + e.declaredSize, 0) > budget.left) throw fail(413, IMPORT_MESSAGES.zipBomb);
  const workbookXml = (await inflate(buf, byName.get("xl/workbook.xml")!, endOf, budget, true))!.toString("utf8");
  const relsEntry = byName.get("xl/_rels/workbook.xml.rels");
  const relsXml = relsEntry ? (await inflate(buf, relsEntry, endOf, budget, true))!.toString("utf8") : "";
  const listed = listSheets(workbookXml, relsXml);
  const first = listed[0];
  const productsSheet =
    (first && byName.get(first.path)) ?? sheets.sort((a, b) => sheetNumber(a.name) - sheetNumber(b.name))[0];
  // exceljs reads only xl/worksheets/sheetN.xml parts, so an extra sheet stored elsewhere cannot be read.
  const optional = OPTIONAL_SHEETS.flatMap(([role, sheetName]) => {
    const found = listed.find(
      (s, i) => i > 0 && normalizeHeader(s.name) === normalizeHeader(sheetName) && SHEET_PATH.test(s.path),
    );
    const entry = found && found.path !== productsSheet.name ? byName.get(found.path) : undefined;
    return found && entry ? [{ role, name: found.name, entry }] : [];
  });

  const common = ["xl/_rels/workbook.xml.rels", "xl/workbook.xml", "xl/styles.xml", "xl/sharedStrings.xml"]
    .map((name) => byName.get(name))
    .filter((e): e is Entry => e !== undefined);
  const sheetParts = [productsSheet, ...optional.map((o) => o.entry)];
  // Every part handed on is inflated once against the shared budget first: a bomb in any sheet stops here.
  for (const part of [...common, ...sheetParts]) {
    if (part.name !== "xl/workbook.xml" && part !== relsEntry) await inflate(buf, part, endOf, budget, false);
  }

  const slice = (e: Entry) => buf.subarray(e.localOffset, endOf(e));
  // Without a shared-strings part exceljs parks every sheet in a temporary file: give it an empty one.
  const slices = [
    ...common.map(slice),
    ...(byName.has("xl/sharedStrings.xml") ? [] : [EMPTY_SHARED_STRINGS]),
    ...sheetParts.map(slice),
  ];
  return {
    stream: () => Readable.from(slices, { objectMode: false }),
    sheets: [
      { role: "products", name: first?.path === productsSheet.name ? first.name : null },
      ...optional.map(({ role, name }) => ({ role, name })),
    ],
  };
}

function readCentralDirectory(buf: Buffer): { entries: Entry[]; centralOffset: number } {
  const eocd = findEndOfCentralDirectory(buf);
  if (eocd < 0) throw corrupt();
  const count = buf.readUInt16LE(eocd + 10);
  const centralOffset = buf.readUInt32LE(eocd + 16);
  // ZIP64 markers: an .xlsx under our size limit never needs them.
  if (count === 0xffff || centralOffset === 0xffffffff) throw fail(413, IMPORT_MESSAGES.zipBomb);
  if (count > IMPORT_LIMITS.maxZipEntries) throw fail(413, IMPORT_MESSAGES.zipBomb);
  if (count === 0) throw corrupt();

  const entries: Entry[] = [];
  let p = centralOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw corrupt();
    const nameLength = buf.readUInt16LE(p + 28);
    const next = p + 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    if (next > buf.length) throw corrupt();
    const localOffset = buf.readUInt32LE(p + 42);
    if (localOffset + 30 > centralOffset) throw corrupt();
    entries.push({
      name: buf.toString("utf8", p + 46, p + 46 + nameLength),
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      localOffset,
      declaredSize: buf.readUInt32LE(p + 24),
    });
    p = next;
  }
  return { entries, centralOffset };
}

function findEndOfCentralDirectory(buf: Buffer): number {
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) return i;
  }
  return -1;
}

/**
 * Inflates one part, counting bytes against the shared budget and stopping the moment it runs
 * out. Keeps the output only when asked (the small workbook parts we read ourselves).
 */
async function inflate(
  buf: Buffer,
  entry: Entry,
  endOf: (e: Entry) => number,
  budget: { left: number },
  keep: boolean,
): Promise<Buffer | undefined> {
  const p = entry.localOffset;
  if (buf.readUInt32LE(p) !== 0x04034b50) throw corrupt();
  const dataStart = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  const data = buf.subarray(dataStart, endOf(entry));
  if (entry.method === 0) {
    budget.left -= data.length;
    if (budget.left < 0) throw fail(413, IMPORT_MESSAGES.zipBomb);
    return keep ? data : undefined;
  }
  if (entry.method !== 8) throw fail(422, IMPORT_MESSAGES.generic);
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const inflater = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
    inflater.on("data", (chunk: Buffer) => {
      budget.left -= chunk.length;
      if (budget.left < 0) {
        inflater.destroy();
        reject(fail(413, IMPORT_MESSAGES.zipBomb));
        return;
      }
      if (keep) chunks.push(chunk);
    });
    inflater.on("error", () => reject(corrupt()));
    inflater.on("end", () => resolve());
    inflater.end(data);
  });
  return keep ? Buffer.concat(chunks) : undefined;
}

const sheetNumber = (path: string) => Number(SHEET_PATH.exec(path)?.[1] ?? Infinity);

const decodeXml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&amp;/g, "&");

/** The workbook's sheets in tab order with the part that holds each ('' when the relationship is missing). */
function listSheets(workbookXml: string, relsXml: string): { name: string; path: string }[] {
  const targets = new Map<string, string>();
  for (const rel of relsXml.match(/<(?:\w+:)?Relationship\s[^>]*>/g) ?? []) {
    const id = /\sId="([^"]*)"/.exec(rel)?.[1];
    const target = /\sTarget="([^"]*)"/.exec(rel)?.[1] ?? "";
    if (id) targets.set(id, target.startsWith("/") ? target.slice(1) : `xl/${target}`);
  }
  const out: { name: string; path: string }[] = [];
  for (const sheetTag of workbookXml.match(/<(?:\w+:)?sheet\s[^>]*>/g) ?? []) {
    const name = /\sname="([^"]*)"/.exec(sheetTag)?.[1];
    const rid = /\s(?:\w+:)?id="([^"]*)"/.exec(sheetTag)?.[1];
    if (name !== undefined) out.push({ name: decodeXml(name), path: (rid && targets.get(rid)) || "" });
  }
  return out;
}

/** A stored (uncompressed) zip entry "xl/sharedStrings.xml" holding an empty string table. */
const EMPTY_SHARED_STRINGS = (() => {
  const name = Buffer.from("xl/sharedStrings.xml");
  const body = Buffer.from('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(crc32(body), 14);
  header.writeUInt32LE(body.length, 18);
  header.writeUInt32LE(body.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, body]);
})();

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A document type recognised by its first bytes: what it is served as and the extension it keeps. */
export type DocumentContent = { mime: string; ext: string; extensions: readonly string[] };

export const PDF_MIME = "application/pdf";
const PDF: DocumentContent = { mime: PDF_MIME, ext: "pdf", extensions: ["pdf"] };
// ZIP also carries most CAD bundles (and .docx/.xlsx); it is served as a ZIP to download, never opened.
const ZIP: DocumentContent = { mime: "application/zip", ext: "zip", extensions: ["zip"] };
// ISO 10303-21 exchange files (STEP), the CAD format every manufacturer publishes.
const STEP: DocumentContent = { mime: "model/step", ext: "step", extensions: ["step", "stp"] };

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const startsWith = (data: Buffer, magic: string | Buffer, at = 0) => {
  const bytes = typeof magic === "string" ? Buffer.from(magic, "latin1") : magic;
  return data.length >= at + bytes.length && data.subarray(at, at + bytes.length).equals(bytes);
};

/**
 * What the bytes are, by their magic numbers, whatever the file is called or the browser said;
 * null for anything else (an executable renamed .pdf, an HTML page, an image).
 */
export function sniffDocument(data: Buffer): DocumentContent | null {
  if (startsWith(data, "%PDF-")) return PDF;
  if (startsWith(data, Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return ZIP;
  const textStart = startsWith(data, UTF8_BOM) ? UTF8_BOM.length : 0;
  if (startsWith(data, "ISO-10303-21;", textStart)) return STEP;
  return null;
}

/**
 * The name a download is saved under: the one staff uploaded, with the extension of what the
 * content really is (so 'manual.exe' holding a PDF is saved as 'manual.exe.pdf').
 */
export function downloadName(name: string, content: DocumentContent) {
  const ext = name.toLowerCase().split(".").pop();
  return ext && name.includes(".") && content.extensions.includes(ext) ? name : `${name}.${content.ext}`;
}

// encodeURIComponent leaves these as they are; RFC 5987's attr-char does not allow them.
const encodeRfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** RFC 6266: an ASCII fallback for old clients plus the exact UTF-8 name. */
export function attachmentHeader(name: string) {
  const ascii = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** The content facts of a stored mime type (rows are written only after sniffing). */
export const contentOfMime = (mime: string) => [PDF, ZIP, STEP].find((c) => c.mime === mime) ?? null;

import type { PDFDocument as PdfDocument, PDFRef as PdfRef } from "@cantoo/pdf-lib";
import { loadPdfLib } from "../../lib/lazy-modules.ts";

/** A quoted product's datasheet, as stored (a PDF file). */
export type Datasheet = { title: string; pdf: Uint8Array };

export type WithDatasheets = {
  pdf: Buffer;
  /** Titles of the datasheets appended, in order. */
  appended: string[];
  /** Titles of the files that could not be read as a PDF (encrypted, damaged): left out, never fatal. */
  skipped: string[];
};

/**
 * The quote followed by each quoted product's datasheet, in one file, with a bookmark for the
 * quote and one per datasheet (issue 25, ADR 046). A datasheet that cannot be read is left out and
 * named, so a damaged upload never stops a quote from reaching the customer.
 */
export async function appendDatasheets(quotePdf: Buffer, sheets: Datasheet[]): Promise<WithDatasheets> {
  const lib = await loadPdfLib();
  const out = await lib.PDFDocument.load(quotePdf);
  const marks: { title: string; page: PdfRef }[] = [{ title: "Cotización", page: out.getPage(0).ref }];
  const appended: string[] = [];
  const skipped: string[] = [];
  for (const sheet of sheets) {
    let pages: Awaited<ReturnType<PdfDocument["copyPages"]>>;
    try {
      const source = await lib.PDFDocument.load(sheet.pdf, { updateMetadata: false });
      pages = await out.copyPages(source, source.getPageIndices());
    } catch {
      skipped.push(sheet.title);
      continue;
    }
    if (!pages.length) {
      skipped.push(sheet.title);
      continue;
    }
    for (const page of pages) out.addPage(page);
    marks.push({ title: sheet.title, page: pages[0].ref });
    appended.push(sheet.title);
  }
  if (appended.length) addOutline(lib, out, marks);
  return { pdf: Buffer.from(await out.save()), appended, skipped };
}

/** PDF bookmarks (the document's outline): one flat level, each opening its first page. */
function addOutline(
  lib: Awaited<ReturnType<typeof loadPdfLib>>,
  doc: PdfDocument,
  marks: { title: string; page: PdfRef }[],
) {
  const { context } = doc;
  const root = context.nextRef();
  const refs = marks.map(() => context.nextRef());
  marks.forEach((mark, i) => {
    const item = context.obj({
      Title: lib.PDFHexString.fromText(mark.title),
      Parent: root,
      Dest: [mark.page, "XYZ", null, null, null],
    });
    if (i > 0) item.set(lib.PDFName.of("Prev"), refs[i - 1]);
    if (i < refs.length - 1) item.set(lib.PDFName.of("Next"), refs[i + 1]);
    context.assign(refs[i], item);
  });
  context.assign(
    root,
    context.obj({ Type: "Outlines", First: refs[0], Last: refs[refs.length - 1], Count: refs.length }),
  );
  doc.catalog.set(lib.PDFName.of("Outlines"), root);
  // Readers open the bookmarks pane for a file that asks.
  doc.catalog.set(lib.PDFName.of("PageMode"), lib.PDFName.of("UseOutlines"));
}

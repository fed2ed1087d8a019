import { loadPdfKit } from "../../lib/lazy-modules.ts";
import { documentTypeLabel, DATASHEET_TYPE } from "../../../contracts/documents.ts";

/** What a demo datasheet prints: the product's identity and its technical values. */
export type DatasheetFacts = {
  name: string;
  sku: string;
  skuEc: string;
  brand: string;
  category: string;
  subcategory: string;
  series: string;
  description: string;
  /** Label and value of each technical value the product has (none empty). */
  values: [string, string][];
  features: string[];
};

const MARGIN = 50;
const BLUE = "#1a4ea3";
const GREY = "#475569";
const LABEL_WIDTH = 170;

/** The bytes of a finished pdfkit document. */
async function render(draw: (doc: PDFKit.PDFDocument) => void, info: PDFKit.DocumentInfo): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: MARGIN, info });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    draw(doc);
    doc.end();
  });
}

function table(doc: PDFKit.PDFDocument, rows: [string, string][]) {
  const width = doc.page.width - 2 * MARGIN;
  for (const [i, [label, value]] of rows.entries()) {
    const y = doc.y;
    const height = Math.max(
      doc.heightOfString(label, { width: LABEL_WIDTH - 12 }),
      doc.heightOfString(value, { width: width - LABEL_WIDTH - 12 }),
    );
    if (i % 2 === 0) doc.rect(MARGIN, y - 3, width, height + 6).fill("#eef2f8");
    doc
      .fillColor(GREY)
      .font("Helvetica-Bold")
      .text(label, MARGIN + 6, y, { width: LABEL_WIDTH - 12 });
    doc
      .fillColor("#0f172a")
      .font("Helvetica")
      .text(value, MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH - 12 });
    doc.y = y + height + 6;
  }
  doc.x = MARGIN;
}

/**
 * A one- or two-page A4 datasheet in Spanish (issue 22): the demo catalogue ships with real
 * documents, so 'Con ficha técnica' finds products on a fresh start. Standard PDF fonts only:
 * nothing embedded, a few kilobytes each.
 */
export function datasheetPdf(p: DatasheetFacts): Promise<Buffer> {
  const title = `${documentTypeLabel(DATASHEET_TYPE)} — ${p.name}`;
  return render(
    (doc) => {
      doc.fillColor(BLUE).font("Helvetica-Bold").fontSize(10).text(p.brand.toUpperCase(), { characterSpacing: 1 });
      doc.moveDown(0.3).fillColor("#0f172a").fontSize(20).text(p.name);
      doc
        .moveDown(0.3)
        .fillColor(GREY)
        .font("Helvetica")
        .fontSize(11)
        .text(`${documentTypeLabel(DATASHEET_TYPE)} · Código ${p.sku} · ${p.category} / ${p.subcategory}`);
      doc.moveDown(1).fillColor("#0f172a").fontSize(11).text(p.description, { align: "justify" });

      doc.moveDown(1.2).fillColor(BLUE).font("Helvetica-Bold").fontSize(13).text("Identificación");
      doc.moveDown(0.5).fontSize(10);
      table(doc, [
        ["Código del fabricante", p.sku],
        ["Código local", p.skuEc],
        ["Marca", p.brand],
        ["Serie", p.series],
        ["Categoría", `${p.category} / ${p.subcategory}`],
      ]);

      if (p.values.length) {
        doc.moveDown(1).fillColor(BLUE).font("Helvetica-Bold").fontSize(13).text("Datos técnicos");
        doc.moveDown(0.5).fontSize(10);
        table(doc, p.values);
      }

      if (p.features.length) {
        doc.moveDown(1).fillColor(BLUE).font("Helvetica-Bold").fontSize(13).text("Características");
        doc.moveDown(0.5).fillColor("#0f172a").font("Helvetica").fontSize(10);
        doc.list(p.features, { bulletRadius: 2, textIndent: 12, paragraphGap: 3 });
      }

      doc
        .moveDown(2)
        .fillColor(GREY)
        .fontSize(8)
        .text(
          "Datos resumidos del fabricante para selección y cotización. Confirme los valores en la documentación oficial del fabricante antes de instalar.",
          MARGIN,
          doc.y,
          { width: doc.page.width - 2 * MARGIN },
        );
    },
    { Title: title, Author: p.brand, Subject: `${p.sku} ${p.name}`, Keywords: `${p.sku}, ${p.series}, ${p.brand}` },
  );
}

import type { App } from "../../app.ts";

/** The smallest file a PDF reader opens: one empty page. */
export function pdf(text = "Ficha técnica") {
  const body = [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
    `% ${text}`,
    "trailer << /Root 1 0 R >>",
    "%%EOF",
  ].join("\n");
  return Buffer.from(body, "utf8");
}

/** A STEP (ISO 10303-21) header as CAD tools write it. */
export const step = () =>
  Buffer.from(
    "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('pieza'),'2;1');\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n",
  );

/** An empty ZIP archive with one stored entry's local header (the magic the check reads). */
export const zip = () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 0)]);

/** A multipart body with `file`, `title` and `type`, built by the platform's FormData like a browser. */
export async function documentForm(
  data: Buffer | null,
  fields: { title?: string; type?: string; filename?: string; fileType?: string } = {},
) {
  const form = new FormData();
  if (fields.title !== undefined) form.append("title", fields.title);
  if (fields.type !== undefined) form.append("type", fields.type);
  if (data)
    form.append(
      "file",
      new Blob([new Uint8Array(data)], { type: fields.fileType ?? "application/octet-stream" }),
      fields.filename ?? "ficha.pdf",
    );
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type")! },
  };
}

/** POST /api/products/:id/documents through inject; answers status and parsed body. */
export async function uploadDocument(
  app: App,
  productId: number,
  data: Buffer | null,
  fields: Parameters<typeof documentForm>[1],
  headers: Record<string, string>,
) {
  const body = await documentForm(data, fields);
  const res = await app.inject({
    method: "POST",
    url: `/api/products/${productId}/documents`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

// Test and benchmark support: builds the upload body the Import screen sends.
/** A multipart/form-data body built by hand: one file part (and optional text fields). */
export function multipartBody(file: Buffer, opts: { filename?: string; field?: string; type?: string } = {}) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? "file"}"; filename="${opts.filename ?? "productos.xlsx"}"\r\n` +
      `Content-Type: ${opts.type ?? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

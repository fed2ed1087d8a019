import zlib from "node:zlib";
import sharp from "sharp";
import type { App } from "../../app.ts";
import { ADMIN, sessionOf } from "../auth/auth-test-helpers.ts";

/** Creates the first admin and signs in through the API; returns the X-Session-ID header. */
export async function adminHeaders(app: App) {
  await app.services.auth.ensureInitialAdmin(ADMIN);
  return { "x-session-id": await sessionOf(app) };
}

/** A multipart/form-data body as a browser would send it (built by the platform's FormData). */
export async function formBody(data: Buffer, filename: string, type = "application/octet-stream", field = "file") {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type")! },
  };
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } });

export const png = (width: number, height: number) => solid(width, height).png().toBuffer();
export const gif = (width: number, height: number) => solid(width, height).gif().toBuffer();
export const webp = (width: number, height: number) => solid(width, height).webp().toBuffer();

/** A JPEG stored sideways with EXIF orientation 6 (rotate 90° to view) and a camera tag. */
export const sidewaysJpeg = (width: number, height: number) =>
  solid(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "CamaraDePrueba", Copyright: "secreto" } })
    .toBuffer();

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny, valid-looking PNG whose header claims a huge bitmap: a decompression bomb's shape. */
export function bombPng(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

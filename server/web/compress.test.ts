import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressResponse } from "./compress.ts";

const page = () =>
  new Response("<!DOCTYPE html><p>hola</p>".repeat(50), {
    status: 404,
    headers: { "content-type": "text/html; charset=utf-8" },
  });
const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer());

describe("compressResponse", () => {
  it("prefers brotli, keeps the status and says Vary", async () => {
    const r = compressResponse(page(), "gzip, deflate, br");
    expect(r.status).toBe(404);
    expect(r.headers.get("content-encoding")).toBe("br");
    expect(r.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotliDecompressSync(await bytes(r)).toString()).toBe(await page().text());
  });

  it("falls back to gzip", async () => {
    const r = compressResponse(page(), "gzip");
    expect(r.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(r)).toString()).toBe(await page().text());
  });

  it("leaves alone what the browser cannot take, images and empty bodies", async () => {
    expect(compressResponse(page(), undefined).headers.get("content-encoding")).toBeNull();
    const png = new Response(new Uint8Array([1, 2, 3]), { headers: { "content-type": "image/png" } });
    expect(compressResponse(png, "br").headers.get("content-encoding")).toBeNull();
    const redirect = new Response(null, { status: 302, headers: { location: "/" } });
    expect(compressResponse(redirect, "br")).toBe(redirect);
  });
});

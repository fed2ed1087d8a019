import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FILE_LIMITS, FILE_MESSAGES } from "../../../contracts/files.ts";
import { createBrand, createProduct } from "../../db/seed/factories.ts";
import { createTestApp, json, type TestApp } from "../../test/app.ts";
import { createUrlSigner } from "./signing.ts";
import { adminHeaders, bombPng, formBody, gif, png, sidewaysJpeg, webp } from "./files.test-support.ts";

const SESSION_EXPIRED = "Sesión expirada. Por favor, inicia sesión nuevamente.";

let t: TestApp;
let dataDir: string;
let admin: Record<string, string>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "files-test-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await adminHeaders(t.app);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const onDisk = (id: string, name: string) => path.join(dataDir, "uploads", id, name);

async function upload(
  data: Buffer,
  filename = "foto.png",
  type?: string,
  headers: Record<string, string> | null = admin,
) {
  const body = await formBody(data, filename, type);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/files/upload",
    payload: body.payload,
    headers: { ...body.headers, ...(headers ?? {}) },
  });
  return { status: res.statusCode, body: json(res) };
}

async function expectRejected(data: Buffer, status: number, error: string, filename = "foto.png") {
  const before = fs.existsSync(path.join(dataDir, "uploads")) ? fs.readdirSync(path.join(dataDir, "uploads")) : [];
  const res = await upload(data, filename);
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ success: false, error });
  // Nothing half-stored.
  const after = fs.existsSync(path.join(dataDir, "uploads")) ? fs.readdirSync(path.join(dataDir, "uploads")) : [];
  expect(after).toEqual(before);
}

describe("POST /files/upload", () => {
  it("stores a PNG: the original plus WebP variants 320/640/1200 wide, and a files row", async () => {
    const original = await png(2000, 1000);
    const res = await upload(original, "motor siemens.png", "image/png");
    expect(res.status).toBe(201);
    const { id } = res.body.data;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).toEqual({
      success: true,
      message: FILE_MESSAGES.uploaded,
      data: {
        id,
        url: `/uploads/${id}/640.webp`,
        width: 2000,
        height: 1000,
        variants: [
          { name: "320", url: `/uploads/${id}/320.webp`, width: 320, height: 160 },
          { name: "640", url: `/uploads/${id}/640.webp`, width: 640, height: 320 },
          { name: "1200", url: `/uploads/${id}/1200.webp`, width: 1200, height: 600 },
        ],
      },
    });

    for (const [name, width] of [
      ["320", 320],
      ["640", 640],
      ["1200", 1200],
    ] as const) {
      const meta = await sharp(fs.readFileSync(onDisk(id, `${name}.webp`))).metadata();
      expect([meta.format, meta.width]).toEqual(["webp", width]);
    }
    expect(fs.readFileSync(onDisk(id, "original.png")).equals(original)).toBe(true);

    const row = await t.database.db.query.files.findFirst({ where: (f, { eq }) => eq(f.id, id) });
    expect(row).toMatchObject({
      original_name: "motor siemens.png",
      mime_type: "image/png",
      size_bytes: original.length,
      width: 2000,
      height: 1000,
      storage_key: `${id}/original.png`,
    });
    expect(row!.uploaded_by).toEqual(expect.any(Number));
    expect(row!.variants.map((v) => [v.name, v.key, v.width])).toEqual([
      ["320", `${id}/320.webp`, 320],
      ["640", `${id}/640.webp`, 640],
      ["1200", `${id}/1200.webp`, 1200],
    ]);
    expect(row!.variants.every((v) => v.bytes === fs.statSync(onDisk(id, `${v.name}.webp`)).size)).toBe(true);
  });

  it("applies EXIF rotation, strips metadata and never upscales a small JPEG", async () => {
    // Stored 400×200 sideways; upright it is 200×400.
    const res = await upload(await sidewaysJpeg(400, 200), "camara.jpg", "image/jpeg");
    expect(res.status).toBe(201);
    const { id, width, height, variants } = res.body.data;
    expect([width, height]).toEqual([200, 400]);
    expect(variants.map((v: any) => [v.name, v.width, v.height])).toEqual([
      ["320", 200, 400],
      ["640", 200, 400],
      ["1200", 200, 400],
    ]);
    const meta = await sharp(fs.readFileSync(onDisk(id, "640.webp"))).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(fs.existsSync(onDisk(id, "original.jpg"))).toBe(true);
  });

  it("accepts WebP and GIF, whatever name or declared type they come with", async () => {
    const w = await upload(await webp(800, 600), "logo.bin", "application/octet-stream");
    expect(w.status).toBe(201);
    expect(fs.existsSync(onDisk(w.body.data.id, "original.webp"))).toBe(true);
    const g = await upload(await gif(100, 50), "sin-extension");
    expect(g.status).toBe(201);
    expect(g.body.data.variants[0]).toMatchObject({ width: 100, height: 50 });
    expect(fs.existsSync(onDisk(g.body.data.id, "original.gif"))).toBe(true);
  });

  it("sniffs the type from the content: a text file named .png, an SVG, a PDF → 415", async () => {
    await expectRejected(Buffer.from("esto no es una imagen\n"), 415, FILE_MESSAGES.unsupportedType, "foto.png");
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    await expectRejected(Buffer.from(svg), 415, FILE_MESSAGES.unsupportedType, "logo.svg");
    await expectRejected(Buffer.from(`<?xml version="1.0"?>${svg}`), 415, FILE_MESSAGES.unsupportedType, "logo.png");
    await expectRejected(Buffer.from("%PDF-1.7\n..."), 415, FILE_MESSAGES.unsupportedType, "ficha.jpg");
  });

  it("refuses files over 8 MB with 413", async () => {
    // Just over the limit: stopped by the multipart size limit while streaming.
    const justOver = Buffer.concat([await png(10, 10), Buffer.alloc(FILE_LIMITS.maxBytes)]);
    await expectRejected(justOver, 413, FILE_MESSAGES.tooLarge);
    // Far over it: refused from Content-Length before reading the body.
    await expectRejected(Buffer.alloc(FILE_LIMITS.maxBytes * 2, 0xff), 413, FILE_MESSAGES.tooLarge);
    expect(FILE_MESSAGES.tooLarge).toBe("La imagen excede el tamaño máximo de 8 MB");
  });

  it("refuses corrupt images with 400 and decompression bombs with 413", async () => {
    const full = await png(600, 400);
    await expectRejected(full.subarray(0, Math.floor(full.length / 2)), 400, FILE_MESSAGES.corrupt);
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expectRejected(Buffer.concat([header, Buffer.from("basura".repeat(50))]), 400, FILE_MESSAGES.corrupt);
    await expectRejected(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]), 400, FILE_MESSAGES.corrupt);
    // 30 000 × 30 000 claimed in a file of about a kilobyte.
    await expectRejected(bombPng(30_000, 30_000), 413, FILE_MESSAGES.tooManyPixels);
  });

  it("needs the field `file`", async () => {
    const body = await formBody(await png(10, 10), "a.png", "image/png", "imagen");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/files/upload",
      payload: body.payload,
      headers: { ...body.headers, ...admin },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe(FILE_MESSAGES.fileRequired);
  });

  it("is admin only: 401 without a session, before reading the upload", async () => {
    const res = await upload(await png(10, 10), "a.png", "image/png", null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: SESSION_EXPIRED });
    const bogus = await upload(await png(10, 10), "a.png", "image/png", { "x-session-id": "no-existe" });
    expect(bogus.status).toBe(401);
  });
});

describe("DELETE /files/{id}", () => {
  it("removes the row and every stored file", async () => {
    const { id } = (await upload(await png(700, 700))).body.data;
    expect(fs.readdirSync(path.join(dataDir, "uploads", id)).sort()).toEqual([
      "1200.webp",
      "320.webp",
      "640.webp",
      "original.png",
    ]);
    const res = await t.app.inject({ method: "DELETE", url: `/api/files/${id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, data: { id }, message: FILE_MESSAGES.deleted });
    expect(fs.existsSync(path.join(dataDir, "uploads", id))).toBe(false);
    expect(await t.database.db.query.files.findFirst({ where: (f, { eq }) => eq(f.id, id) })).toBeUndefined();

    const again = await t.app.inject({ method: "DELETE", url: `/api/files/${id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    expect(json(again).error).toBe(FILE_MESSAGES.notFound);
  });

  it("refuses while a product or brand shows the image (409), 400 on a bad id, 401 without session", async () => {
    const { id, url } = (await upload(await png(300, 300))).body.data;
    const product = await createProduct(t.database.db, { main_image: url });
    await createBrand(t.database.db, { logo_url: `/uploads/${id}/320.webp` });
    const res = await t.app.inject({ method: "DELETE", url: `/api/files/${id}`, headers: admin });
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toBe("No se puede eliminar la imagen: la usan 1 producto y 1 marca");
    expect(fs.existsSync(onDisk(id, "640.webp"))).toBe(true);
    expect(product.main_image).toBe(url);

    const bad = await t.app.inject({ method: "DELETE", url: "/api/files/no-es-uuid", headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error).toBe(FILE_MESSAGES.invalidId);
    const anon = await t.app.inject({ method: "DELETE", url: `/api/files/${id}` });
    expect(anon.statusCode).toBe(401);
    expect(json(anon).error).toBe(SESSION_EXPIRED);
  });
});

describe("signed URLs", () => {
  let id: string;
  beforeAll(async () => {
    id = (await upload(await png(900, 450), "ficha.png", "image/png")).body.data.id;
  });

  async function signed(query = "") {
    // Without PUBLIC_URL the link names the host the request came to (issue 10).
    const host = new URL(t.config.publicUrl).host;
    const res = await t.app.inject({ method: "GET", url: `/api/files/${id}/url${query}`, headers: { ...admin, host } });
    expect(res.statusCode).toBe(200);
    return json(res).data as { url: string; expires_at: string };
  }
  const fetchUrl = (url: string) => t.app.inject({ method: "GET", url: url.replace(t.config.publicUrl, "") });

  it("without PUBLIC_URL the link names the request's own host, never a forged X-Forwarded-Host", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/files/${id}/url`,
      headers: { ...admin, host: "tienda.andes.ec:8443", "x-forwarded-host": "malo.ec" },
    });
    expect(json(res).data.url.startsWith(`http://tienda.andes.ec:8443/api/files/${id}/signed?`)).toBe(true);
  });

  it("GET /files/{id}/url gives a link that expires in an hour and streams the file", async () => {
    const before = Date.now();
    const { url, expires_at } = await signed();
    expect(url.startsWith(`${t.config.publicUrl}/api/files/${id}/signed?variant=640&expires=`)).toBe(true);
    const ttl = Date.parse(expires_at) - before;
    expect(ttl).toBeGreaterThan((FILE_LIMITS.signedUrlSeconds - 5) * 1000);
    expect(ttl).toBeLessThanOrEqual((FILE_LIMITS.signedUrlSeconds + 1) * 1000);

    const res = await fetchUrl(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.rawPayload.equals(fs.readFileSync(onDisk(id, "640.webp")))).toBe(true);
    expect(res.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);

    const original = await fetchUrl((await signed("?variant=original")).url);
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/png");
    expect(original.rawPayload.equals(fs.readFileSync(onDisk(id, "original.png")))).toBe(true);
  });

  it("403 once expired", async () => {
    const { url } = await signed("?variant=320");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (FILE_LIMITS.signedUrlSeconds + 1) * 1000);
    const res = await fetchUrl(url);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ success: false, error: FILE_MESSAGES.linkInvalid });
  });

  it("403 for a correctly signed link that expires further ahead than the configured lifetime", async () => {
    // A leaked or default secret must not mint links that live for centuries.
    const signer = createUrlSigner(t.config.session.secret, FILE_LIMITS.signedUrlSeconds);
    const link = (expires: number) =>
      `/api/files/${id}/signed?${new URLSearchParams({ variant: "original", expires: String(expires), signature: signer.sign(id, "original", expires) })}`;
    const now = Math.floor(Date.now() / 1000);
    for (const expires of [now + FILE_LIMITS.signedUrlSeconds + 3600, 99_999_999_999]) {
      const res = await fetchUrl(link(expires));
      expect(res.statusCode, String(expires)).toBe(403);
      expect(json(res).error).toBe(FILE_MESSAGES.linkInvalid);
    }
    expect((await fetchUrl(link(now + FILE_LIMITS.signedUrlSeconds))).statusCode).toBe(200);
  });

  it("403 when any part is tampered with or missing", async () => {
    const { url } = await signed();
    const u = new URL(url);
    const variant = (v: string) => {
      const x = new URL(u);
      x.searchParams.set("variant", v);
      return x.toString();
    };
    const sig = u.searchParams.get("signature")!;
    const tampered = [
      variant("original"),
      variant("1200"),
      url.replace(
        `expires=${u.searchParams.get("expires")}`,
        `expires=${Number(u.searchParams.get("expires")) + 3600}`,
      ),
      url.replace(sig, `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`),
      url.replace(`signature=${sig}`, "signature="),
      url.replace(`&signature=${sig}`, ""),
      url.replace(id, "00000000-0000-4000-8000-000000000000"),
      url.replace(id, "no-es-uuid"),
    ];
    for (const bad of tampered) {
      const res = await fetchUrl(bad);
      expect(res.statusCode, bad).toBe(403);
      expect(json(res).error).toBe(FILE_MESSAGES.linkInvalid);
    }
  });

  it("GET /files/{id}/url is admin only, 404 for an unknown file, 400 for an unknown variant", async () => {
    const anon = await t.app.inject({ method: "GET", url: `/api/files/${id}/url` });
    expect(anon.statusCode).toBe(401);
    expect(json(anon).error).toBe(SESSION_EXPIRED);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/files/00000000-0000-4000-8000-000000000000/url",
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).error).toBe(FILE_MESSAGES.notFound);
    const badVariant = await t.app.inject({ method: "GET", url: `/api/files/${id}/url?variant=9999`, headers: admin });
    expect(badVariant.statusCode).toBe(400);
  });

  it("a valid link to a deleted file answers 404", async () => {
    const { id: doomed } = (await upload(await png(50, 50))).body.data;
    const res = await t.app.inject({ method: "GET", url: `/api/files/${doomed}/url`, headers: admin });
    const { url } = json(res).data;
    await t.app.inject({ method: "DELETE", url: `/api/files/${doomed}`, headers: admin });
    const gone = await fetchUrl(url);
    expect(gone.statusCode).toBe(404);
  });
});

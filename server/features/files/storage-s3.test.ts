import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_MESSAGES } from "../../../contracts/files.ts";
import { buildApp, type App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { files } from "../../db/schema/index.ts";
import { json, testConfig } from "../../test/app.ts";
import { createTestDatabase } from "../../test/db.ts";
import { createFilesRepository } from "./files.repository.ts";
import { createFilesService } from "./files.service.ts";
import { adminHeaders, formBody, png } from "./files.test-support.ts";
import { startS3Server } from "./s3-test-server.ts";
import { createS3Storage } from "./storage-s3.ts";
import { createLocalStorage, type FileStorage } from "./storage.ts";

let s3: Awaited<ReturnType<typeof startS3Server>>;
let database: Database;
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "files-s3-"));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  s3 = await startS3Server();
  database = await createTestDatabase();
});
afterAll(async () => {
  await s3?.close();
  await database?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const bucketKeys = async () => s3.keys();
const rowCount = async () => (await database.db.select({ n: count() }).from(files))[0].n;
const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe.each([
  ["local disk", () => createLocalStorage(tempDir())],
  ["S3 (s3rver)", () => createS3Storage(s3.settings)],
] as [string, () => FileStorage][])("FileStorage on %s", (_name, make) => {
  it("put, open (stream and size), exists, remove; missing keys are null/false, removing them is fine", async () => {
    const storage = make();
    const data = Buffer.from("contenido de prueba ".repeat(1000));
    await storage.put("abc-1/640.webp", data);
    const opened = await storage.open("abc-1/640.webp");
    expect(opened?.size).toBe(data.length);
    expect((await readAll(opened!.stream)).equals(data)).toBe(true);
    expect(await storage.exists("abc-1/640.webp")).toBe(true);
    expect(await storage.open("abc-1/nada.webp")).toBeNull();
    expect(await storage.exists("abc-1/nada.webp")).toBe(false);
    await storage.remove(["abc-1/640.webp", "abc-1/nada.webp"]);
    expect(await storage.exists("abc-1/640.webp")).toBe(false);
  });

  it("refuses keys that could escape their folder", async () => {
    const storage = make();
    await expect(storage.put("../x/640.webp", Buffer.from("x"))).rejects.toThrow(/unsafe storage key/);
    await expect(storage.open("a/../../etc.webp")).rejects.toThrow(/unsafe storage key/);
  });
});

/** One "instance" of the site: its own DATA_DIR, the shared database and bucket. */
async function instance(env: Record<string, string> = s3.env) {
  const app = await buildApp({ config: testConfig({ DATA_DIR: tempDir(), ...env }), database });
  await app.ready();
  return app;
}

async function upload(app: App, headers: Record<string, string>, data: Buffer) {
  const body = await formBody(data, "foto.png");
  return app.inject({
    method: "POST",
    url: "/api/files/upload",
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

describe("images on S3 with two instances", () => {
  let a: App;
  let b: App;
  let admin: Record<string, string>;
  beforeAll(async () => {
    a = await instance();
    b = await instance();
    admin = await adminHeaders(a);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("an upload on one instance is in the bucket (original + 3 WebP variants) and served by the other", async () => {
    const res = await upload(a, admin, await png(1600, 800));
    expect(res.statusCode).toBe(201);
    const id = json(res).data.id as string;
    expect((await bucketKeys()).filter((k) => k.startsWith(id))).toEqual(
      [`${id}/1200.webp`, `${id}/320.webp`, `${id}/640.webp`, `${id}/original.png`].sort(),
    );

    const image = await b.inject({ url: `/uploads/${id}/640.webp` });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(image.headers["content-length"])).toBe(image.rawPayload.length);
    expect(image.rawPayload.subarray(8, 12).toString("ascii")).toBe("WEBP");
    const again = await b.inject({
      url: `/uploads/${id}/640.webp`,
      headers: { "if-none-match": image.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    // The original only through a signed link, which the other instance honours too.
    expect((await b.inject({ url: `/uploads/${id}/original.png` })).statusCode).toBe(404);
    const link = json(await a.inject({ url: `/api/files/${id}/url?variant=original`, headers: admin })).data
      .url as string;
    const original = await b.inject({ url: link.slice(link.indexOf("/api/")) });
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/png");

    // Deleting on the other instance removes every object.
    expect((await b.inject({ method: "DELETE", url: `/api/files/${id}`, headers: admin })).statusCode).toBe(200);
    expect((await bucketKeys()).filter((k) => k.startsWith(id))).toEqual([]);
    expect((await a.inject({ url: `/uploads/${id}/640.webp` })).statusCode).toBe(404);
  });

  it("unknown ids and names answer 404 without a long cache", async () => {
    for (const url of [
      "/uploads/0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b/640.webp",
      "/uploads/x/640.webp",
      "/uploads/a/b.png",
    ]) {
      const res = await b.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers["cache-control"]).toBeUndefined();
    }
  });
});

describe("S3 unreachable", () => {
  it("upload: 503 with a Spanish message, no row and nothing stored", async () => {
    const down = await instance({ ...s3.env, S3_ENDPOINT: "http://127.0.0.1:1" });
    try {
      const admin = await adminHeaders(down);
      const rowsBefore = await rowCount();
      const res = await upload(down, admin, await png(800, 400));
      expect(res.statusCode).toBe(503);
      expect(json(res)).toEqual({ success: false, error: FILE_MESSAGES.storageUnavailable });
      expect(await rowCount()).toBe(rowsBefore);
      // Reading an image while the store is down: 503 too, not a 500 or a 404.
      const read = await down.inject({ url: "/uploads/0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b/640.webp" });
      expect(read.statusCode).toBe(503);
      expect(json(read).error).toBe(FILE_MESSAGES.storageReadUnavailable);
    } finally {
      await down.close();
    }
  });

  it("a store failing half-way (third object) or the row failing after: every uploaded object deleted", async () => {
    const real = createS3Storage(s3.settings);
    let puts = 0;
    const flaky: FileStorage = {
      ...real,
      put: async (key, data) => {
        if (++puts === 3) throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
        return real.put(key, data);
      },
    };
    const repo = createFilesRepository(database.db);
    const before = await bucketKeys();
    const service = (storage: FileStorage, r = repo) =>
      createFilesService({ repo: r, storage, secret: "x".repeat(32), publicUrl: "" });

    await expect(service(flaky).upload({ data: await png(900, 300), uploadedBy: null })).rejects.toMatchObject({
      statusCode: 503,
      message: FILE_MESSAGES.storageUnavailable,
    });
    expect(await bucketKeys()).toEqual(before);

    const failingRepo = { ...repo, insert: async () => Promise.reject(new Error("insert failed")) };
    await expect(service(real, failingRepo).upload({ data: await png(900, 300), uploadedBy: null })).rejects.toThrow(
      "insert failed",
    );
    expect(await bucketKeys()).toEqual(before);
  });
});

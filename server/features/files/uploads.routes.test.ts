import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp } from "../../test/app.ts";
import { adminHeaders, formBody, png } from "./files.test-support.ts";

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-route-"));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("GET /uploads/<id>/<variant>.webp on the local disk (no S3 settings)", () => {
  it("serves the variants with a year-long immutable cache; originals and other names are 404", async () => {
    const body = await formBody(await png(700, 350), "foto.png");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/files/upload",
      payload: body.payload,
      headers: { ...body.headers, ...(await adminHeaders(t.app)) },
    });
    const id = json(res).data.id as string;
    expect(fs.existsSync(path.join(dataDir, "uploads", id, "320.webp"))).toBe(true);

    const image = await t.app.inject({ url: `/uploads/${id}/320.webp` });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(image.rawPayload.equals(fs.readFileSync(path.join(dataDir, "uploads", id, "320.webp")))).toBe(true);
    for (const url of [`/uploads/${id}/original.png`, `/uploads/${id}/999.webp`, `/uploads/${id}/../db.webp`]) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });
});

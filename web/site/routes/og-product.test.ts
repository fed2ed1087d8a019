import net from "node:net";
import sharp from "sharp";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../../../server/db/seed/factories.ts";
import { png } from "../../../server/features/files/files.test-support.ts";
import { createTestApp, openForFile } from "../../../server/test/app.ts";
import { loader } from "./og-product.ts";

/** A TCP server standing in for the attacker's: it only counts who connects to it. */
function connectionRecorder() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  return {
    connections: () => connections,
    listen: () =>
      new Promise<number>((r) => server.listen(0, "127.0.0.1", () => r((server.address() as net.AddressInfo).port))),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const shared = openForFile(createTestApp);
const attacker = connectionRecorder();
let port = 0;
beforeAll(async () => {
  port = await attacker.listen();
});
afterAll(() => attacker.close());

/** The Web Request mount.ts builds for a visit that named the attacker's server as its host. */
const hostileRequest = (id: number) =>
  new Request(`http://127.0.0.1:${port}/og/producto/${id}.jpg`, {
    headers: { host: `127.0.0.1:${port}`, "x-forwarded-host": `127.0.0.1:${port}`, "x-forwarded-proto": "http" },
  });

async function shareImage(id: number) {
  const context = { services: shared.app.services } as unknown as AppLoadContext;
  const args = { params: { image: `${id}.jpg` }, request: hostileRequest(id), context };
  const response = await loader(args as unknown as Parameters<typeof loader>[0]);
  return { type: response.headers.get("content-type"), bytes: Buffer.from(await response.arrayBuffer()) };
}

const centrePixel = async (jpeg: Buffer) => {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
};

describe("/og/producto/{id}.jpg never fetches an address from the request (issue 20, ADR 028)", () => {
  it("a placeholder-named product: the JPEG is drawn here, the Host's server gets no connection", async () => {
    const product = await createProduct(shared.database.db, { main_image: "siemens-s7-1200.jpg" });
    const got = await shareImage(product.id);
    expect(got.type).toBe("image/jpeg");
    const meta = await sharp(got.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    expect(attacker.connections()).toBe(0);
  });

  it("an uploaded picture is read from storage (its red shows in the preview), no connection", async () => {
    const upload = await shared.app.services.files.upload({ data: await png(400, 400), uploadedBy: null });
    const product = await createProduct(shared.database.db, { main_image: upload.url });
    const got = await shareImage(product.id);
    const [r, g, b] = await centrePixel(got.bytes);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    expect(attacker.connections()).toBe(0);
  });

  it("an image URL pointing inside the network is refused by the guarded fetcher: placeholder instead", async () => {
    const product = await createProduct(shared.database.db, { main_image: `http://127.0.0.1:${port}/foto.jpg` });
    const got = await shareImage(product.id);
    const meta = await sharp(got.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    expect(attacker.connections()).toBe(0);
  });
});

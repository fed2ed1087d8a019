import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { collectWhenQuiet } from "./idle-collection.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

async function serverCollecting(growthBytes: number) {
  const app = Fastify();
  let collections = 0;
  collectWhenQuiet(app, { quietMs: 300, growthBytes, collect: () => collections++ });
  app.get("/", async () => ({ ok: true }));
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  close = () => app.close();
  return { url, collections: () => collections };
}

describe("a collection once the site is quiet after a burst (ADR 061)", () => {
  it("waits while requests keep coming, then collects once the site is quiet", async () => {
    // Growth that no collection can take back (kept until the test ends), over the threshold.
    const kept: number[][] = [];
    const server = await serverCollecting(2 ** 20);
    for (let i = 0; i < 10; i++) {
      kept.push(new Array(2 ** 17).fill(i + 0.5));
      await fetch(server.url);
      await sleep(10);
    }
    expect(server.collections()).toBe(0);
    await sleep(1500);
    expect(server.collections()).toBeGreaterThan(0);
    expect(kept).toHaveLength(10);
  });

  it("does not collect when the heap has not grown by the threshold", async () => {
    const server = await serverCollecting(2 ** 40);
    await fetch(server.url);
    await sleep(800);
    expect(server.collections()).toBe(0);
  });
});

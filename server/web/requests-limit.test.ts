import Fastify, { type FastifyRequest } from "fastify";
import { buildApp } from "../app.ts";
import { afterAll, describe, expect, it } from "vitest";
import { testConfig } from "../test/app.ts";
import { createTestDatabase } from "../test/db.ts";
import { requestsRateLimit, quoteStatusRateLimit } from "./requests-limit.ts";

const app = Fastify({ trustProxy: false });
afterAll(() => app.close());

describe("requestsRateLimit (the pages' request forms)", () => {
  it("allows LEADS_RATE_LIMIT sends per address and minute, then refuses; other addresses count apart", async () => {
    const seen: boolean[] = [];
    await app.register(async (web) => {
      const over = await requestsRateLimit(web, testConfig({ LEADS_RATE_LIMIT: "3" }));
      web.post("/contacto", async (request) => {
        const refused = await over(request);
        seen.push(refused);
        return { refused };
      });
    });
    const send = (ip: string) => app.inject({ method: "POST", url: "/contacto", remoteAddress: ip });
    for (let i = 0; i < 4; i++) await send("10.1.1.1");
    await send("10.1.1.2");
    expect(seen).toEqual([false, false, false, true, false]);
  });
});

describe("one request budget per address, whichever way the request is sent (issue 20)", () => {
  it("the pages' forms and the API's send routes count in one budget on the database they share (embedded too)", async () => {
    const database = await createTestDatabase();
    const config = testConfig({ LEADS_RATE_LIMIT: "3" });
    const api = await buildApp({ config, database });
    let over: (request: FastifyRequest) => Promise<boolean> = async () => false;
    await api.register(async (web) => {
      over = await requestsRateLimit(web, config, database);
      web.post("/contacto", async (request) => ({ refused: await over(request) }));
    });
    await api.ready();
    try {
      const page = async (ip: string) =>
        JSON.parse((await api.inject({ method: "POST", url: "/contacto", remoteAddress: ip })).body).refused as boolean;
      const send = async (ip: string) =>
        (await api.inject({ method: "POST", url: "/api/email/contact", payload: {}, remoteAddress: ip })).statusCode;

      // Three API sends use up the address's minute: the page's form is refused too.
      expect([await send("10.5.0.1"), await send("10.5.0.1"), await send("10.5.0.1")]).toEqual([400, 400, 400]);
      expect(await page("10.5.0.1")).toBe(true);
      // And the other way round.
      expect([await page("10.5.0.2"), await page("10.5.0.2"), await page("10.5.0.2")]).toEqual([false, false, false]);
      expect(await send("10.5.0.2")).toBe(429);
    } finally {
      await api.close();
      await database.close();
    }
  });
});

describe("the status page shares the status API's limit (issue 20)", () => {
  it("/cotizacion/estado/{token} and /api/quote-status/{token} count in one budget per address", async () => {
    const database = await createTestDatabase();
    const config = testConfig({ QUOTE_STATUS_RATE_LIMIT: "3" });
    const api = await buildApp({ config, database });
    let over: (request: FastifyRequest) => Promise<boolean> = async () => false;
    await api.register(async (web) => {
      over = await quoteStatusRateLimit(web, config, database);
      web.get("/cotizacion/estado/:token", async (request) => ({ refused: await over(request) }));
    });
    await api.ready();
    try {
      const token = "x".repeat(43);
      const page = async (ip: string) =>
        JSON.parse((await api.inject({ url: `/cotizacion/estado/${token}`, remoteAddress: ip })).body)
          .refused as boolean;
      const status = async (ip: string) =>
        (await api.inject({ url: `/api/quote-status/${token}`, remoteAddress: ip })).statusCode;

      expect([await status("10.6.0.1"), await status("10.6.0.1"), await status("10.6.0.1")]).toEqual([404, 404, 404]);
      expect(await page("10.6.0.1")).toBe(true);
      expect([await page("10.6.0.2"), await page("10.6.0.2"), await page("10.6.0.2")]).toEqual([false, false, false]);
      expect(await status("10.6.0.2")).toBe(429);
      // The requests' budget is another one.
      expect(await page("10.6.0.3")).toBe(false);
    } finally {
      await api.close();
      await database.close();
    }
  });
});

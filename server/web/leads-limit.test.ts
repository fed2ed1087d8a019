import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { testConfig } from "../test/app.ts";
import { leadsRateLimit } from "./leads-limit.ts";

const app = Fastify({ trustProxy: false });
afterAll(() => app.close());

describe("leadsRateLimit (the pages' lead forms)", () => {
  it("allows LEADS_RATE_LIMIT sends per address and minute, then refuses; other addresses count apart", async () => {
    const seen: boolean[] = [];
    await app.register(async (web) => {
      const over = await leadsRateLimit(web, testConfig({ LEADS_RATE_LIMIT: "3" }));
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

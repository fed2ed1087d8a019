import { beforeAll, describe, expect, it } from "vitest";
import { openForFile } from "../../test/app.ts";
import { expectOldPathsDeprecated } from "../../test/old-paths.ts";
import { QUOTE_OLD_PATHS } from "./quotes.routes.ts";
import { quotesTestApp, requestWithTwoLines, staff } from "./quotes.test-support.ts";

// Issue 23: quote routes live under /api/quotes/…; the old paths answer for one release.
const t = openForFile(() => quotesTestApp());
let as: Awaited<ReturnType<typeof staff>>;
beforeAll(async () => {
  as = await staff(t.app);
});

describe("quote routes under /api/quotes, old paths kept as deprecated aliases", () => {
  it("old and new paths answer the same, through the same handler", async () => {
    const { request } = await requestWithTwoLines(t);
    const created = await as("POST", `/quotes/requests/${request.id}/quotes`);
    expect(created.status).toBe(201);
    // The old POST reaches the same handler: it finds the draft the new one opened.
    const again = await as("POST", `/leads/quotation/${request.id}/quotes`);
    expect([again.status, again.body.data.id]).toEqual([200, created.body.data.id]);

    for (const [now, old] of [
      [`/quotes/requests/${request.id}/quotes`, `/leads/quotation/${request.id}/quotes`],
      [`/quotes/requests/${request.id}/status-link`, `/leads/quotation/${request.id}/status-link`],
      [`/quotes/requests/${request.id}/messages`, `/leads/quotation/${request.id}/messages`],
      ["/quotes/settings", "/quote-settings"],
    ]) {
      const [a, b] = [await as("GET", now), await as("GET", old)];
      expect(a.status, now).toBe(200);
      expect([b.status, b.body], old).toEqual([a.status, a.body]);
    }

    const message = await as("POST", `/leads/quotation/${request.id}/messages`, { text: "¿Recibió la cotización?" });
    expect(message.status).toBe(201);
    expect((await as("GET", `/quotes/requests/${request.id}/messages`)).body.data.at(-1).text).toBe(
      "¿Recibió la cotización?",
    );
  });

  it("an old path keeps its access rule: anonymous 401, and quote settings stay the admin's to change", async () => {
    const anon = await t.app.inject({ method: "GET", url: "/api/quote-settings" });
    expect(anon.statusCode).toBe(401);
    const settings = (await as("GET", "/quote-settings")).body.data;
    expect((await as("PUT", "/quote-settings", settings)).status).toBe(200);
  });

  it("OpenAPI lists the new paths and marks each old one deprecated", () => {
    expectOldPathsDeprecated(t.app, QUOTE_OLD_PATHS);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { openForFile } from "../../test/app.ts";
import { api, quotesTestApp, requestWithTwoLines, sentQuote, staff } from "./quotes.test-support.ts";

const t = openForFile(() => quotesTestApp());
let as: Awaited<ReturnType<typeof staff>>;
beforeAll(async () => {
  as = await staff(t.app);
});

describe("GET /stats/sales", () => {
  it("counts requests per week, quotes by outcome, this month's values, the median and the top products", async () => {
    const accepted = await sentQuote(t, as, [{ description: "Variador", quantity: 1, unitPrice: "100.00" }]);
    const rejected = await sentQuote(t, as, [{ description: "Variador", quantity: 2, unitPrice: "50.00" }]);
    await requestWithTwoLines(t); // not quoted yet
    await api(t.app, "POST", `/quote-status/${accepted.token}/accept`, { name: "Ana Pérez" });
    await api(t.app, "POST", `/quote-status/${rejected.token}/reject`, { reason: "Presupuesto agotado" });

    const res = await as("GET", "/stats/sales");
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s.requestsPerWeek).toHaveLength(12);
    expect(s.requestsPerWeek.at(-1).requests).toBe(3);
    expect(s.quotes).toEqual({ sent: 2, accepted: 1, rejected: 1, expired: 0 });
    expect(s.acceptanceRate).toBe(50);
    expect(s.quotedThisMonth).toBe("230.00"); // 115.00 + 115.00 (IVA 15 % included)
    expect(s.acceptedThisMonth).toBe("115.00");
    expect(s.medianHoursToFirstQuote).toBeGreaterThanOrEqual(0);
    expect(s.medianHoursToFirstQuote).toBeLessThan(1);
    expect(s.topProducts).toHaveLength(6);
    expect(s.topProducts[0]).toMatchObject({ requests: 1 });
    expect((await api(t.app, "GET", "/stats/sales")).status).toBe(401);
  });
});

describe("sales figures with several versions of one request", () => {
  it("count only the latest sent version: a superseded v1 is neither sent, expired nor in the rate", async () => {
    const before = (await as("GET", "/stats/sales")).body.data;
    const first = await sentQuote(t, as, [{ description: "Variador", quantity: 1, unitPrice: "100.00" }]);
    const draft = (await as("POST", `/quotes/requests/${first.request.id}/quotes`)).body.data;
    await as("PUT", `/quotes/${draft.id}`, {
      lines: [{ description: "Variador", quantity: 2, unitPrice: "100.00" }],
    });
    expect((await as("POST", `/quotes/${draft.id}/send`)).status).toBe(200);

    const now = (await as("GET", "/stats/sales")).body.data;
    expect(now.quotes.sent - before.quotes.sent).toBe(1);
    const money = (v: string) => Math.round(Number(v) * 100);
    expect(money(now.quotedThisMonth) - money(before.quotedThisMonth)).toBe(23000); // v2 only: 200 + IVA

    // Both versions are past their validity a month on; only v2 lapses (the others were decided).
    const later = new Date(Date.now() + 40 * 86_400_000);
    expect((await t.app.services.quoteJobs.run(later)).expired).toBe(1);
    const after = (await as("GET", "/stats/sales")).body.data;
    expect(after.quotes.expired).toBe(before.quotes.expired + 1);
    expect(after.quotes.sent).toBe(now.quotes.sent);
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { quotes } from "../../db/schema/quotes.ts";
import { QUOTE_MESSAGES } from "../../../contracts/quotes.ts";
import { openForFile } from "../../test/app.ts";
import { api, quotesTestApp, sentQuote, staff } from "./quotes.test-support.ts";

const t = openForFile(() => quotesTestApp());
let as: Awaited<ReturnType<typeof staff>>;
beforeAll(async () => {
  as = await staff(t.app);
});

describe("a new version over an accepted quote", () => {
  it("is refused without the explicit confirmation, then sent with it and recorded in the thread", async () => {
    const first = await sentQuote(t, as);
    await api(t.app, "POST", `/quote-status/${first.token}/accept`, { name: "Ana Pérez" });
    const draft = (await as("POST", `/quotes/requests/${first.request.id}/quotes`)).body.data;

    const refused = await as("POST", `/quotes/${draft.id}/send`);
    expect([refused.status, refused.body.error]).toEqual([409, QUOTE_MESSAGES.acceptedNeedsConfirmation]);
    expect((await as("GET", `/quotes/${draft.id}`)).body.data.status).toBe("draft");

    const sent = await as("POST", `/quotes/${draft.id}/send`, { setAsideAcceptance: true });
    expect([sent.status, sent.body.data.version]).toEqual([200, 2]);
    const thread = (await as("GET", `/quotes/requests/${first.request.id}/messages`)).body.data;
    expect(thread.at(-1)).toMatchObject({
      author: "staff",
      kind: "acceptance_set_aside",
      text: `La aceptación de ${first.request.reference} v1 quedó sin efecto al enviar ${first.request.reference} v2`,
    });
    // The customer is asked again, on v2.
    const page = (await api(t.app, "GET", `/quote-status/${first.token}`)).body.data;
    expect([page.quote.version, page.canAccept]).toEqual([2, true]);
  });

  it("needs no confirmation when the latest version was not accepted", async () => {
    const first = await sentQuote(t, as);
    const draft = (await as("POST", `/quotes/requests/${first.request.id}/quotes`)).body.data;
    expect((await as("POST", `/quotes/${draft.id}/send`)).status).toBe(200);
  });
});

describe("validity dates are days in America/Guayaquil", () => {
  const inGuayaquil = (iso: string) =>
    new Intl.DateTimeFormat("es-EC", { day: "numeric", month: "long", timeZone: "America/Guayaquil" }).format(
      new Date(iso),
    );

  it("a quote valid until 25 November lapses at the end of that day there, not on the 24th", async () => {
    const q = await sentQuote(t, as);
    await t.database.db.update(quotes).set({ valid_until: "2026-11-25" }).where(eq(quotes.id, q.quote.id));
    // 22:00 on the 25th in Guayaquil (03:00 UTC on the 26th): still valid.
    expect((await t.app.services.quoteJobs.run(new Date("2026-11-26T03:00:00Z"))).expired).toBe(0);
    expect((await t.app.services.quoteJobs.run(new Date("2026-11-26T05:30:00Z"))).expired).toBe(1);
    const page = (await api(t.app, "GET", `/quote-status/${q.token}`)).body.data;
    const lapsed = page.timeline.at(-1);
    expect(lapsed.step).toBe("vencida");
    expect(inGuayaquil(lapsed.at)).toBe("26 de noviembre");
    expect(page.quote.validUntil).toBe("2026-11-25");
  });
});

describe("a new version's validity", () => {
  // Issue 22 (low): 'a new quote version copies the old validity date'. v2 counts its days from
  // the day it is made, whatever date v1 carried.
  it("is counted from today in Guayaquil, not copied from the previous version", async () => {
    const first = await sentQuote(t, as);
    await t.database.db.update(quotes).set({ valid_until: "2026-01-15" }).where(eq(quotes.id, first.quote.id));
    const draft = (await as("POST", `/quotes/requests/${first.request.id}/quotes`)).body.data;
    const days: number = (await as("GET", "/quotes/settings")).body.data.validityDays;
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Guayaquil" }).format(new Date());
    const expected = new Date(`${today}T00:00:00Z`);
    expected.setUTCDate(expected.getUTCDate() + days);
    expect(draft.validUntil).toBe(expected.toISOString().slice(0, 10));
    expect(draft.validUntil).not.toBe("2026-01-15");
  });
});

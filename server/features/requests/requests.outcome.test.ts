import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { INBOX_MESSAGES } from "../../../contracts/requests-admin.ts";
import { quotes } from "../../db/schema/quotes.ts";
import { openForFile } from "../../test/app.ts";
import { quoteJobsRepository } from "../quotes/quotes.jobs.repository.ts";
import { api, quotesTestApp, requestWithTwoLines, sentQuote, staff } from "../quotes/quotes.test-support.ts";

// Issue 22: the inbox showed 'Cotizada' for accepted, rejected and expired quotes alike, and the
// tab's badge counted only new requests, not what customers answered.
const t = openForFile(() => quotesTestApp());
let as: Awaited<ReturnType<typeof staff>>;
beforeAll(async () => {
  as = await staff(t.app);
});

const customer = (token: string, tail: string, payload: unknown) =>
  api(t.app, "POST", `/quote-status/${token}${tail}`, payload);
const outcomes = async (query = "") => {
  const res = await as("GET", `/requests?type=quotation${query}`);
  expect(res.status).toBe(200);
  return new Map<string, string | null>(res.body.data.requests.map((l: any) => [l.reference, l.outcome]));
};
const events = async () => (await as("GET", "/requests/counts")).body.data.customerEvents as number;

describe("the inbox names each quote's outcome and counts what customers answered", () => {
  it("lists Aceptada, Rechazada, Vencida or none, filters by each, and the detail agrees", async () => {
    const open = await sentQuote(t, as);
    const accepted = await sentQuote(t, as);
    const rejected = await sentQuote(t, as);
    const lapsed = await sentQuote(t, as);
    const unquoted = await requestWithTwoLines(t);
    expect((await customer(accepted.token, "/accept", { name: "José Núñez" })).status).toBe(200);
    expect((await customer(rejected.token, "/reject", { reason: "El plazo de entrega es muy largo" })).status).toBe(
      200,
    );
    // Only the lapsed one is pushed past its validity: the others keep theirs.
    await t.database.db.update(quotes).set({ valid_until: "2020-01-01" }).where(eq(quotes.id, lapsed.quote.id));
    await quoteJobsRepository.expire(t.database.db);

    const all = await outcomes();
    expect(all.get(open.receipt.reference)).toBeNull();
    expect(all.get(unquoted.receipt.reference)).toBeNull();
    expect(all.get(accepted.receipt.reference)).toBe("aceptada");
    expect(all.get(rejected.receipt.reference)).toBe("rechazada");
    expect(all.get(lapsed.receipt.reference)).toBe("vencida");

    expect([...(await outcomes("&outcome=aceptada")).keys()]).toEqual([accepted.receipt.reference]);
    expect([...(await outcomes("&outcome=rechazada")).keys()]).toEqual([rejected.receipt.reference]);
    expect([...(await outcomes("&outcome=vencida")).keys()]).toEqual([lapsed.receipt.reference]);
    const bad = await as("GET", "/requests?outcome=cotizada");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(INBOX_MESSAGES.invalidOutcome);

    const detail = await as("GET", `/requests/quotation/${accepted.request.id}`);
    expect(detail.body.data.outcome).toBe("aceptada");
  });

  it("counts unseen customer decisions and messages for the tab's badge until staff open the thread", async () => {
    const before = await events();
    const q = await sentQuote(t, as);
    expect(
      (await customer(q.token, "/messages", { text: "¿Pueden mejorar el plazo de entrega?" })).status,
    ).toBeLessThan(300);
    expect((await customer(q.token, "/accept", { name: "Ana Pérez" })).status).toBe(200);
    expect(await events()).toBe(before + 2);
    expect((await as("GET", `/quotes/requests/${q.request.id}/messages`)).status).toBe(200);
    expect(await events()).toBe(before);
  });
});

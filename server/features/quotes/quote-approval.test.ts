import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../contracts/auth.ts";
import { QUOTE_MESSAGES, approvalsLabel } from "../../../contracts/quotes.ts";
import { openForFile } from "../../test/app.ts";
import { sessionOf, withSession } from "../auth/auth-test-helpers.ts";
import { ADMIN } from "../requests/requests.test-support.ts";
import { api, quotesTestApp, requestWithTwoLines, staff } from "./quotes.test-support.ts";

/** Approval before sending (issue 25, ADR 051): QUOTE_APPROVAL_DISCOUNT, default 15 %. */

const t = openForFile(() => quotesTestApp());
const VENTAS = {
  name: "Vera Ventas",
  email: "vera.ventas@andes.ec",
  password: "Vera-clave-2026",
  role: "ventas" as const,
};
let admin: Awaited<ReturnType<typeof staff>>;
let sales: (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) => ReturnType<typeof api>;
beforeAll(async () => {
  admin = await staff(t.app);
  await t.app.services.users.create(VENTAS);
  const headers = withSession(await sessionOf(t.app, VENTAS.email, VENTAS.password));
  sales = (method, url, payload) => api(t.app, method, url, payload, headers);
});

const lines = (discountPercent: number) => [
  { description: "Variador G120", quantity: 2, unitPrice: "1000.00", discountPercent },
  { description: "Contactor 3RT", quantity: 1, unitPrice: "100.00" },
];

/** A draft prepared by `who` with the given discount on one line. */
async function draftBy(who: typeof sales, discountPercent: number) {
  const r = await requestWithTwoLines(t);
  const draft = (await who("POST", `/quotes/requests/${r.request.id}/quotes`)).body.data;
  const saved = await who("PUT", `/quotes/${draft.id}`, { lines: lines(discountPercent) });
  expect(saved.status).toBe(200);
  return { request: r.request, quote: saved.body.data };
}

type Entry = { action: string; user_name: string | null; changes: Record<string, [unknown, unknown]> };
const history = async (requestId: number) =>
  ((await admin("GET", `/audit?entity=lead&entityId=quotation:${requestId}`)).body.data.entries as Entry[]).reverse();

describe("approval of a large discount before sending (issue 25)", () => {
  it("a 'ventas' quote over the limit cannot be sent, asks for approval, is returned with a note, then approved and sent; every step is in the audit log", async () => {
    const { request, quote } = await draftBy(sales, 20);
    expect(quote.approval).toMatchObject({ discountExceeds: true, largestDiscount: 20, limit: 15, status: null });

    const refused = await sales("POST", `/quotes/${quote.id}/send`);
    expect([refused.status, refused.body.error]).toEqual([409, QUOTE_MESSAGES.approvalNeeded(15)]);
    expect(refused.body.error).toContain("Solicitar aprobación");

    const asked = await sales("POST", `/quotes/${quote.id}/approval/request`, { note: "Cliente frecuente" });
    expect([asked.status, asked.body.message]).toEqual([200, QUOTE_MESSAGES.approvalRequested]);
    expect(asked.body.data.approval).toMatchObject({ status: "pending", requestedBy: VENTAS.name });
    expect((await sales("POST", `/quotes/${quote.id}/approval/request`)).body.error).toBe(
      QUOTE_MESSAGES.approvalAlreadyPending,
    );
    const pending = await sales("POST", `/quotes/${quote.id}/send`);
    expect([pending.status, pending.body.error]).toEqual([409, QUOTE_MESSAGES.approvalPending]);

    // Only admins decide.
    const notAdmin = await sales("POST", `/quotes/${quote.id}/approval/approve`);
    expect([notAdmin.status, notAdmin.body.error]).toEqual([403, AUTH_MESSAGES.forbidden]);

    // The dashboard's 'Por aprobar (N)' lists it.
    const approvals = (await admin("GET", "/quotes/approvals")).body.data;
    const mine = approvals.quotes.find((q: any) => q.quoteId === quote.id);
    expect(mine).toMatchObject({ reference: request.reference, requestedBy: VENTAS.name, note: "Cliente frecuente" });
    expect(mine.largestDiscount).toBe(20);
    expect(approvals.label).toBe(approvalsLabel(approvals.count));

    const noNote = await admin("POST", `/quotes/${quote.id}/approval/return`, { note: " " });
    expect([noNote.status, noNote.body.error]).toEqual([400, QUOTE_MESSAGES.approvalNoteRequired]);
    const returned = await admin("POST", `/quotes/${quote.id}/approval/return`, { note: "Máximo 15 % en variadores" });
    expect(returned.body.data.approval).toMatchObject({
      status: "returned",
      note: "Máximo 15 % en variadores",
      decidedBy: ADMIN.name,
    });
    expect((await admin("GET", "/quotes/approvals")).body.data.quotes.map((q: any) => q.quoteId)).not.toContain(
      quote.id,
    );
    expect((await sales("POST", `/quotes/${quote.id}/send`)).body.error).toBe(QUOTE_MESSAGES.approvalNeeded(15));

    await sales("POST", `/quotes/${quote.id}/approval/request`);
    const approved = await admin("POST", `/quotes/${quote.id}/approval/approve`);
    expect([approved.status, approved.body.data.approval.status]).toEqual([200, "approved"]);
    const sent = await sales("POST", `/quotes/${quote.id}/send`);
    expect([sent.status, sent.body.data.version]).toEqual([200, 1]);

    const entries = (await history(request.id)).map((e) => [e.action, e.user_name, e.changes.approval_status?.[1]]);
    expect(entries).toEqual([
      ["quote_draft_create", VENTAS.name, undefined],
      ["quote_approval_request", VENTAS.name, "pending"],
      ["quote_approval_return", ADMIN.name, "returned"],
      ["quote_approval_request", VENTAS.name, "pending"],
      ["quote_approve", ADMIN.name, "approved"],
      ["quote_send", VENTAS.name, undefined],
    ]);
    const ret = (await history(request.id)).find((e) => e.action === "quote_approval_return")!;
    expect(ret.changes).toMatchObject({ note: [null, "Máximo 15 % en variadores"], largest_discount: [null, 20] });
  });

  it("an admin's own quote needs no approval, whatever the discount", async () => {
    const { quote } = await draftBy(admin, 40);
    expect(quote.approval.discountExceeds).toBe(true);
    const sent = await admin("POST", `/quotes/${quote.id}/send`);
    expect([sent.status, sent.body.data.status]).toEqual([200, "sent"]);
  });

  it("a discount at the limit (not over it) needs none, and asking for one says so", async () => {
    const { quote } = await draftBy(sales, 15);
    expect(quote.approval.discountExceeds).toBe(false);
    const asked = await sales("POST", `/quotes/${quote.id}/approval/request`);
    expect([asked.status, asked.body.error]).toEqual([409, QUOTE_MESSAGES.approvalNotNeeded]);
    expect((await sales("POST", `/quotes/${quote.id}/send`)).status).toBe(200);
  });

  it("changing the draft after approval needs a new one (recorded in the audit log)", async () => {
    const { request, quote } = await draftBy(sales, 25);
    await sales("POST", `/quotes/${quote.id}/approval/request`);
    await admin("POST", `/quotes/${quote.id}/approval/approve`);
    const edited = await sales("PUT", `/quotes/${quote.id}`, { lines: lines(30) });
    expect(edited.body.data.approval.status).toBeNull();
    expect((await sales("POST", `/quotes/${quote.id}/send`)).body.error).toBe(QUOTE_MESSAGES.approvalNeeded(15));
    expect((await history(request.id)).map((e) => e.action)).toContain("quote_approval_reset");
  });

  it("deciding a quote with no pending request is refused (409)", async () => {
    const { quote } = await draftBy(sales, 50);
    const res = await admin("POST", `/quotes/${quote.id}/approval/approve`);
    expect([res.status, res.body.error]).toEqual([409, QUOTE_MESSAGES.approvalNotPending]);
  });

  it("QUOTE_APPROVAL_DISCOUNT=0 turns approval off", async () => {
    const off = await quotesTestApp({ QUOTE_APPROVAL_DISCOUNT: "0" });
    try {
      await off.app.services.users.create(VENTAS);
      const headers = withSession(await sessionOf(off.app, VENTAS.email, VENTAS.password));
      const r = await requestWithTwoLines(off);
      const draft = (await api(off.app, "POST", `/quotes/requests/${r.request.id}/quotes`, {}, headers)).body.data;
      const saved = await api(off.app, "PUT", `/quotes/${draft.id}`, { lines: lines(90) }, headers);
      expect(saved.body.data.approval).toMatchObject({ discountExceeds: false, limit: 0 });
      expect((await api(off.app, "POST", `/quotes/${draft.id}/send`, undefined, headers)).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});

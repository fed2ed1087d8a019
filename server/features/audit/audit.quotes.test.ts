import { beforeAll, describe, expect, it } from "vitest";
import { openForFile } from "../../test/app.ts";
import { ADMIN } from "../requests/requests.test-support.ts";
import { api, quotesTestApp, requestWithTwoLines, sentQuote, staff } from "../quotes/quotes.test-support.ts";

const t = openForFile(() => quotesTestApp());
let as: Awaited<ReturnType<typeof staff>>;
beforeAll(async () => {
  as = await staff(t.app);
});

type Entry = { action: string; user_name: string | null; changes: Record<string, unknown> };
/** The request's entries, oldest first. */
const history = async (requestId: number) =>
  ((await as("GET", `/audit?entity=lead&entityId=quotation:${requestId}`)).body.data.entries as Entry[]).reverse();

describe("audit log of a request's quote (issue 22)", () => {
  it("records the first draft and the send with its version and the request's new status", async () => {
    const q = await sentQuote(t, as);
    const entries = await history(q.request.id);
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      ["quote_draft_create", { status: ["nueva", "en_proceso"] }],
      [
        "quote_send",
        { status: ["en_proceso", "cotizada"], reference: [null, q.request.reference], version: [null, 1] },
      ],
    ]);
    expect(entries.map((e) => e.user_name)).toEqual([ADMIN.name, ADMIN.name]);
  });

  it("records 'Nueva versión' (from the latest version) and its send as v2", async () => {
    const q = await sentQuote(t, as);
    const draft = (await as("POST", `/quotes/requests/${q.request.id}/quotes`, { from: "latest" })).body.data;
    await as("POST", `/quotes/${draft.id}/send`);
    const entries = (await history(q.request.id)).slice(2);
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      ["quote_version_create", { based_on_version: [null, 1] }],
      ["quote_send", { reference: [null, q.request.reference], version: [null, 2] }],
    ]);
  });

  it("a new version from the request again is still a new version, based on no earlier one", async () => {
    const q = await sentQuote(t, as);
    await as("POST", `/quotes/requests/${q.request.id}/quotes`, { from: "request" });
    const [created] = (await history(q.request.id)).slice(2);
    expect([created.action, created.changes]).toEqual(["quote_version_create", {}]);
  });

  it("records the acceptance set aside by a version sent after it, before that send", async () => {
    const q = await sentQuote(t, as);
    await api(t.app, "POST", `/quote-status/${q.token}/accept`, { name: "Ana Pérez" });
    const draft = (await as("POST", `/quotes/requests/${q.request.id}/quotes`)).body.data;
    // Refused without the confirmation: nothing sent, nothing recorded but the draft.
    expect((await as("POST", `/quotes/${draft.id}/send`)).status).toBe(409);
    expect((await history(q.request.id)).map((e) => e.action).slice(2)).toEqual(["quote_version_create"]);

    await as("POST", `/quotes/${draft.id}/send`, { setAsideAcceptance: true });
    const entries = (await history(q.request.id)).slice(3);
    expect(entries.map((e) => [e.action, e.user_name, e.changes])).toEqual([
      ["acceptance_set_aside", ADMIN.name, { accepted_version: [null, 1], version: [null, 2] }],
      ["quote_send", ADMIN.name, { reference: [null, q.request.reference], version: [null, 2] }],
    ]);
  });

  it("an open draft asked for again records nothing new", async () => {
    const r = await requestWithTwoLines(t);
    await as("POST", `/quotes/requests/${r.request.id}/quotes`);
    await as("POST", `/quotes/requests/${r.request.id}/quotes`);
    expect((await history(r.request.id)).map((e) => e.action)).toEqual(["quote_draft_create"]);
  });
});

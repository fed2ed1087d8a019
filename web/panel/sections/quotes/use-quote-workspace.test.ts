import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuoteView } from "../../../../contracts/quotes.ts";
import { loadWorkspace } from "./use-quote-workspace.ts";

const quote = (id: number, status: string) =>
  ({
    id,
    status,
    lines: [],
    validUntil: "2026-12-08",
    deliveryTime: "Inmediata",
    paymentTerms: null,
    notes: null,
    customer: { name: "José Núñez", company: null, idType: null, idNumber: null, address: null, attention: null },
  }) as unknown as QuoteView;

/** The quote routes at the network boundary: `quotes` is the request's list; a POST makes a draft. */
function fakeQuotes(quotes: QuoteView[]) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });
      if (url === "/api/quotes/settings") return ok({ ivaRate: 15 });
      if (init.method === "POST") {
        posts.push(JSON.parse(String(init.body)));
        return ok(quote(9, "draft"));
      }
      return ok(quotes);
    }),
  );
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

describe("the quote editor's workspace", () => {
  it("creates the first draft from the request when the request has no quote yet", async () => {
    const posts = fakeQuotes([]);
    const loaded = await loadWorkspace(4);
    expect(posts).toEqual([{ from: "request" }]);
    expect(loaded.ws).toMatchObject({ draftQuote: { id: 9 }, versions: [], ivaRate: 15 });
    expect(loaded.draft?.terms.deliveryTime).toBe("Inmediata");
    expect(loaded.saved).not.toBe("");
  });

  it("opens the existing draft, and creates none once versions were sent", async () => {
    expect(fakeQuotes([quote(3, "draft"), quote(2, "sent")])).toEqual([]);
    const withDraft = await loadWorkspace(4);
    expect(withDraft.ws.draftQuote?.id).toBe(3);
    expect(withDraft.ws.versions.map((q) => q.id)).toEqual([2]);

    const posts = fakeQuotes([quote(2, "sent")]);
    const sentOnly = await loadWorkspace(4);
    expect(posts).toEqual([]);
    expect(sentOnly).toMatchObject({ ws: { draftQuote: null }, draft: null, saved: "" });
  });
});

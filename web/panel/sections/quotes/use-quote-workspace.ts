import { useCallback } from "react";
import type { QuoteView } from "../../../../contracts/quotes.ts";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { draftFromQuote, type Draft } from "./quote-draft.ts";
import { createDraft, listQuotes, quoteSettings } from "./quotes-api.ts";

export type Workspace = {
  /** The open draft being edited, or null when only sent versions exist. */
  draftQuote: QuoteView | null;
  versions: QuoteView[];
  ivaRate: number;
};

/**
 * The workspace with the draft's working copy and the copy last saved, held as one answer so a
 * request left behind can never put its draft beside another request's versions.
 */
type Loaded = { ws: Workspace; draft: Draft | null; saved: string };

/** The draft without the rows' client keys: what decides whether anything changed. */
const strip = (d: Draft) => ({
  terms: d.terms,
  customer: d.customer,
  sections: d.sections,
  lines: d.lines.map(({ key: _key, ...rest }) => rest),
});

function adopted(q: QuoteView | null): Pick<Loaded, "draft" | "saved"> {
  const draft = q ? draftFromQuote(q) : null;
  return { draft, saved: draft ? JSON.stringify(strip(draft)) : "" };
}

/**
 * Loads a request's quotes. The first 'Preparar cotización' creates the draft from the request;
 * once versions exist, a new draft (from the latest) is an explicit 'Nueva versión'.
 */
export async function loadWorkspace(quotationId: number): Promise<Loaded> {
  const [settings, quotes] = await Promise.all([quoteSettings(), listQuotes(quotationId)]);
  let open = quotes.find((q) => q.status === "draft") ?? null;
  const versions = quotes.filter((q) => q.status !== "draft");
  if (!open && versions.length === 0) open = (await createDraft(quotationId, "request")).data;
  return { ws: { draftQuote: open, versions, ivaRate: settings.ivaRate }, ...adopted(open) };
}

/** The quote editor's data: loaded once per opened request (null: closed), on the panel's one hook. */
export function useQuoteWorkspace(quotationId: number | null) {
  const query = useAdminQuery(
    quotationId === null ? null : String(quotationId),
    () => loadWorkspace(quotationId!),
    "Error al cargar la cotización",
    { keepPrevious: false },
  );
  const { data, update, setData } = query;

  /** Shows a saved quote as the draft being edited, now with nothing unsaved. */
  // The saved view also carries what the server decided (the approval state, ADR 051).
  const adopt = useCallback(
    (q: QuoteView | null) => update((l) => l && { ...l, ws: { ...l.ws, draftQuote: q }, ...adopted(q) }),
    [update],
  );
  const setDraft = useCallback(
    (change: (d: Draft | null) => Draft | null) => update((l) => l && { ...l, draft: change(l.draft) }),
    [update],
  );
  /** After a send or a new version; a failure is the caller's to say, beside its action. */
  const reload = useCallback(async (id: number) => setData(await loadWorkspace(id)), [setData]);

  const draft = data?.draft ?? null;
  const dirty = draft !== null && JSON.stringify(strip(draft)) !== data?.saved;
  return { ws: data?.ws ?? null, draft, setDraft, adopt, dirty, error: query.error, reload };
}

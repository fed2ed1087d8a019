import { useCallback, useEffect, useState } from "react";
import type { QuoteView } from "../../../contracts/quotes.ts";
import { ApiError } from "../../lib/api-client.ts";
import { draftFromQuote, type Draft } from "./quote-draft.ts";
import { createDraft, listQuotes, quoteSettings } from "./quotes-api.ts";

export type Workspace = {
  /** The open draft being edited, or null when only sent versions exist. */
  draftQuote: QuoteView | null;
  versions: QuoteView[];
  ivaRate: number;
};

const messageOf = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);

/**
 * Loads a request's quotes. The first 'Preparar cotización' creates the draft from the request;
 * once versions exist, a new draft (from the latest) is an explicit 'Nueva versión'.
 */
export function useQuoteWorkspace(quotationId: number | null) {
  const [ws, setWs] = useState<Workspace | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saved, setSaved] = useState<string>("");
  const [error, setError] = useState<string | null>(null);

  const adopt = useCallback((q: QuoteView | null) => {
    const d = q ? draftFromQuote(q) : null;
    setDraft(d);
    setSaved(d ? JSON.stringify(strip(d)) : "");
  }, []);

  const load = useCallback(
    async (id: number) => {
      const [settings, quotes] = await Promise.all([quoteSettings(), listQuotes(id)]);
      let open = quotes.find((q) => q.status === "draft") ?? null;
      const versions = quotes.filter((q) => q.status !== "draft");
      if (!open && versions.length === 0) open = (await createDraft(id, "request")).data;
      setWs({ draftQuote: open, versions, ivaRate: settings.ivaRate });
      adopt(open);
    },
    [adopt],
  );

  useEffect(() => {
    if (quotationId === null) return;
    let live = true;
    setWs(null);
    setDraft(null);
    setError(null);
    load(quotationId).catch(
      (err) =>
        live &&
        !(err instanceof ApiError && err.status === 401) &&
        setError(messageOf(err, "Error al cargar la cotización")),
    );
    return () => {
      live = false;
    };
  }, [quotationId, load]);

  const dirty = draft !== null && JSON.stringify(strip(draft)) !== saved;
  return { ws, setWs, draft, setDraft, adopt, dirty, error, reload: load };
}

/** The draft without the rows' client keys: what decides whether anything changed. */
const strip = (d: Draft) => ({ terms: d.terms, lines: d.lines.map(({ key: _key, ...rest }) => rest) });

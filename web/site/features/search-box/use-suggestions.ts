import { useEffect, useState } from "react";
import type { SuggestResult } from "../../../../contracts/catalog.ts";

export const MIN_CHARS = 2;
const DEBOUNCE_MS = 120;

/**
 * Suggestions for what is typed: asked 120 ms after the last keystroke, and the request for an
 * older text is aborted, so a slow answer never replaces a newer one.
 */
export function useSuggestions(query: string): { result: SuggestResult | null; query: string } {
  const [state, setState] = useState<{ result: SuggestResult | null; query: string }>({ result: null, query: "" });
  const q = query.trim();
  useEffect(() => {
    if (q.length < MIN_CHARS) {
      setState({ result: null, query: q });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/products/suggest?q=${encodeURIComponent(q)}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!res.ok) return;
        const body = (await res.json()) as { data: SuggestResult };
        setState({ result: body.data, query: q });
      } catch {
        // Aborted or offline: the box still submits to /productos.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  return state;
}

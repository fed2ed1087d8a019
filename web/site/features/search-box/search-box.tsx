import { Search } from "lucide-react";
import { Suspense, lazy, useCallback, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../lib/paths.ts";
import type { KeyHandler } from "./suggestion-list.tsx";

// The list, its fetching and its keyboard logic load on first focus: the header's first load
// carries only this input (ADR 007's JavaScript budget).
const SuggestionList = lazy(() => import("./suggestion-list.tsx"));

/**
 * The header's search: a plain GET form to /productos (works before hydration), and, once
 * focused, suggestions as you type (ARIA 1.2 combobox).
 */
export function SearchBox({ autoFocus = false, className = "" }: { autoFocus?: boolean; className?: string }) {
  const navigate = useNavigate();
  const listId = `${useId().replace(/:/g, "")}-suggestions`;
  const input = useRef<HTMLInputElement>(null);
  const keys = useRef<KeyHandler | null>(null);
  const [query, setQuery] = useState("");
  const [loaded, setLoaded] = useState(false);
  const [focused, setFocused] = useState(false);
  const [aria, setAria] = useState<{ expanded: boolean; activeId: string | undefined }>({
    expanded: false,
    activeId: undefined,
  });
  const onChosen = useCallback(() => input.current?.blur(), []);

  return (
    <form
      role="search"
      action={paths.catalog()}
      method="get"
      className={`relative ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        const search = query.trim();
        input.current?.blur();
        void navigate(paths.catalog(search ? { search } : {}));
      }}
    >
      <Search
        size={18}
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400"
      />
      <input
        ref={input}
        type="search"
        name="search"
        role="combobox"
        aria-label="Buscar productos"
        aria-autocomplete="list"
        aria-expanded={aria.expanded}
        aria-controls={listId}
        aria-activedescendant={aria.activeId}
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder="Buscar productos, códigos, marcas…"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onFocus={() => {
          setLoaded(true);
          setFocused(true);
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={(e) => {
          if (keys.current?.(e)) e.preventDefault();
        }}
        data-testid="header-search-input"
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
      />
      {loaded && (
        <Suspense fallback={null}>
          <SuggestionList
            query={query}
            listId={listId}
            focused={focused}
            keys={keys}
            onState={setAria}
            onChosen={onChosen}
          />
        </Suspense>
      )}
    </form>
  );
}

import { useEffect, useMemo, useState, type KeyboardEvent, type RefObject } from "react";
import { useNavigate } from "react-router";
import { ProductImage } from "../../../ui/product-image.tsx";
import { moveActive, suggestionOptions, type SuggestionOption } from "./suggestion-options.ts";
import { MIN_CHARS, useSuggestions } from "./use-suggestions.ts";

/** Returns true when it handled the key (the text box then does nothing else with it). */
export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => boolean;

type Props = {
  query: string;
  listId: string;
  focused: boolean;
  keys: RefObject<KeyHandler | null>;
  onState(state: { expanded: boolean; activeId: string | undefined }): void;
  onChosen(): void;
};

const GROUPS = ["Productos", "Categorías", "Marcas"] as const;

function OptionRow({ option, active, choose }: { option: SuggestionOption; active: boolean; choose(): void }) {
  return (
    <li
      id={option.id}
      role="option"
      aria-selected={active}
      // Keep the focus in the text box: a click must not blur it (which would close the list first).
      onMouseDown={(e) => e.preventDefault()}
      onClick={choose}
      className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${
        active ? "bg-primary-50 dark:bg-primary-950" : "hover:bg-slate-50 dark:hover:bg-slate-800"
      }`}
    >
      {option.group === "Productos" && (
        <ProductImage
          src={option.image}
          alt=""
          width={40}
          height={40}
          className="h-10 w-10 shrink-0 rounded object-contain"
        />
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-slate-900 dark:text-white">{option.label}</span>
        {option.sku && <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{option.sku}</span>}
      </span>
      {option.price && (
        <span className="shrink-0 text-xs font-semibold text-primary-700 dark:text-primary-300">{option.price}</span>
      )}
    </li>
  );
}

/** What a screen reader hears once an answer arrives. */
function liveText(count: number, corrected: string | null) {
  if (count === 0) return "Sin resultados";
  return corrected ? `${count} sugerencias para «${corrected}»` : `${count} sugerencias`;
}

/** The dropdown of the header's search box, loaded on first focus (ARIA 1.2 combobox with a listbox). */
export default function SuggestionList({ query, listId, focused, keys, onState, onChosen }: Props) {
  const navigate = useNavigate();
  const { result, query: answered } = useSuggestions(query);
  const options = useMemo(() => (result ? suggestionOptions(result, listId) : []), [result, listId]);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const answeredNow = focused && !dismissed && result !== null && answered.length >= MIN_CHARS;
  const open = answeredNow && options.length > 0;
  // An answer with nothing to offer says so, instead of a list that silently never opens.
  const empty = answeredNow && options.length === 0;
  const corrected = result?.suggestion ?? null;

  // A new answer or new text: nothing chosen yet, and Escape's dismissal is over.
  useEffect(() => setActive(-1), [options]);
  useEffect(() => setDismissed(false), [query]);
  useEffect(
    () => onState({ expanded: open, activeId: open && active >= 0 ? options[active]?.id : undefined }),
    [open, active, options, onState],
  );

  const choose = (option: SuggestionOption) => {
    onChosen();
    void navigate(option.href);
  };

  keys.current = (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!options.length) return false;
      setDismissed(false);
      setActive((i) => moveActive(i, options.length, event.key as "ArrowDown" | "ArrowUp"));
      return true;
    }
    if (event.key === "Enter" && open && active >= 0) {
      choose(options[active]);
      return true;
    }
    if (event.key === "Escape" && open) {
      setDismissed(true);
      return true;
    }
    return false;
  };

  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {focused && answered.length >= MIN_CHARS && result ? liveText(options.length, corrected) : ""}
      </div>
      {empty && (
        <p
          data-testid="search-no-suggestions"
          className="absolute left-0 right-0 top-full z-50 mt-1 rounded-lg border border-slate-200 bg-white px-3 py-3 text-sm text-slate-600 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
        >
          Sin resultados
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label="Sugerencias de búsqueda"
        hidden={!open}
        data-testid="search-suggestions"
        className="absolute left-0 right-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {corrected && (
          <li
            role="presentation"
            data-testid="search-suggestions-corrected"
            className="px-3 pb-1 pt-2 text-xs text-slate-600 dark:text-slate-300"
          >
            Mostrando resultados para «{corrected}»
          </li>
        )}
        {GROUPS.map((group) => {
          const rows = options.filter((o) => o.group === group);
          if (!rows.length) return null;
          return (
            <li key={group} role="presentation">
              <div
                className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400"
                aria-hidden
              >
                {group}
              </div>
              <ul role="group" aria-label={group}>
                {rows.map((o) => (
                  <OptionRow key={o.id} option={o} active={options[active]?.id === o.id} choose={() => choose(o)} />
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </>
  );
}

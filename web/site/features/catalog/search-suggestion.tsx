import { Link } from "react-router";
import { paths } from "../../../lib/paths.ts";

/**
 * What the search understood: the corrected words it searched for ('varaidor' lists variadores),
 * or, when nothing matched, the closest known words as a link.
 */
export function SearchSuggestion({ suggestion, found }: { suggestion: string | null; found: boolean }) {
  if (!suggestion) return null;
  if (found) {
    return (
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-300" data-testid="search-corrected">
        Mostrando resultados para «{suggestion}»
      </p>
    );
  }
  return (
    <p className="mt-3 text-sm text-slate-600 dark:text-slate-300" data-testid="search-suggestion">
      ¿Quisiste decir{" "}
      <Link
        to={paths.catalog({ search: suggestion })}
        className="font-semibold text-primary-700 underline dark:text-primary-300"
      >
        «{suggestion}»
      </Link>
      ?
    </p>
  );
}

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { paginationItems, withChange } from "./catalog-params.ts";

const item =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors";
const idle =
  "border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-surface-dark dark:text-slate-200 dark:hover:bg-slate-800";
const disabled = "cursor-not-allowed border-slate-200 text-slate-300 dark:border-slate-800 dark:text-slate-600";

/** Links, not buttons: pages are crawlable and work before the scripts load. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const [sp] = useSearchParams();
  if (totalPages <= 1) return null;
  const href = (n: number) => {
    const q = withChange(sp, "page", n).toString();
    return q ? `?${q}` : "?";
  };
  return (
    <nav
      aria-label="Paginación"
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
      data-testid="pagination"
    >
      {page > 1 ? (
        <Link to={href(page - 1)} className={`${item} ${idle}`} rel="prev">
          <ChevronLeft size={16} aria-hidden /> Anterior
        </Link>
      ) : (
        <span className={`${item} ${disabled}`} aria-disabled="true">
          <ChevronLeft size={16} aria-hidden /> Anterior
        </span>
      )}
      {paginationItems(page, totalPages).map((p) =>
        typeof p === "number" ? (
          <Link
            key={p}
            to={href(p)}
            aria-label={`Página ${p}`}
            aria-current={p === page ? "page" : undefined}
            className={`${item} ${p === page ? "border-primary-600 bg-primary-600 text-white" : idle}`}
          >
            {p}
          </Link>
        ) : (
          <span key={p} className="px-1 text-slate-500" aria-hidden>
            …
          </span>
        ),
      )}
      {page < totalPages ? (
        <Link to={href(page + 1)} className={`${item} ${idle}`} rel="next">
          Siguiente <ChevronRight size={16} aria-hidden />
        </Link>
      ) : (
        <span className={`${item} ${disabled}`} aria-disabled="true">
          Siguiente <ChevronRight size={16} aria-hidden />
        </span>
      )}
    </nav>
  );
}

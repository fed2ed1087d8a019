/**
 * Pagination — the page list of a long list, public or admin.
 *
 *   <Pagination label="Paginación" page={2} totalPages={9} pageItems={paginationItems} href={(n) => `?page=${n}`} />
 *   <Pagination label="Paginación de productos" size="sm" page={p} totalPages={t} pageItems={pageItems}
 *               onPage={setPage} summary={<p>Mostrando 1 a 12 de 40 productos</p>} />
 *
 * Props:
 *   label        the nav's accessible name
 *   page, totalPages
 *   pageItems?   which numbers to show (the public and admin specs have different rules, so the
 *                caller passes its own); without it the bar says 'Página X de Y' between the arrows
 *   href?        pages are links (crawlable, work before the scripts load) …
 *   onPage?      … or buttons calling this
 *   size?        "md" (default, the public catalogue's boxes) | "sm" (the admin's small buttons)
 *   summary?     node before the controls (e.g. 'Mostrando X a Y de Z'); the bar then stays when
 *                there is a single page, to keep showing it
 *   className?, data-testid?
 * Nothing renders for a single page when there is no summary.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass, type ButtonVariant } from "./button.tsx";

export type PageItem = number | "ellipsis-start" | "ellipsis-end";
export type PaginationSize = "md" | "sm";

type Props = {
  label: string;
  page: number;
  totalPages: number;
  pageItems?: (page: number, totalPages: number) => PageItem[];
  size?: PaginationSize;
  summary?: ReactNode;
  className?: string;
  "data-testid"?: string;
} & ({ href: (page: number) => string; onPage?: never } | { onPage: (page: number) => void; href?: never });

type Look = "idle" | "current" | "arrow";

const box =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors";
const boxIdle =
  "border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-surface-dark dark:text-slate-200 dark:hover:bg-slate-800";
const boxLooks: Record<Look, string> = {
  idle: `${box} ${boxIdle}`,
  arrow: `${box} ${boxIdle}`,
  current: `${box} border-primary-600 bg-primary-600 text-white`,
};
const boxDisabled = `${box} cursor-not-allowed border-slate-200 text-slate-300 dark:border-slate-800 dark:text-slate-600`;
const smallVariants: Record<Look, ButtonVariant> = { idle: "ghost", current: "primary", arrow: "secondary" };

function lookClass(size: PaginationSize, look: Look) {
  return size === "md" ? boxLooks[look] : buttonClass(smallVariants[look], "sm");
}

function listClass(size: PaginationSize, numbered: boolean) {
  if (size === "md") return "flex flex-wrap items-center justify-center gap-2";
  return numbered ? "flex flex-wrap items-center gap-1" : "flex items-center gap-2";
}

export function Pagination(props: Props) {
  const { label, page, totalPages, pageItems, size = "md", summary, className = "" } = props;
  if (totalPages <= 1 && summary === undefined) return null;

  /** One control: a link or a button to `target`, or the disabled look when there is none. */
  const control = (target: number | null, look: Look, content: ReactNode, extra: Record<string, string> = {}) => {
    const cls = lookClass(size, look);
    if (props.href) {
      if (target === null)
        return (
          <span className={size === "md" ? boxDisabled : `${cls} cursor-not-allowed opacity-60`} aria-disabled="true">
            {content}
          </span>
        );
      return (
        <Link to={props.href(target)} className={cls} {...extra}>
          {content}
        </Link>
      );
    }
    return (
      <button
        type="button"
        className={cls}
        disabled={target === null}
        onClick={() => target !== null && props.onPage(target)}
        {...extra}
      >
        {content}
      </button>
    );
  };

  const iconSize = 16;
  return (
    <nav aria-label={label} className={className} data-testid={props["data-testid"]}>
      {summary}
      {totalPages > 1 && (
        <ul className={listClass(size, pageItems !== undefined)}>
          <li>
            {control(
              page > 1 ? page - 1 : null,
              "arrow",
              <>
                <ChevronLeft size={iconSize} aria-hidden /> Anterior
              </>,
              props.href ? { rel: "prev" } : {},
            )}
          </li>
          {pageItems ? (
            pageItems(page, totalPages).map((item) =>
              typeof item === "number" ? (
                <li key={item}>
                  {control(item, item === page ? "current" : "idle", item, {
                    "aria-label": `Página ${item}`,
                    ...(item === page ? { "aria-current": "page" } : {}),
                  })}
                </li>
              ) : (
                <li key={item} aria-hidden className="px-1 text-slate-500">
                  …
                </li>
              ),
            )
          ) : (
            <li className="text-sm text-slate-700 dark:text-slate-300">{`Página ${page} de ${totalPages}`}</li>
          )}
          <li>
            {control(
              page < totalPages ? page + 1 : null,
              "arrow",
              <>
                Siguiente <ChevronRight size={iconSize} aria-hidden />
              </>,
              props.href ? { rel: "next" } : {},
            )}
          </li>
        </ul>
      )}
    </nav>
  );
}

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { pageItems, showingText } from "./pagination.ts";

type Props = { page: number; totalPages: number; perPage: number; total: number; onPage: (page: number) => void };

export function PaginationBar({ page, totalPages, perPage, total, onPage }: Props) {
  return (
    <nav
      aria-label="Paginación de productos"
      className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between"
    >
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="admin-products-showing">
        {showingText(page, perPage, total)}
      </p>
      {totalPages > 1 && (
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            <Button
              variant="secondary"
              size="sm"
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
              icon={<ChevronLeft size={16} aria-hidden />}
            >
              Anterior
            </Button>
          </li>
          {pageItems(page, totalPages).map((item) =>
            typeof item === "number" ? (
              <li key={item}>
                <Button
                  variant={item === page ? "primary" : "ghost"}
                  size="sm"
                  aria-current={item === page ? "page" : undefined}
                  aria-label={`Página ${item}`}
                  onClick={() => onPage(item)}
                >
                  {item}
                </Button>
              </li>
            ) : (
              <li key={item} aria-hidden className="px-1 text-slate-500">
                …
              </li>
            ),
          )}
          <li>
            <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
              Siguiente <ChevronRight size={16} aria-hidden />
            </Button>
          </li>
        </ul>
      )}
    </nav>
  );
}

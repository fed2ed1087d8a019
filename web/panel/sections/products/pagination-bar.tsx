import { Pagination } from "../../../ui/pagination.tsx";
import { pageItems, showingText } from "./pagination.ts";

type Props = { page: number; totalPages: number; perPage: number; total: number; onPage: (page: number) => void };

export function PaginationBar({ page, totalPages, perPage, total, onPage }: Props) {
  return (
    <Pagination
      label="Paginación de productos"
      size="sm"
      page={page}
      totalPages={totalPages}
      pageItems={pageItems}
      onPage={onPage}
      className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between"
      summary={
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="admin-products-showing">
          {showingText(page, perPage, total)}
        </p>
      }
    />
  );
}

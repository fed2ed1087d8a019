import { Pagination } from "../../../ui/pagination.tsx";
import { formatCount } from "../../../lib/format.ts";

type Props = { page: number; pages: number; total: number; onPage: (page: number) => void };

export function AuditPager({ page, pages, total, onPage }: Props) {
  return (
    <Pagination
      label="Paginación del historial"
      size="sm"
      page={page}
      totalPages={pages}
      onPage={onPage}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
      summary={
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="audit-total">
          {total === 1 ? "1 cambio" : `${formatCount(total)} cambios`}
        </p>
      }
    />
  );
}

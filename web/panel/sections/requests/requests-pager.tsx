import { Pagination } from "../../../ui/pagination.tsx";
import type { RequestPage } from "./requests-api.ts";

type Props = { pagination: RequestPage["pagination"]; onPage: (page: number) => void };

/** 'Mostrando 1 a 20 de 45 solicitudes' with the previous and next pages. */
export function RequestsPager({ pagination, onPage }: Props) {
  const { page, perPage, total, totalPages } = pagination;
  return (
    <Pagination
      label="Paginación de solicitudes"
      size="sm"
      page={page}
      totalPages={totalPages}
      onPage={onPage}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
      summary={
        <span className="text-slate-600 dark:text-slate-300" data-testid="requests-range">
          Mostrando {(page - 1) * perPage + 1} a {Math.min(page * perPage, total)} de {total} solicitudes
        </span>
      }
    />
  );
}

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import type { LeadPage } from "./leads-api.ts";

type Props = { pagination: LeadPage["pagination"]; page: number; onPage: (page: number) => void };

/** 'Mostrando 1 a 20 de 45 solicitudes' with the previous and next pages. */
export function LeadsPager({ pagination, page, onPage }: Props) {
  return (
    <nav
      aria-label="Paginación de solicitudes"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <span className="text-slate-600 dark:text-slate-300" data-testid="leads-range">
        Mostrando {(pagination.page - 1) * pagination.perPage + 1} a{" "}
        {Math.min(pagination.page * pagination.perPage, pagination.total)} de {pagination.total} solicitudes
      </span>
      <div className="flex items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          icon={<ChevronLeft size={14} aria-hidden />}
          disabled={pagination.page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Anterior
        </Button>
        <span className="tabular-nums">
          {pagination.page} / {Math.max(1, pagination.totalPages)}
        </span>
        <Button
          size="sm"
          variant="secondary"
          disabled={pagination.page >= pagination.totalPages}
          onClick={() => onPage(page + 1)}
        >
          Siguiente <ChevronRight size={14} aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

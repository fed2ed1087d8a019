import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";

type Props = { page: number; pages: number; total: number; onPage: (page: number) => void };

export function AuditPager({ page, pages, total, onPage }: Props) {
  return (
    <nav aria-label="Paginación del historial" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="audit-total">
        {total === 1 ? "1 cambio" : `${total.toLocaleString("es-EC")} cambios`}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            icon={<ChevronLeft size={16} aria-hidden />}
          >
            Anterior
          </Button>
          <span className="text-sm text-slate-700 dark:text-slate-300">{`Página ${page} de ${pages}`}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Siguiente <ChevronRight size={16} aria-hidden />
          </Button>
        </div>
      )}
    </nav>
  );
}

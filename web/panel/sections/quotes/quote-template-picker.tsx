import { Search } from "lucide-react";
import { useState } from "react";
import { USE_TEMPLATE_LABEL } from "../../../../contracts/quote-templates.ts";
import { Button } from "../../../ui/button.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { Input } from "../../../ui/field.tsx";
import { LoadingState } from "../../../ui/spinner.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { listTemplates, type TemplateSummary } from "./quotes-api.ts";

/**
 * 'Usar plantilla': the templates by name (the server searches accent- and case-insensitively),
 * each with its number of lines and its sections; choosing one hands it to the editor.
 */
export function QuoteTemplatePicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (t: TemplateSummary) => void;
}) {
  const [search, setSearch] = useState("");
  const { data, loading, error } = useAdminQuery(
    open ? `templates:${search.trim()}` : null,
    () => listTemplates(search),
    "Error al cargar las plantillas",
  );
  const list = data ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={USE_TEMPLATE_LABEL}
      description="Las líneas toman los precios del catálogo de hoy."
      panelProps={{ "data-testid": "quote-template-picker" }}
    >
      <div className="space-y-3">
        <div className="relative">
          <Search size={16} className="absolute left-2 top-1/2 -translate-y-1/2 text-slate-400" aria-hidden />
          <Input
            type="search"
            aria-label="Buscar plantilla"
            placeholder="Buscar plantilla por nombre"
            className="pl-8"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoFocus
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : loading && !data ? (
          <LoadingState>Cargando...</LoadingState>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-500">
            {search.trim() ? "Ninguna plantilla con ese nombre." : "Aún no hay plantillas."}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
            {list.map((t) => (
              <li key={t.id} className="flex items-center justify-between gap-3 p-3" data-testid="quote-template">
                <div className="min-w-0 text-sm">
                  <p className="font-medium">{t.name}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {t.lineCount === 1 ? "1 línea" : `${t.lineCount} líneas`}
                    {t.sections.length > 0 && ` · Secciones: ${t.sections.join(", ")}`}
                  </p>
                </div>
                <Button size="sm" aria-label={`Usar ${t.name}`} onClick={() => onPick(t)}>
                  Usar
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

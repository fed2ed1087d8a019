import { Pencil, Search, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Input } from "../../../ui/field.tsx";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAuth } from "../../../session/auth-provider.tsx";
import { QueryStatus } from "../../kit/query-status.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { templateContents, templateHistory } from "./template-labels.ts";
import { TemplateRenameDialog } from "./template-rename-dialog.tsx";
import { deleteTemplate, listTemplates, type TemplateSummary } from "./templates-api.ts";

const muted = "text-slate-500 dark:text-slate-400";

/**
 * Administración › Plantillas (ADR 050): the quote templates staff save from a quote and use in
 * the editor. Everyone reads and searches them; admins rename and delete.
 */
export function TemplatesSection() {
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search.trim(), 300);
  const query = useAdminQuery(`templates:${settled}`, () => listTemplates(settled), "Error al cargar las plantillas");
  const canWrite = useAuth().user?.role === "admin";
  const [renaming, setRenaming] = useState<TemplateSummary | null>(null);
  const [deleting, setDeleting] = useState<TemplateSummary | null>(null);
  const { run } = usePanelWrite<"delete">();

  async function remove() {
    if (!deleting) return false;
    const result = await run("delete", () => deleteTemplate(deleting.id), {
      success: (res) => res.message ?? "Plantilla eliminada",
      failure: "Error al eliminar la plantilla",
      then: () => query.reload(),
    });
    return result.ok;
  }

  return (
    <div data-testid="templates-section">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
          Plantillas de cotización{" "}
          {query.data && <span className={`text-sm font-normal ${muted}`}>({query.data.length})</span>}
        </h3>
        <label className="relative w-full sm:w-72">
          <span className="sr-only">Buscar plantilla por nombre</span>
          <Search size={16} aria-hidden className={`absolute left-3 top-1/2 -translate-y-1/2 ${muted}`} />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Buscar por nombre"
            className="pl-9"
            maxLength={100}
            data-testid="templates-search"
          />
        </label>
      </div>
      <p className={`mb-4 text-sm ${muted}`}>
        Se guardan desde una cotización con 'Guardar como plantilla' y se usan en el editor con 'Usar plantilla'. Los
        precios se toman del catálogo al usarlas.
        {!canWrite && " Solo un administrador puede renombrarlas o eliminarlas."}
      </p>
      <QueryStatus query={query}>
        {(templates) =>
          templates.length === 0 ? (
            <EmptyState title={settled ? "Ninguna plantilla con ese nombre" : "No hay plantillas"} />
          ) : (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-700 dark:bg-surface-dark">
              {templates.map((t) => (
                <li key={t.id} data-testid="templates-row" className="flex items-start gap-3 px-4 py-3 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="break-words font-medium text-slate-900 dark:text-white">{t.name}</p>
                    <p className="text-slate-700 dark:text-slate-300">{templateContents(t)}</p>
                    <p className={`text-xs ${muted}`}>{templateHistory(t)}</p>
                  </div>
                  {canWrite && (
                    <span className="flex shrink-0 gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Renombrar ${t.name}`}
                        title="Renombrar"
                        onClick={() => setRenaming(t)}
                      >
                        <Pencil size={16} aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Eliminar ${t.name}`}
                        title="Eliminar"
                        className="text-red-600 dark:text-red-400"
                        onClick={() => setDeleting(t)}
                      >
                        <Trash2 size={16} aria-hidden />
                      </Button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>
      {canWrite && (
        <>
          <TemplateRenameDialog
            template={renaming}
            onClose={() => setRenaming(null)}
            onRenamed={() => {
              setRenaming(null);
              void query.reload();
            }}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title="Eliminar plantilla"
            description={
              <>
                ¿Seguro que deseas eliminar la plantilla <strong>{deleting?.name}</strong>? Las cotizaciones hechas con
                ella no cambian.
              </>
            }
            confirmLabel="Eliminar"
            onConfirm={remove}
          />
        </>
      )}
    </div>
  );
}

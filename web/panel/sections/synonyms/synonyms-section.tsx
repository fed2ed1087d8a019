import { Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { SynonymGroupDto } from "../../../../contracts/synonyms.ts";
import { Button } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { QueryStatus } from "../../kit/query-status.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { isSessionError } from "../../kit/use-api-failure.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { useAuth } from "../../../session/auth-provider.tsx";
import { deleteSynonyms, listSynonyms } from "./synonyms-api.ts";
import { SynonymsDialog } from "./synonyms-dialog.tsx";
import { PREFILL_PARAM, termsText } from "./synonym-form.ts";

const muted = "text-slate-500 dark:text-slate-400";

/**
 * Administración › Sinónimos (ADR 031): the groups the search reads as one. Staff read them;
 * admins create, edit and delete. `?termino=` (the dashboard's 'Crear sinónimo') opens a new
 * group with that term typed.
 */
export function SynonymsSection() {
  const query = useAdminQuery("synonyms", listSynonyms, "Error al cargar los sinónimos");
  const canWrite = useAuth().user?.role === "admin";
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<SynonymGroupDto | string | null>(null);
  const [deleting, setDeleting] = useState<SynonymGroupDto | null>(null);
  const { run } = usePanelWrite<"delete">();

  const prefill = params.get(PREFILL_PARAM);
  useEffect(() => {
    if (prefill === null || !canWrite) return;
    setEditing(`${prefill.trim()} = `);
    // Once open, the term lives in the form: a reload must not open it again over other work.
    setParams(
      (p) => {
        p.delete(PREFILL_PARAM);
        return p;
      },
      { replace: true },
    );
  }, [prefill, canWrite, setParams]);

  async function remove() {
    if (!deleting) return false;
    const result = await run("delete", () => deleteSynonyms(deleting.id), {
      success: (res) => res.message ?? "Eliminado",
      failure: "Error al eliminar los sinónimos",
      then: () => void query.reload(),
    });
    // A refusal keeps the question open (its toast says why); signed out, it closes.
    return result.ok || isSessionError(result.error);
  }

  return (
    <div data-testid="synonyms-section">
      <QueryStatus query={query}>
        {(groups) => (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                Sinónimos <span className={`text-sm font-normal ${muted}`}>({groups.length})</span>
              </h3>
              {canWrite && (
                <Button icon={<Plus size={16} aria-hidden />} onClick={() => setEditing("")}>
                  Crear sinónimos
                </Button>
              )}
            </div>
            <p className={`mb-4 text-sm ${muted}`}>
              La búsqueda trata los términos de un grupo como la misma palabra: quien busca uno encuentra lo que
              encuentran los demás.
              {!canWrite && " Solo un administrador puede modificarlos."}
            </p>
            {groups.length === 0 ? (
              <EmptyState title="No hay sinónimos" />
            ) : (
              // One list at every width: a group is a single line of text and its two actions.
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-700 dark:bg-surface-dark">
                {groups.map((g) => (
                  <li key={g.id} data-testid="synonyms-row" className="flex items-center gap-3 px-4 py-3 text-sm">
                    <span className="min-w-0 flex-1 break-words text-slate-800 dark:text-slate-200">
                      {termsText(g.terms)}
                    </span>
                    {canWrite && (
                      <span className="flex shrink-0 gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Editar ${termsText(g.terms)}`}
                          title="Editar"
                          onClick={() => setEditing(g)}
                        >
                          <Pencil size={16} aria-hidden />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Eliminar ${termsText(g.terms)}`}
                          title="Eliminar"
                          className="text-red-600 dark:text-red-400"
                          onClick={() => setDeleting(g)}
                        >
                          <Trash2 size={16} aria-hidden />
                        </Button>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryStatus>
      {canWrite && (
        <>
          <SynonymsDialog
            editing={editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void query.reload();
            }}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title="Eliminar sinónimos"
            description={
              <>
                ¿Seguro que deseas eliminar el grupo <strong>{deleting ? termsText(deleting.terms) : ""}</strong>? La
                búsqueda dejará de tratarlos como la misma palabra.
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

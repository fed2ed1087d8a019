import { ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { deleteTaxonomy, type TaxonomyKind, type TaxonomyLists, type TaxonomyRow } from "./taxonomy-api.ts";
import { TaxonomyDialog } from "./taxonomy-dialog.tsx";
import type { Brand, Category, Subcategory } from "./taxonomy-form.ts";
import { ACTIVE_PRODUCTS_HEADER, KIND_LABEL } from "./taxonomy-labels.ts";
import { AdminTable } from "../../kit/admin-table.tsx";
import { failureText } from "../../kit/panel-write.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { useCatalogWriter } from "../../kit/use-catalog-writer.ts";

type Column = { header: string; cell: (row: TaxonomyRow) => ReactNode; className?: string };

const muted = "text-slate-500 dark:text-slate-400";
const count = (n: number | undefined) => n ?? 0;

/** The table's columns (cards show the same, as 'header: value' lines). */
export function columnsOf(kind: TaxonomyKind): Column[] {
  const description: Column = {
    header: "Descripción",
    cell: (r) => <span className="line-clamp-2">{r.description || <span className={muted}>—</span>}</span>,
  };
  const products: Column = {
    header: ACTIVE_PRODUCTS_HEADER,
    cell: (r) => count(r.products_count),
    className: "text-right tabular-nums",
  };
  switch (kind) {
    case "categories":
      return [
        description,
        {
          header: "Subcategorías",
          cell: (r) => (r as Category).subcategories.length,
          className: "text-right tabular-nums",
        },
        products,
      ];
    case "subcategories":
      return [
        { header: "Categoría", cell: (r) => (r as Subcategory).category?.name ?? <span className={muted}>—</span> },
        description,
        products,
      ];
    case "brands":
      return [
        description,
        {
          header: "Sitio web",
          cell: (r) => {
            const site = (r as Brand).website;
            return site ? (
              <a
                href={site}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 wrap-anywhere text-primary-700 hover:underline dark:text-primary-300"
              >
                {site.replace(/^https?:\/\//, "")} <ExternalLink size={14} aria-hidden />
              </a>
            ) : (
              <span className={muted}>—</span>
            );
          },
        },
        products,
      ];
  }
}

function RowName({ kind, row }: { kind: TaxonomyKind; row: TaxonomyRow }) {
  const logo = kind === "brands" ? (row as Brand).logo_url : null;
  return (
    <span className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
      {logo && <img src={logo} alt="" className="h-6 w-10 object-contain" loading="lazy" />}
      {row.name}
    </span>
  );
}

type Props = { kind: TaxonomyKind; lists: TaxonomyLists; onChanged: () => void };

/** One sub-tab: a table on large screens, cards on small ones, the modal and the delete question. */
export function TaxonomySection({ kind, lists, onChanged }: Props) {
  const { run } = usePanelWrite<"delete">();
  // 'ventas' reads the taxonomy; creating, editing and deleting are the admins' (the server's 403).
  const writer = useCatalogWriter();
  const [editing, setEditing] = useState<TaxonomyRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<TaxonomyRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const label = KIND_LABEL[kind];
  const rows: TaxonomyRow[] = lists[kind];
  const columns = columnsOf(kind);

  async function remove() {
    if (!deleting) return false;
    const failure = `Error al eliminar la ${label.one}`;
    const result = await run("delete", () => deleteTaxonomy(kind, deleting.id), {
      success: (res) => res.message ?? "Eliminado",
      failure,
      then: () => {
        setDeleteError(null);
        onChanged();
      },
    });
    if (result.ok) return true;
    const message = failureText(result.error, { failure });
    if (message === null) return true;
    // In-use deletes answer 409 with how many products use it: keep the question open with it.
    setDeleteError(message);
    return false;
  }

  const actions = (row: TaxonomyRow) => (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Editar ${row.name}`}
        title="Editar"
        onClick={() => setEditing(row)}
      >
        <Pencil size={16} aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Eliminar ${row.name}`}
        title="Eliminar"
        className="text-red-600 dark:text-red-400"
        onClick={() => {
          setDeleteError(null);
          setDeleting(row);
        }}
      >
        <Trash2 size={16} aria-hidden />
      </Button>
    </div>
  );

  return (
    <div data-testid={`${label.testId}-section`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
          {label.tab} <span className={`text-sm font-normal ${muted}`}>({rows.length})</span>
        </h3>
        {writer && (
          <Button icon={<Plus size={16} aria-hidden />} onClick={() => setEditing("new")}>
            {label.create}
          </Button>
        )}
      </div>

      {rows.length === 0 ? (
        <EmptyState title={label.empty} />
      ) : (
        <>
          <AdminTable
            actions={writer}
            headers={[{ label: "Nombre" }, ...columns.map((c) => ({ label: c.header, className: c.className }))]}
          >
            {rows.map((row) => (
              <tr key={row.id} data-testid={`${label.testId}-row`}>
                <td className="px-4 py-3">
                  <RowName kind={kind} row={row} />
                </td>
                {columns.map((c) => (
                  <td
                    key={c.header}
                    className={`max-w-md px-4 py-3 text-slate-700 dark:text-slate-300 ${c.className ?? ""}`}
                  >
                    {c.cell(row)}
                  </td>
                ))}
                {writer && <td className="px-4 py-2">{actions(row)}</td>}
              </tr>
            ))}
          </AdminTable>

          <ul className="grid gap-3 sm:grid-cols-2 lg:hidden">
            {rows.map((row) => (
              <li
                key={row.id}
                data-testid={`${label.testId}-card`}
                className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-surface-dark"
              >
                <div className="flex items-start justify-between gap-2">
                  <RowName kind={kind} row={row} />
                  {writer && actions(row)}
                </div>
                <dl className="mt-2 space-y-1 text-sm">
                  {columns.map((c) => (
                    <div key={c.header} className="flex gap-2">
                      <dt className={`shrink-0 ${muted}`}>{c.header}:</dt>
                      <dd className="min-w-0 text-slate-700 dark:text-slate-300">{c.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}

      <TaxonomyDialog
        kind={kind}
        editing={editing}
        categories={lists.categories}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          onChanged();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Eliminar ${label.one}`}
        description={
          <>
            ¿Seguro que deseas eliminar {label.article} {label.one} <strong>{deleting?.name}</strong>? Esta acción no se
            puede deshacer.
          </>
        }
        confirmLabel="Eliminar"
        onConfirm={remove}
      >
        {deleteError && (
          <p
            role="alert"
            data-testid="delete-error"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
          >
            {deleteError}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

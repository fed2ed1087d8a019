import { FolderPlus, Pencil } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import type { Product } from "../../../../contracts/catalog.ts";
import { LINK_MESSAGES } from "../../../../contracts/catalog-links.ts";
import { Button } from "../../../ui/button.tsx";
import { Field, Input } from "../../../ui/field.tsx";
import { LoadingState } from "../../../ui/spinner.tsx";
import { useToast } from "../../../ui/toast-provider.tsx";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { addRelatedGroup, listRelated } from "./products-api.ts";
import { ProductPicker } from "./product-picker.tsx";
import { useProductSubList } from "./use-product-sub-list.ts";
import { RelatedGroupDialog } from "./related-group-dialog.tsx";
import { groupRelated, partialMessage, typeError, type RelatedGroup } from "./related-rules.ts";

/** Related products of a saved product, grouped by relationship type (admin spec §4, §5). */
export function RelatedTab({ productId }: { productId: number }) {
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const form = useForm<{ type: string }>({ defaultValues: { type: "" } });
  const typeMessage = form.formState.errors.type?.message;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const { busy, run } = usePanelWrite();
  const [editing, setEditing] = useState<RelatedGroup | null>(null);

  const { items: links, reload: load } = useProductSubList(
    productId,
    () => listRelated(productId),
    "Error al cargar productos relacionados",
  );

  const groups = useMemo(() => groupRelated(links ?? []), [links]);
  const related = useMemo(() => new Set((links ?? []).map((l) => l.related_product_id)), [links]);

  function toggle(p: Product) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(p.id)) next.delete(p.id);
      else next.add(p.id);
      return next;
    });
  }

  function resetNew() {
    setCreating(false);
    form.reset();
    setSelected(new Set());
  }

  async function saveNewGroup({ type }: { type: string }) {
    const problem = typeError(
      type,
      groups.map((g) => g.type),
    );
    if (problem) form.setError("type", { type: "validate", message: problem });
    if (problem || selected.size === 0) {
      toast.error(problem && problem !== LINK_MESSAGES.typeRequired ? problem : LINK_MESSAGES.selectTypeAndProducts);
      return;
    }
    const ids = [...selected];
    await run("save", () => addRelatedGroup(productId, type.trim(), ids), {
      success: (result) => (result.created === ids.length ? "Productos relacionados agregados correctamente" : null),
      failure: "Error al guardar los productos relacionados",
      prefixFailure: true,
      then: async (result) => {
        if (result.created !== ids.length) toast.warning(partialMessage(result.created, ids.length, result.skipped));
        resetNew();
        await load();
      },
    });
  }

  return (
    <div className="space-y-5" data-testid="related-tab">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900 dark:text-white">
          Grupos de productos relacionados ({groups.length})
        </h3>
        {!creating && (
          <Button size="sm" icon={<FolderPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            Nuevo grupo
          </Button>
        )}
      </div>

      {creating && (
        <div className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <Field
            label="Tipo de relación"
            required
            error={typeMessage}
            hint="Por ejemplo: Repuestos, Alternativas, Complementos."
          >
            {(p) => (
              <Input {...p} {...form.register("type", { onChange: () => typeMessage && form.clearErrors("type") })} />
            )}
          </Field>
          <ProductPicker
            selfId={productId}
            taken={related}
            takenLabel="Ya relacionado"
            selected={selected}
            onToggle={toggle}
            label="Productos del grupo"
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={resetNew}>
              Cancelar
            </Button>
            <Button onClick={() => void form.handleSubmit(saveNewGroup)()} loading={busy === "save"}>
              Guardar grupo
            </Button>
          </div>
        </div>
      )}

      {links === null ? (
        <LoadingState>Cargando...</LoadingState>
      ) : groups.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Este producto aún no tiene productos relacionados.</p>
      ) : (
        <div className="space-y-4">
          {groups.map((g) => (
            <section
              key={g.type}
              className="rounded-lg border border-slate-200 dark:border-slate-700"
              aria-label={`Grupo ${g.type}`}
              data-testid="related-group"
            >
              <header className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2 dark:border-slate-700">
                <h4 className="font-medium text-slate-900 dark:text-white">
                  {g.type} <span className="text-sm font-normal text-slate-500">({g.links.length})</span>
                </h4>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Pencil size={14} aria-hidden />}
                  onClick={() => setEditing(g)}
                  aria-label={`Editar grupo ${g.type}`}
                >
                  Editar grupo
                </Button>
              </header>
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {g.links.map((l) => (
                  <li key={l.id} className="px-4 py-2 text-sm">
                    <span className="font-medium text-slate-900 dark:text-white">{l.relatedProduct.name}</span>
                    <span className="text-slate-600 dark:text-slate-300"> · SKU: {l.relatedProduct.sku}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      {editing && (
        <RelatedGroupDialog
          productId={productId}
          group={editing}
          otherTypes={groups.filter((g) => g.type !== editing.type).map((g) => g.type)}
          related={related}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      )}
    </div>
  );
}

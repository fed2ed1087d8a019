import { Undo2, X } from "lucide-react";
import { useState } from "react";
import type { Product } from "../../../../contracts/catalog.ts";
import { LINK_MESSAGES } from "../../../../contracts/catalog-links.ts";
import { Button } from "../../../ui/button.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { CancelButton } from "./cancel-button.tsx";
import { Field, Input } from "../../../ui/field.tsx";
import { useToast } from "../../../ui/toast-provider.tsx";
import { isSessionError, serverMessage } from "../../kit/use-api-failure.ts";
import { saveRelatedGroup } from "./products-api.ts";
import { ProductPicker } from "./product-picker.tsx";
import { partialMessage, typeError, type RelatedGroup } from "./related-rules.ts";

type Props = {
  productId: number;
  group: RelatedGroup;
  otherTypes: string[];
  /** Every product already related (any group): not offered again. */
  related: Set<number>;
  onClose: () => void;
  onSaved: () => void;
};

/** Group edit (admin spec §4): rename every member, remove members, add members; one Save. */
export function RelatedGroupDialog({ productId, group, otherTypes, related, onClose, onSaved }: Props) {
  const toast = useToast();
  const [name, setName] = useState(group.type);
  const [nameError, setNameError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<Set<number>>(new Set());
  const [added, setAdded] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const dirty = name !== group.type || removed.size > 0 || added.size > 0;

  const toggleRemoved = (id: number) =>
    setRemoved((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAdded = (p: Product) =>
    setAdded((s) => {
      const next = new Set(s);
      if (next.has(p.id)) next.delete(p.id);
      else next.add(p.id);
      return next;
    });

  async function save() {
    const to = name.trim();
    const problem = typeError(to, otherTypes, LINK_MESSAGES.newTypeRequired);
    setNameError(problem);
    if (problem) return;
    const remove = [...removed];
    const add = [...added];
    const renaming = to !== group.type;
    const remaining = group.links.length - remove.length;
    const expected = remove.length + (renaming ? remaining : 0) + add.length;
    setSaving(true);
    try {
      const result = await saveRelatedGroup(productId, { from: group.type, to, remove, add });
      const done = result.removed + (renaming ? result.renamed : 0) + result.added;
      if (done >= expected) toast.success("Grupo actualizado correctamente");
      else toast.warning(partialMessage(done, expected, add.length - result.added));
      onSaved();
    } catch (err) {
      if (!isSessionError(err)) {
        const detail = serverMessage(err);
        toast.error(detail ? `Error al actualizar el grupo: ${detail}` : "Error al actualizar el grupo");
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Editar grupo de productos relacionados"
      description={`Grupo «${group.type}»: los cambios se aplican al guardar.`}
      size="lg"
      dirty={dirty}
      panelProps={{ "data-testid": "related-group-dialog" }}
      footer={
        <>
          <CancelButton />
          <Button onClick={save} loading={saving}>
            Guardar cambios
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <Field
          label="Tipo de relación"
          required
          error={nameError}
          hint="El nuevo nombre se aplica a todos los productos del grupo."
        >
          {(p) => (
            <Input
              {...p}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                if (nameError) setNameError(null);
              }}
            />
          )}
        </Field>

        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-100">Productos del grupo</h3>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
            {group.links.map((l) => {
              const out = removed.has(l.related_product_id);
              return (
                <li key={l.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                  <span className={`flex-1 ${out ? "text-slate-400 line-through" : "text-slate-900 dark:text-white"}`}>
                    {l.relatedProduct.name} <span className="text-slate-500">· SKU: {l.relatedProduct.sku}</span>
                    {out && <span className="sr-only"> (se quitará)</span>}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={out ? <Undo2 size={14} aria-hidden /> : <X size={14} aria-hidden />}
                    onClick={() => toggleRemoved(l.related_product_id)}
                    aria-label={out ? `Mantener ${l.relatedProduct.name}` : `Quitar ${l.relatedProduct.name}`}
                  >
                    {out ? "Mantener" : "Quitar"}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>

        <ProductPicker
          selfId={productId}
          taken={related}
          takenLabel="Ya relacionado"
          selected={added}
          onToggle={toggleAdded}
          label="Agregar productos al grupo"
        />
      </div>
    </Dialog>
  );
}

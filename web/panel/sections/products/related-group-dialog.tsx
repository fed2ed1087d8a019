import { Undo2, X } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { Product } from "../../../../contracts/catalog.ts";
import { LINK_MESSAGES } from "../../../../contracts/catalog-links.ts";
import { Button } from "../../../ui/button.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { CancelButton } from "./cancel-button.tsx";
import { Field, Input } from "../../../ui/field.tsx";
import { serverFieldErrors } from "../../../lib/field-errors.ts";
import { useToast } from "../../../ui/toast-provider.tsx";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
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
  const form = useForm<{ to: string }>({ defaultValues: { to: group.type } });
  const name = form.watch("to");
  const nameError = form.formState.errors.to?.message;
  const [removed, setRemoved] = useState<Set<number>>(new Set());
  const [added, setAdded] = useState<Set<number>>(new Set());
  const { busy, run } = usePanelWrite();
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

  async function save({ to: typed }: { to: string }) {
    const problem = typeError(typed, otherTypes, LINK_MESSAGES.newTypeRequired);
    if (problem) return form.setError("to", { type: "validate", message: problem });
    const to = typed.trim();
    const remove = [...removed];
    const add = [...added];
    const renaming = to !== group.type;
    const remaining = group.links.length - remove.length;
    const expected = remove.length + (renaming ? remaining : 0) + add.length;
    const done = (result: { removed: number; renamed: number; added: number }) =>
      result.removed + (renaming ? result.renamed : 0) + result.added;
    const result = await run("save", () => saveRelatedGroup(productId, { from: group.type, to, remove, add }), {
      success: (result) => (done(result) >= expected ? "Grupo actualizado correctamente" : null),
      failure: "Error al actualizar el grupo",
      prefixFailure: true,
      then: (result) => {
        if (done(result) < expected) toast.warning(partialMessage(done(result), expected, add.length - result.added));
        onSaved();
      },
    });
    // The toast says what failed; a refused name is also marked on its field.
    const refused = result.ok ? undefined : serverFieldErrors(result.error, ["to"]).to;
    if (refused) form.setError("to", { type: "server", message: refused });
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
          <Button onClick={() => void form.handleSubmit(save)()} loading={busy === "save"}>
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
          {(p) => <Input {...p} {...form.register("to", { onChange: () => nameError && form.clearErrors("to") })} />}
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

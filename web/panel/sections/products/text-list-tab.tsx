import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { LINK_MESSAGES, sortOrder } from "../../../../contracts/catalog-links.ts";
import { Button } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { Field, Input, Textarea } from "../../../ui/field.tsx";
import { LoadingState } from "../../../ui/spinner.tsx";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { useProductSubList } from "./use-product-sub-list.ts";
import type { TextItem, TextListApi } from "./products-api.ts";

/** Every text of admin spec §8 for the two lists, word for word. */
const TEXTS = {
  feature: {
    one: "característica",
    label: "Característica",
    newLabel: "Nueva característica",
    empty: "Este producto aún no tiene características.",
    created: "Característica creada correctamente",
    updated: "Característica actualizada correctamente",
    deleted: "Característica eliminada correctamente",
    loadError: "Error al cargar características",
    saveError: "Error al guardar característica",
    deleteError: "Error al eliminar característica",
  },
  application: {
    one: "aplicación",
    label: "Aplicación",
    newLabel: "Nueva aplicación",
    empty: "Este producto aún no tiene aplicaciones.",
    created: "Aplicación creada correctamente",
    updated: "Aplicación actualizada correctamente",
    deleted: "Aplicación eliminada correctamente",
    loadError: "Error al cargar aplicaciones",
    saveError: "Error al guardar aplicación",
    deleteError: "Error al eliminar aplicación",
  },
} as const;

/**
 * sort_order by the contract's rule (admin §5: an integer ≥ 0; blank or non-numeric is 0), with its
 * Spanish message: the browser's own bubble for a number input is in the browser's language.
 */
export function readSortOrder(raw: string): { value: number } | { error: string } {
  const parsed = sortOrder.safeParse(raw);
  return parsed.success
    ? { value: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? LINK_MESSAGES.sortOrderInvalid };
}

type Props = { productId: number; api: TextListApi; kind: keyof typeof TEXTS };

function ItemEditor({
  idPrefix,
  label,
  initialText,
  initialOrder,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  label: string;
  initialText: string;
  /** null for a new item: its order starts blank, and blank puts it after the last one. */
  initialOrder: number | null;
  submitLabel: string;
  onSubmit: (text: string, order: number | undefined) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const form = useForm<{ text: string; order: string }>({
    defaultValues: { text: initialText, order: initialOrder === null ? "" : String(initialOrder) },
  });
  const blank = form.watch("text").trim() === "";
  const busy = form.formState.isSubmitting;
  const orderError = form.formState.errors.order?.message;

  async function submit({ text: sent, order }: { text: string; order: string }) {
    if (sent.trim() === "") return;
    const read = readSortOrder(order);
    if ("error" in read)
      return form.setError("order", { type: "validate", message: read.error }, { shouldFocus: true });
    const next = initialOrder === null && order.trim() === "";
    const ok = await onSubmit(sent.trim(), next ? undefined : read.value);
    // Cleared only if unchanged: what staff typed while the save was on its way is kept.
    if (ok && !onCancel) {
      if (form.getValues("text") === sent) form.setValue("text", "");
      if (form.getValues("order") === order) form.setValue("order", "");
    }
  }

  return (
    // noValidate: the order's rule and message are ours (Spanish, under the field), not the browser's.
    <form
      noValidate
      onSubmit={(e) => (busy ? e.preventDefault() : void form.handleSubmit(submit)(e))}
      className="grid gap-3 sm:grid-cols-[1fr_7rem_auto] sm:items-start"
    >
      <Field label={label} required id={`${idPrefix}-text`}>
        {(p) => <Textarea {...p} rows={2} {...form.register("text")} />}
      </Field>
      <Field label="Orden" id={`${idPrefix}-order`} error={orderError}>
        {(p) => (
          <Input
            {...p}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            placeholder={initialOrder === null ? "Al final" : undefined}
            {...form.register("order", { onChange: () => form.clearErrors("order") })}
          />
        )}
      </Field>
      <div className="flex gap-2 sm:mt-6">
        <Button
          type="submit"
          disabled={blank}
          loading={busy}
          icon={onCancel ? undefined : <Plus size={16} aria-hidden />}
        >
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </div>
    </form>
  );
}

/** Features or applications of a saved product: ordered list, add, edit, delete. */
export function TextListTab({ productId, api, kind }: Props) {
  const t = TEXTS[kind];
  const { run } = usePanelWrite<"create" | "update" | "delete">();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TextItem | null>(null);

  const { items, reload: load } = useProductSubList(productId, () => api.list(productId), t.loadError);

  async function create(text: string, order: number | undefined) {
    const result = await run("create", () => api.create(productId, text, order), {
      success: t.created,
      failure: t.saveError,
      prefixFailure: true,
      then: load,
    });
    return result.ok;
  }

  async function update(id: number, text: string, order: number) {
    const result = await run("update", () => api.update(productId, id, text, order), {
      success: t.updated,
      failure: t.saveError,
      prefixFailure: true,
      then: async () => {
        setEditing(null);
        await load();
      },
    });
    return result.ok;
  }

  async function remove() {
    if (!deleting) return;
    await run("delete", () => api.remove(productId, deleting.id), {
      success: t.deleted,
      failure: t.deleteError,
      prefixFailure: true,
      rethrow: true,
      then: load,
    });
  }

  return (
    <div className="space-y-5" data-testid={`${kind}-tab`}>
      <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <ItemEditor
          idPrefix={`new-${kind}`}
          label={t.newLabel}
          initialText=""
          initialOrder={null}
          submitLabel="Agregar"
          onSubmit={create}
        />
      </div>
      {items === null ? (
        <LoadingState>Cargando...</LoadingState>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t.empty}</p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {items.map((item) => (
            <li key={item.id} className="p-3" data-testid={`${kind}-item`}>
              {editing === item.id ? (
                <ItemEditor
                  idPrefix={`edit-${kind}-${item.id}`}
                  label={t.label}
                  initialText={item.text}
                  initialOrder={item.sort_order}
                  submitLabel="Guardar"
                  onSubmit={(text, order) => update(item.id, text, order ?? item.sort_order)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div className="flex items-start gap-3">
                  <span
                    className="mt-0.5 min-w-8 rounded bg-slate-100 px-2 py-0.5 text-center text-xs font-semibold tabular-nums text-slate-700 dark:bg-slate-800 dark:text-slate-200"
                    title="Orden"
                  >
                    {item.sort_order}
                  </span>
                  <p className="flex-1 whitespace-pre-line text-sm text-slate-800 dark:text-slate-100">{item.text}</p>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Editar ${t.one}: ${item.text}`}
                    onClick={() => setEditing(item.id)}
                  >
                    <Pencil size={16} aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Eliminar ${t.one}: ${item.text}`}
                    onClick={() => setDeleting(item)}
                  >
                    <Trash2 size={16} aria-hidden className="text-red-600" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Eliminar ${t.one}`}
        description={deleting ? `¿Eliminar «${deleting.text}»?` : undefined}
        confirmLabel="Eliminar"
        onConfirm={remove}
      />
    </div>
  );
}

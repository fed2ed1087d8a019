import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { TAXONOMY_LIMITS } from "../../../../contracts/taxonomy.ts";
import { Field, Input, Select, Textarea } from "../../../ui/field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { markFields, serverFieldErrors } from "../../../lib/field-errors.ts";
import { saveTaxonomy, type TaxonomyKind, type TaxonomyRow } from "./taxonomy-api.ts";
import { TAXONOMY_FIELDS, validateTaxonomy, valuesOf, type Category, type TaxonomyValues } from "./taxonomy-form.ts";
import { KIND_LABEL } from "./taxonomy-labels.ts";
import { FormDialog } from "../../kit/form-dialog.tsx";
import { failureText } from "../../kit/panel-write.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";

const FAILURE = "Error al guardar";

type Props = {
  kind: TaxonomyKind;
  /** null: closed; "new": create; a row: edit it. */
  editing: TaxonomyRow | "new" | null;
  categories: Category[];
  onClose: () => void;
  onSaved: () => void;
};

/** Create / edit modal: checks with the contracts first; on any error the typed values stay. */
export function TaxonomyDialog({ kind, editing, categories, onClose, onSaved }: Props) {
  const row = editing === "new" ? null : editing;
  const form = useForm<TaxonomyValues>({ defaultValues: valuesOf(kind, row) });
  const { errors } = form.formState;
  const { busy, run } = usePanelWrite();
  const label = KIND_LABEL[kind];
  const formId = `${label.testId}-form`;

  // A new target (open, or another row): start from its values.
  useEffect(() => {
    form.reset(valuesOf(kind, editing === "new" ? null : editing));
  }, [kind, editing, form]);

  async function submit(values: TaxonomyValues) {
    if (busy) return;
    const checked = validateTaxonomy(kind, values);
    if (!checked.ok) return markFields(form, checked.errors);
    const result = await run("save", () => saveTaxonomy(kind, row?.id ?? null, checked.body), {
      success: (res) => res.message ?? "Guardado",
      failure: FAILURE,
      then: onSaved,
    });
    if (result.ok) return;
    const message = failureText(result.error, { failure: FAILURE });
    if (message === null) return;
    const byField = serverFieldErrors(result.error, TAXONOMY_FIELDS[kind]);
    // Duplicates (409) are about the name: say it there as well as above the form.
    if (result.error instanceof ApiError && result.error.status === 409 && /nombre/i.test(message))
      byField.name = message;
    markFields(form, byField);
    form.setError("root.server", { message });
  }

  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={row ? label.edit : label.create}
      dirty={form.formState.isDirty}
      saving={busy !== null}
      testId={`${label.testId}-dialog`}
      formId={formId}
      submitLabel={row ? "Actualizar" : "Crear"}
      formError={errors.root?.server?.message}
      onSubmit={form.handleSubmit(submit)}
      className="space-y-4"
    >
      <Field label="Nombre" required error={errors.name?.message}>
        {(p) => <Input {...p} {...form.register("name")} maxLength={TAXONOMY_LIMITS.name} autoComplete="off" />}
      </Field>
      {kind === "subcategories" && (
        <Field label="Categoría" required error={errors.category_id?.message}>
          {(p) => (
            <Select {...p} {...form.register("category_id")}>
              <option value="">Selecciona una categoría</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <Field label="Descripción" required error={errors.description?.message}>
        {(p) => <Textarea {...p} {...form.register("description")} rows={3} maxLength={TAXONOMY_LIMITS.description} />}
      </Field>
      {kind === "brands" && (
        <>
          <Field
            label="URL del logo"
            error={errors.logo_url?.message}
            hint="Opcional: https://... o una ruta que empiece con /"
          >
            {(p) => <Input {...p} {...form.register("logo_url")} type="text" inputMode="url" />}
          </Field>
          <Field label="Sitio web" error={errors.website?.message} hint="Opcional: https://...">
            {(p) => <Input {...p} {...form.register("website")} type="text" inputMode="url" />}
          </Field>
        </>
      )}
    </FormDialog>
  );
}

import { useEffect, useState, type FormEvent } from "react";
import type { FieldError } from "../../../../contracts/envelope.ts";
import { TAXONOMY_LIMITS } from "../../../../contracts/taxonomy.ts";
import { Field, Input, Select, Textarea } from "../../../ui/field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useToast } from "../../../ui/toast-provider.tsx";
import { saveTaxonomy, type TaxonomyKind, type TaxonomyRow } from "./taxonomy-api.ts";
import {
  serverFieldErrors,
  validateTaxonomy,
  valuesOf,
  type Category,
  type FieldErrors,
  type TaxonomyValues,
} from "./taxonomy-form.ts";
import { KIND_LABEL } from "./taxonomy-labels.ts";
import { ADMIN_TOAST_MS } from "../../kit/admin-tabs.ts";
import { FormDialog } from "../../kit/form-dialog.tsx";
import { useApiFailure } from "../../kit/use-api-failure.ts";

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
  const toast = useToast();
  const failure = useApiFailure();
  const row = editing === "new" ? null : editing;
  const initial = valuesOf(kind, row);
  const [values, setValues] = useState<TaxonomyValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const label = KIND_LABEL[kind];
  const formId = `${label.testId}-form`;

  // A new target (open, or another row): start from its values.
  useEffect(() => {
    setValues(valuesOf(kind, editing === "new" ? null : editing));
    setErrors({});
    setFormError(null);
  }, [kind, editing]);

  const dirty = (Object.keys(values) as (keyof TaxonomyValues)[]).some((k) => values[k] !== initial[k]);

  const set = (field: keyof TaxonomyValues) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const checked = validateTaxonomy(kind, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(null);
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      const res = await saveTaxonomy(kind, row?.id ?? null, checked.body);
      toast.success(res.message ?? "Guardado", ADMIN_TOAST_MS);
      onSaved();
    } catch (err) {
      const message = failure(err, "Error al guardar");
      if (message === null) return;
      const details = err instanceof ApiError ? (err.data as { details?: FieldError[] } | null)?.details : undefined;
      const byField = serverFieldErrors(details);
      setErrors(byField);
      // Duplicates (409) are about the name: say it there as well as above the form.
      if (err instanceof ApiError && err.status === 409 && /nombre/i.test(message))
        setErrors({ ...byField, name: message });
      setFormError(message);
      toast.error(message, ADMIN_TOAST_MS);
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={row ? label.edit : label.create}
      dirty={dirty}
      saving={saving}
      testId={`${label.testId}-dialog`}
      formId={formId}
      submitLabel={row ? "Actualizar" : "Crear"}
      formError={formError}
      onSubmit={submit}
      className="space-y-4"
    >
      <Field label="Nombre" required error={errors.name}>
        {(p) => (
          <Input
            {...p}
            value={values.name}
            onChange={set("name")}
            maxLength={TAXONOMY_LIMITS.name}
            autoComplete="off"
          />
        )}
      </Field>
      {kind === "subcategories" && (
        <Field label="Categoría" required error={errors.category_id}>
          {(p) => (
            <Select {...p} value={values.category_id} onChange={set("category_id")}>
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
      <Field label="Descripción" required error={errors.description}>
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            value={values.description}
            onChange={set("description")}
            maxLength={TAXONOMY_LIMITS.description}
          />
        )}
      </Field>
      {kind === "brands" && (
        <>
          <Field label="URL del logo" error={errors.logo_url} hint="Opcional: https://... o una ruta que empiece con /">
            {(p) => <Input {...p} type="text" inputMode="url" value={values.logo_url} onChange={set("logo_url")} />}
          </Field>
          <Field label="Sitio web" error={errors.website} hint="Opcional: https://...">
            {(p) => <Input {...p} type="text" inputMode="url" value={values.website} onChange={set("website")} />}
          </Field>
        </>
      )}
    </FormDialog>
  );
}

import { useEffect, useState, type FormEvent } from "react";
import type { SynonymGroupDto } from "../../../../contracts/synonyms.ts";
import { Field, Textarea } from "../../../ui/field.tsx";
import { useToast } from "../../../ui/toast-provider.tsx";
import { ADMIN_TOAST_MS } from "../../kit/admin-tabs.ts";
import { FormDialog } from "../../kit/form-dialog.tsx";
import { useApiFailure } from "../../kit/use-api-failure.ts";
import { saveSynonyms } from "./synonyms-api.ts";
import { termsText, validateSynonyms } from "./synonym-form.ts";

type Props = {
  /** null: closed; a string: a new group starting with that text; a group: edit it. */
  editing: SynonymGroupDto | string | null;
  onClose: () => void;
  onSaved: () => void;
};

const initialText = (editing: Props["editing"]) =>
  editing === null ? "" : typeof editing === "string" ? editing : termsText(editing.terms);

/** Create / edit a group: checked with the contract first; on any error what was typed stays. */
export function SynonymsDialog({ editing, onClose, onSaved }: Props) {
  const toast = useToast();
  const failure = useApiFailure();
  const group = typeof editing === "object" ? editing : null;
  const [text, setText] = useState(initialText(editing));
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setText(initialText(editing));
    setError(null);
    setFormError(null);
  }, [editing]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const checked = validateSynonyms(text);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      const res = await saveSynonyms(group?.id ?? null, checked.body);
      toast.success(res.message ?? "Guardado", ADMIN_TOAST_MS);
      onSaved();
    } catch (err) {
      const message = failure(err, "Error al guardar");
      if (message === null) return;
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
      title={group ? "Editar sinónimos" : "Crear sinónimos"}
      dirty={text !== initialText(editing)}
      saving={saving}
      testId="synonyms-dialog"
      formId="synonyms-form"
      submitLabel={group ? "Actualizar" : "Crear"}
      formError={formError}
      onSubmit={submit}
      className="space-y-4"
    >
      <Field
        label="Términos"
        required
        error={error ?? undefined}
        hint="Términos que significan lo mismo, separados por = o en líneas distintas: variador = convertidor de frecuencia = VFD"
      >
        {(p) => (
          <Textarea
            {...p}
            rows={4}
            value={text}
            autoFocus
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
    </FormDialog>
  );
}

import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { SynonymGroupDto } from "../../../../contracts/synonyms.ts";
import { Field, Textarea } from "../../../ui/field.tsx";
import { FormDialog } from "../../kit/form-dialog.tsx";
import { failureText } from "../../kit/panel-write.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { saveSynonyms } from "./synonyms-api.ts";
import { termsText, validateSynonyms } from "./synonym-form.ts";

type Props = {
  /** null: closed; a string: a new group starting with that text; a group: edit it. */
  editing: SynonymGroupDto | string | null;
  onClose: () => void;
  onSaved: () => void;
};

type Values = { terms: string };
const FAILURE = "Error al guardar";

const initialText = (editing: Props["editing"]) =>
  editing === null ? "" : typeof editing === "string" ? editing : termsText(editing.terms);

/** Create / edit a group: checked with the contract first; on any error what was typed stays. */
export function SynonymsDialog({ editing, onClose, onSaved }: Props) {
  const group = typeof editing === "object" ? editing : null;
  const form = useForm<Values>({ defaultValues: { terms: initialText(editing) } });
  const { errors } = form.formState;
  const { busy, run } = usePanelWrite();

  useEffect(() => {
    form.reset({ terms: initialText(editing) });
  }, [editing, form]);

  async function submit({ terms }: Values) {
    if (busy) return;
    const checked = validateSynonyms(terms);
    if (!checked.ok) return form.setError("terms", { type: "validate", message: checked.error });
    const result = await run("save", () => saveSynonyms(group?.id ?? null, checked.body), {
      success: (res) => res.message ?? "Guardado",
      failure: FAILURE,
      then: onSaved,
    });
    const message = result.ok ? null : failureText(result.error, { failure: FAILURE });
    if (message) form.setError("root.server", { message });
  }

  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={group ? "Editar sinónimos" : "Crear sinónimos"}
      dirty={form.formState.isDirty}
      saving={busy !== null}
      testId="synonyms-dialog"
      formId="synonyms-form"
      submitLabel={group ? "Actualizar" : "Crear"}
      formError={errors.root?.server?.message}
      onSubmit={form.handleSubmit(submit)}
      className="space-y-4"
    >
      <Field
        label="Términos"
        required
        error={errors.terms?.message}
        hint="Términos que significan lo mismo, separados por = o en líneas distintas: variador = convertidor de frecuencia = VFD"
      >
        {(p) => <Textarea {...p} {...form.register("terms")} rows={4} autoFocus />}
      </Field>
    </FormDialog>
  );
}

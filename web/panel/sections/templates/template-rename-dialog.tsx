import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { templateRenameBody } from "../../../../contracts/quote-templates.ts";
import { checkWith, serverFieldErrors } from "../../../lib/field-errors.ts";
import { Field, Input } from "../../../ui/field.tsx";
import { FormDialog } from "../../kit/form-dialog.tsx";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { renameTemplate, type TemplateSummary } from "./templates-api.ts";

type Props = {
  /** null: closed. */
  template: TemplateSummary | null;
  onClose: () => void;
  onRenamed: () => void;
};

type Values = { name: string };

/** 'Renombrar' (admins): checked with the contract's rule, then PUT; a taken name shows on the field. */
export function TemplateRenameDialog({ template, onClose, onRenamed }: Props) {
  const form = useForm<Values>({ defaultValues: { name: template?.name ?? "" } });
  const { busy, run } = usePanelWrite<"rename">();
  const { reset } = form;

  useEffect(() => {
    reset({ name: template?.name ?? "" });
  }, [template, reset]);

  async function submit(values: Values) {
    if (!template) return;
    const checked = checkWith(templateRenameBody, values);
    if (!checked.ok) {
      if (checked.errors.name) form.setError("name", { type: "validate", message: checked.errors.name });
      return;
    }
    await run("rename", () => renameTemplate(template.id, checked.body.name), {
      success: (res) => res.message ?? "Plantilla renombrada",
      failure: "Error al renombrar la plantilla",
      shownOnFields: (err) => {
        const message = serverFieldErrors(err, ["name"]).name;
        if (message) form.setError("name", { type: "server", message });
        return Boolean(message);
      },
      then: onRenamed,
    });
  }

  const error = form.formState.errors.name?.message;
  return (
    <FormDialog
      open={template !== null}
      onClose={onClose}
      title="Renombrar plantilla"
      dirty={form.formState.isDirty}
      saving={busy === "rename"}
      testId="template-rename-dialog"
      formId="template-rename-form"
      submitLabel="Guardar"
      onSubmit={form.handleSubmit(submit)}
      className="space-y-4"
    >
      <Field label="Nombre" required error={error}>
        {(p) => <Input {...p} {...form.register("name")} autoFocus maxLength={100} />}
      </Field>
    </FormDialog>
  );
}

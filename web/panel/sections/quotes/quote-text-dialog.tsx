import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "../../../../contracts/zod.ts";
import { checkWith, markFields } from "../../../lib/field-errors.ts";
import { Field, Input, Textarea } from "../../../ui/field.tsx";
import { FormDialog } from "../../kit/form-dialog.tsx";
import { failureText, type WriteResult } from "../../kit/panel-write.ts";

type Values = { text: string };

/**
 * One text asked before a quote write: the template's name, or the note of an approval request,
 * approval or return. Checked with the contract's schema (`field` names the body's property); the
 * server's refusal (a duplicate name's 409, say) is shown above the field and what was typed stays.
 */
export function QuoteTextDialog({
  open,
  onClose,
  title,
  description,
  label,
  submitLabel,
  testId,
  schema,
  field,
  multiline = false,
  required = false,
  failure,
  send,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  label: string;
  submitLabel: string;
  testId: string;
  schema: z.ZodType;
  field: "name" | "note";
  multiline?: boolean;
  required?: boolean;
  /** The write's own failure text when the server gives none. */
  failure: string;
  /** The write through `usePanelWrite`; on success the dialog closes. */
  send: (text: string) => Promise<WriteResult<unknown>>;
}) {
  const form = useForm<Values>({ defaultValues: { text: "" } });
  const { errors, isDirty, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) form.reset({ text: "" });
  }, [open, form]);

  async function submit({ text }: Values) {
    const checked = checkWith(schema, { [field]: text } as Record<string, unknown>);
    if (!checked.ok) return markFields(form, { text: checked.errors[field] });
    const result = await send(text);
    if (result.ok) return onClose();
    const message = failureText(result.error, { failure });
    if (message) form.setError("root.server", { message });
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      dirty={isDirty}
      saving={isSubmitting}
      testId={testId}
      formId={`${testId}-form`}
      submitLabel={submitLabel}
      formError={errors.root?.server?.message}
      onSubmit={form.handleSubmit(submit)}
      className="space-y-4"
    >
      <Field label={label} required={required} error={errors.text?.message}>
        {(p) =>
          multiline ? (
            <Textarea {...p} {...form.register("text")} rows={3} autoFocus />
          ) : (
            <Input {...p} {...form.register("text")} autoFocus />
          )
        }
      </Field>
    </FormDialog>
  );
}

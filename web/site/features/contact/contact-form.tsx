import { useState, type FormEvent } from "react";
import { FormResultNotice, FormStamp, Honeypot, RequiredNote, SubmitButton } from "../lead-forms/fields.tsx";
import { LeadForm } from "../lead-forms/lead-form.tsx";
import { initialValues, refusedField, useLeadFormResult } from "../lead-forms/lead-form-result.ts";
import { EMPTY_MESSAGE, MessageField, PersonFields } from "../lead-forms/message-fields.tsx";
import { useFormValues } from "../lead-forms/use-form-values.ts";
import { useLeadSender } from "../lead-forms/use-lead-sender.ts";

/**
 * Contact message (spec §3, §4, §5) → POST /email/contact. Without JavaScript the browser posts
 * the same fields to the page's action, which answers in `result` (ADR 024).
 */
export function ContactForm({ idPrefix = "contacto" }: { idPrefix?: string }) {
  const [result, setResult] = useState(useLeadFormResult());
  const { values, bind, reset } = useFormValues(EMPTY_MESSAGE, initialValues(EMPTY_MESSAGE, result));
  const { send, sending, errors, honeypot } = useLeadSender(result && !result.ok ? result.fields : undefined);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setResult(null);
    const outcome = await send({
      endpoint: "/email/contact",
      form: e.currentTarget,
      prepare: (c, { issueDetails }) => {
        const parsed = c.contactMessageSchema.safeParse(values);
        const error = c.firstError(parsed) ?? c.contactSendCheck(values);
        if (error) return { error, details: parsed.error ? issueDetails(parsed.error.issues) : [] };
        return { payload: c.contactMessageSchema.parse(values) };
      },
      texts: (c) => ({ success: c.LEAD_MESSAGES.contactSent, unsuccessful: c.LEAD_MESSAGES.contactError }),
    });
    if (outcome) reset();
  }

  return (
    <LeadForm onSubmit={onSubmit} aria-label="Formulario de contacto" data-testid="contact-form">
      <FormResultNotice result={result} />
      <PersonFields bind={bind} idPrefix={idPrefix} errors={errors} autoFocusField={refusedField(result)} />
      <MessageField bind={bind} idPrefix={idPrefix} errors={errors} autoFocusField={refusedField(result)} />
      <Honeypot {...honeypot} />
      <FormStamp startedAt={result && !result.ok ? result.startedAt : null} />
      <RequiredNote />
      <SubmitButton sending={sending} label="Enviar Mensaje" className="w-full sm:w-auto" />
    </LeadForm>
  );
}

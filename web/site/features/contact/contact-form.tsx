import { useState, type FormEvent } from "react";
import { FormResultNotice, FormStamp, Honeypot, RequiredNote, SubmitButton } from "../request-forms/fields.tsx";
import { RequestForm } from "../request-forms/request-form.tsx";
import { initialValues, refusedField, useRequestFormResult } from "../request-forms/request-form-result.ts";
import { EMPTY_MESSAGE, MessageField, PersonFields } from "../request-forms/message-fields.tsx";
import { useFormValues } from "../request-forms/use-form-values.ts";
import { useRequestSender } from "../request-forms/use-request-sender.ts";

/**
 * Contact message (spec §3, §4, §5) → POST /email/contact. Without JavaScript the browser posts
 * the same fields to the page's action, which answers in `result` (ADR 024).
 */
export function ContactForm({ idPrefix = "contacto" }: { idPrefix?: string }) {
  const [result, setResult] = useState(useRequestFormResult());
  const { values, bind, reset } = useFormValues(EMPTY_MESSAGE, initialValues(EMPTY_MESSAGE, result));
  const { send, sending, errors, honeypot } = useRequestSender(result && !result.ok ? result.fields : undefined);

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
      texts: (c) => ({ success: c.REQUEST_MESSAGES.contactSent, unsuccessful: c.REQUEST_MESSAGES.contactError }),
    });
    if (outcome) reset();
  }

  return (
    <RequestForm onSubmit={onSubmit} aria-label="Formulario de contacto" data-testid="contact-form">
      <FormResultNotice result={result} />
      <PersonFields bind={bind} idPrefix={idPrefix} errors={errors} autoFocusField={refusedField(result)} />
      <MessageField bind={bind} idPrefix={idPrefix} errors={errors} autoFocusField={refusedField(result)} />
      <Honeypot {...honeypot} />
      <FormStamp startedAt={result && !result.ok ? result.startedAt : null} />
      <RequiredNote />
      <SubmitButton sending={sending} label="Enviar Mensaje" className="w-full sm:w-auto" />
    </RequestForm>
  );
}

import type { FormEvent } from "react";
import { Honeypot, RequiredNote, SubmitButton } from "../forms/fields.tsx";
import { preloadLeadContracts } from "../forms/lead-contracts.ts";
import { EMPTY_MESSAGE, MessageField, PersonFields } from "../forms/message-fields.tsx";
import { useFormValues } from "../forms/use-form-values.ts";
import { useLeadSender } from "../forms/use-lead-sender.ts";

/** Contact message (spec §3, §4, §5) → POST /email/contact. */
export function ContactForm({ idPrefix = "contacto" }: { idPrefix?: string }) {
  const { values, bind, reset } = useFormValues(EMPTY_MESSAGE);
  const { send, sending, honeypot } = useLeadSender();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const outcome = await send({
      endpoint: "/email/contact",
      prepare: (c) => {
        const error = c.firstError(c.contactMessageSchema.safeParse(values)) ?? c.contactSendCheck(values);
        return error ? { error } : { payload: c.contactMessageSchema.parse(values) };
      },
      texts: (c) => ({ success: c.LEAD_MESSAGES.contactSent, unsuccessful: c.LEAD_MESSAGES.contactError }),
    });
    if (outcome) reset();
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadLeadContracts}
      aria-label="Formulario de contacto"
      data-testid="contact-form"
      className="relative space-y-4"
    >
      <PersonFields bind={bind} idPrefix={idPrefix} />
      <MessageField bind={bind} idPrefix={idPrefix} />
      <Honeypot {...honeypot} />
      <RequiredNote />
      <SubmitButton sending={sending} label="Enviar Mensaje" className="w-full sm:w-auto" />
    </form>
  );
}

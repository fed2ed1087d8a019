import { Lock, Pencil } from "lucide-react";
import { forwardRef, type FormEvent } from "react";
import { Honeypot, RequiredNote, SubmitButton, TextField } from "../forms/fields.tsx";
import { preloadLeadContracts } from "../forms/lead-contracts.ts";
import { EMPTY_MESSAGE, MessageField, PersonFields } from "../forms/message-fields.tsx";
import { useFormValues } from "../forms/use-form-values.ts";
import { useLeadSender } from "../forms/use-lead-sender.ts";

export type ServiceChoice = { value: string; locked: boolean };

type Props = {
  service: ServiceChoice;
  onServiceChange: (choice: ServiceChoice) => void;
};

/**
 * Services consultation (spec §2, §4, §5) → POST /email/services. The service field is filled
 * and locked by a card's 'Solicitar Información'; 'Cambiar' unlocks it.
 */
export const ConsultationForm = forwardRef<HTMLFormElement, Props>(function ConsultationForm(
  { service, onServiceChange },
  ref,
) {
  const { values, bind, reset } = useFormValues(EMPTY_MESSAGE);
  const { send, sending, honeypot } = useLeadSender();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const input = { ...values, service: service.value };
    const outcome = await send({
      endpoint: "/email/services",
      prepare: (c) => {
        const error = c.firstError(c.servicesConsultationSchema.safeParse(input)) ?? c.contactSendCheck(input);
        return error ? { error } : { payload: c.servicesConsultationSchema.parse(input) };
      },
      texts: (c) => ({ success: c.LEAD_MESSAGES.servicesSent, unsuccessful: c.LEAD_MESSAGES.servicesError }),
    });
    if (outcome) {
      reset();
      onServiceChange({ value: "", locked: false });
    }
  }

  const serviceHint = service.locked ? (
    <p className="mt-1 flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400" id="servicio-estado">
      <Lock size={12} aria-hidden /> Servicio seleccionado.
      <button
        type="button"
        onClick={() => {
          onServiceChange({ value: service.value, locked: false });
          document.getElementById("servicios-service")?.focus();
        }}
        className="inline-flex items-center gap-1 font-semibold text-primary-700 hover:underline dark:text-primary-300"
      >
        <Pencil size={12} aria-hidden /> Cambiar
      </button>
    </p>
  ) : null;

  return (
    <form
      ref={ref}
      id="formulario-servicios"
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadLeadContracts}
      aria-label="Formulario de consulta de servicios"
      data-testid="services-form"
      className="relative space-y-4"
    >
      <PersonFields bind={bind} idPrefix="servicios" />
      <TextField
        id="servicios-service"
        label="Servicio de interés"
        name="service"
        value={service.value}
        readOnly={service.locked}
        aria-describedby={service.locked ? "servicio-estado" : undefined}
        placeholder="Ej.: Automatización Industrial"
        onChange={(e) => onServiceChange({ value: e.target.value, locked: false })}
        hint={serviceHint}
      />
      <MessageField bind={bind} idPrefix="servicios" />
      <Honeypot {...honeypot} />
      <RequiredNote />
      <SubmitButton sending={sending} label="Enviar Solicitud" className="w-full sm:w-auto" />
    </form>
  );
});

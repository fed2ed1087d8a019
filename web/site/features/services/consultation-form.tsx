import { REQUEST_RULES } from "../../../../contracts/request-limits.ts";
import { Lock, Pencil } from "lucide-react";
import { forwardRef, useState, type FormEvent } from "react";
import {
  FormResultNotice,
  FormStamp,
  Honeypot,
  RequiredNote,
  SubmitButton,
  TextField,
} from "../request-forms/fields.tsx";
import { RequestForm } from "../request-forms/request-form.tsx";
import { initialValues, refusedField, type RequestFormResult } from "../request-forms/request-form-result.ts";
import { EMPTY_MESSAGE, MessageField, PersonFields } from "../request-forms/message-fields.tsx";
import { useFormValues } from "../request-forms/use-form-values.ts";
import { useRequestSender } from "../request-forms/use-request-sender.ts";

export type ServiceChoice = { value: string; locked: boolean };

type Props = {
  service: ServiceChoice;
  onServiceChange: (choice: ServiceChoice) => void;
  /** The page action's answer when the form was sent without JavaScript (ADR 024). */
  result: RequestFormResult | null;
};

/**
 * Services consultation (spec §2, §4, §5) → POST /email/services. The service field is filled
 * and locked by a card's 'Solicitar Información'; 'Cambiar' unlocks it. Without JavaScript the
 * browser posts the same fields to the page's action.
 */
export const ConsultationForm = forwardRef<HTMLFormElement, Props>(function ConsultationForm(
  { service, onServiceChange, result: actionResult },
  ref,
) {
  const [result, setResult] = useState(actionResult);
  const { values, bind, reset } = useFormValues(EMPTY_MESSAGE, initialValues(EMPTY_MESSAGE, result));
  const { send, sending, errors, honeypot } = useRequestSender(result && !result.ok ? result.fields : undefined);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setResult(null);
    const input = { ...values, service: service.value };
    const outcome = await send({
      endpoint: "/email/services",
      form: e.currentTarget,
      prepare: (c, { issueDetails }) => {
        const parsed = c.servicesConsultationSchema.safeParse(input);
        const error = c.firstError(parsed) ?? c.contactSendCheck(input);
        if (error) return { error, details: parsed.error ? issueDetails(parsed.error.issues) : [] };
        return { payload: c.servicesConsultationSchema.parse(input) };
      },
      texts: (c) => ({ success: c.REQUEST_MESSAGES.servicesSent, unsuccessful: c.REQUEST_MESSAGES.servicesError }),
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
    <RequestForm
      ref={ref}
      id="formulario-servicios"
      onSubmit={onSubmit}
      aria-label="Formulario de consulta de servicios"
      data-testid="services-form"
    >
      <FormResultNotice result={result} />
      <PersonFields bind={bind} idPrefix="servicios" errors={errors} autoFocusField={refusedField(result)} />
      <TextField
        id="servicios-service"
        label="Servicio de interés"
        name="service"
        value={service.value}
        readOnly={service.locked}
        aria-describedby={service.locked ? "servicio-estado" : undefined}
        placeholder="Ej.: Automatización Industrial"
        maxLength={REQUEST_RULES.serviceMax}
        onChange={(e) => onServiceChange({ value: e.target.value, locked: false })}
        hint={serviceHint}
        error={errors.service}
        autoFocus={refusedField(result) === "service"}
      />
      <MessageField bind={bind} idPrefix="servicios" errors={errors} autoFocusField={refusedField(result)} />
      <Honeypot {...honeypot} />
      <FormStamp startedAt={result && !result.ok ? result.startedAt : null} />
      <RequiredNote />
      <SubmitButton sending={sending} label="Enviar Solicitud" className="w-full sm:w-auto" />
    </RequestForm>
  );
});

import { useRef, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../ui/button.tsx";
import { WhatsAppIcon } from "../../../ui/brand-icons.tsx";
import { paths } from "../../../lib/paths.ts";
import type { CartLine } from "../../../../contracts/requests.ts";
import { CONSUMIDOR_FINAL_NUMBER } from "../../../../contracts/id-types.ts";
import { useBasket } from "./basket-provider.tsx";
import { REQUEST_RULES } from "../../../../contracts/request-limits.ts";
import {
  CharacterCount,
  FormStamp,
  Honeypot,
  SubmitButton,
  TextAreaField,
  TextField,
} from "../request-forms/fields.tsx";
import { PersonFields } from "../request-forms/message-fields.tsx";
import { RequestForm } from "../request-forms/request-form.tsx";
import { useFormValues } from "../request-forms/use-form-values.ts";
import { useRequestSender, type SendOutcome } from "../request-forms/use-request-sender.ts";
import { whatsappUrl } from "../../../lib/whatsapp.ts";
import { IdTypeField } from "./id-type-field.tsx";
import { sentRequestState } from "./sent-request.ts";
import { quoteWhatsAppText } from "./whatsapp-message.ts";

/** What the page's action needs of a basket line (contracts' CartLine). */
const basketLine = ({ id, name, price, quantity, freeText, sku, description }: CartLine) => ({
  id,
  name,
  price,
  quantity,
  freeText,
  sku,
  description,
});

const EMPTY = { name: "", email: "", phone: "", company: "", idType: "", ruc: "", message: "" };

/** Opened during the click (popup blockers allow that), pointed at the chat once we know the text. */
function openChatWindow(): Window | null {
  const win = window.open("", "_blank");
  if (win) win.opener = null;
  return win;
}

/**
 * The quotation's contact form (spec §2) and its two ways out: 'Enviar Cotización' → POST
 * /quotations/send; 'Enviar por WhatsApp' saves the same way, then opens the chat with the basket
 * and the reference (without one when saving was not possible). On success the basket and the
 * form are cleared and the visitor goes home; on error both stay. The form also posts to the page's
 * action with the basket in a hidden field, should it ever be sent without the script (ADR 024).
 */
export function BasketRequestForm({ phone }: { phone: string }) {
  const { items, total, clearCart } = useBasket();
  const { values, bind, setValue, reset } = useFormValues(EMPTY);
  const { send, sending, errors, honeypot } = useRequestSender();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const incomplete = !values.name.trim() || !values.email.trim();

  const save = (): Promise<SendOutcome> =>
    send({
      endpoint: "/quotations/send",
      form: formRef.current,
      prepare: (c, { issueDetails }) => {
        if (items.length === 0) return { error: c.REQUEST_MESSAGES.emptyCart };
        const request = c.buildQuotationRequest(items, values);
        const payload = {
          ...request,
          customerInfo: {
            ...request.customerInfo,
            idType: c.optionalText(values.idType),
            ruc: c.optionalText(values.ruc),
          },
        };
        const parsed = c.quotationRequestSchema.safeParse(payload);
        const error = c.firstError(parsed) ?? c.quotationSendCheck(payload);
        if (error) return { error, details: parsed.error ? issueDetails(parsed.error.issues) : [] };
        return { payload };
      },
      texts: (c) => ({ success: c.REQUEST_MESSAGES.quotationSent, unsuccessful: c.REQUEST_MESSAGES.quotationError }),
    });

  // Consumidor final has one number, filled in; leaving it empties the field for the real one.
  function chooseIdType(idType: string) {
    if (idType === "consumidor_final") setValue("ruc", CONSUMIDOR_FINAL_NUMBER);
    else if (values.idType === "consumidor_final") setValue("ruc", "");
    setValue("idType", idType);
  }

  // Home as the spec says, carrying the status link for the notice shown there (ADR 020).
  function done(outcome: NonNullable<SendOutcome>) {
    clearCart();
    reset();
    navigate(paths.home(), { state: sentRequestState(outcome) });
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const outcome = await save();
    if (outcome) done(outcome);
  }

  async function onWhatsApp() {
    if (sending || items.length === 0) return;
    const win = openChatWindow();
    // Without name and email there is nothing to save: the chat goes without a reference.
    const outcome = incomplete ? null : await save();
    const url = whatsappUrl(phone, quoteWhatsAppText(items, total, outcome?.reference, outcome?.statusUrl));
    if (win) win.location.href = url;
    else window.location.assign(url);
    if (outcome) done(outcome);
  }

  return (
    <RequestForm
      ref={formRef}
      onSubmit={onSubmit}
      aria-label="Datos de contacto para la cotización"
      data-testid="quote-form"
    >
      <PersonFields bind={bind} idPrefix="cotizacion" errors={errors} columns={1} />
      <IdTypeField value={values.idType} error={errors.idType} onChange={chooseIdType} />
      <TextField
        id="cotizacion-ruc"
        label="Número de identificación"
        inputMode={values.idType === "pasaporte" ? "text" : "numeric"}
        autoComplete="off"
        maxLength={20}
        readOnly={values.idType === "consumidor_final"}
        error={errors.ruc}
        {...bind("ruc")}
      />
      <TextAreaField
        id="cotizacion-message"
        label="Mensaje adicional"
        rows={3}
        maxLength={REQUEST_RULES.notesMax}
        hint={<CharacterCount value={values.message} max={REQUEST_RULES.notesMax} />}
        error={errors.message}
        {...bind("message")}
      />
      <Honeypot {...honeypot} />
      <input type="hidden" name="basket" value={JSON.stringify(items.map(basketLine))} />
      <FormStamp />
      <SubmitButton sending={sending} disabled={incomplete} label="Enviar Cotización" className="w-full" />
      <Button
        variant="whatsapp"
        size="site-lg"
        onClick={onWhatsApp}
        disabled={sending}
        data-testid="quote-whatsapp"
        className="w-full"
        icon={<WhatsAppIcon size={20} />}
      >
        Enviar por WhatsApp
      </Button>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Con nombre y email registramos tu cotización y la referencia viaja en el mensaje de WhatsApp.
      </p>
    </RequestForm>
  );
}

import { QUOTE_RULES } from "../../../../contracts/quotes.ts";
import { Field, Input, Textarea } from "../../../ui/field.tsx";
import type { DraftTerms } from "./quote-draft.ts";

/** Validity, delivery, payment and notes of one draft (filled with the company defaults). */
export function QuoteTermsFields({
  terms,
  onChange,
  invalid,
}: {
  terms: DraftTerms;
  onChange: (patch: Partial<DraftTerms>) => void;
  invalid: Set<string>;
}) {
  const err = (name: keyof DraftTerms) => (invalid.has(`terms.${name}`) ? true : undefined);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Válida hasta" required>
        {(p) => (
          <Input
            {...p}
            type="date"
            aria-invalid={err("validUntil")}
            value={terms.validUntil}
            onChange={(e) => onChange({ validUntil: e.target.value })}
          />
        )}
      </Field>
      <TermsTextFields values={terms} onChange={onChange} isInvalid={(name) => invalid.has(`terms.${name}`)} />
      <label className="flex items-start gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          className="mt-0.5 size-4 rounded border-slate-300"
          checked={terms.attachDatasheets === true}
          onChange={(e) => onChange({ attachDatasheets: e.target.checked })}
          data-testid="quote-attach-datasheets"
        />
        <span>
          Adjuntar fichas técnicas
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            El PDF que recibe el cliente lleva, después de la cotización, la ficha técnica de cada producto cotizado.
          </span>
        </span>
      </label>
    </div>
  );
}

type TextTerms = Pick<DraftTerms, "deliveryTime" | "paymentTerms" | "notes">;

/** Delivery, payment and notes: a draft's terms and the company defaults have the same three. */
export function TermsTextFields({
  values,
  onChange,
  isInvalid,
}: {
  values: TextTerms;
  onChange: (patch: Partial<TextTerms>) => void;
  isInvalid: (name: keyof TextTerms) => boolean;
}) {
  const err = (name: keyof TextTerms) => isInvalid(name) || undefined;
  return (
    <>
      <Field label="Tiempo de entrega">
        {(p) => (
          <Input
            {...p}
            maxLength={QUOTE_RULES.termsMax}
            aria-invalid={err("deliveryTime")}
            value={values.deliveryTime}
            onChange={(e) => onChange({ deliveryTime: e.target.value })}
          />
        )}
      </Field>
      <Field label="Forma de pago" className="sm:col-span-2">
        {(p) => (
          <Input
            {...p}
            maxLength={QUOTE_RULES.termsMax}
            aria-invalid={err("paymentTerms")}
            value={values.paymentTerms}
            onChange={(e) => onChange({ paymentTerms: e.target.value })}
          />
        )}
      </Field>
      <Field label="Notas" className="sm:col-span-2">
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            maxLength={QUOTE_RULES.notesMax}
            aria-invalid={err("notes")}
            value={values.notes}
            onChange={(e) => onChange({ notes: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}

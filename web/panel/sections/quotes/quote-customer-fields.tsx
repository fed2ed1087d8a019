import {
  CONSUMIDOR_FINAL_NUMBER,
  ID_RULES,
  ID_TYPES,
  ID_TYPE_LABELS,
  digitsOnly,
  idWarning,
} from "../../../../contracts/customer-id.ts";
import { QUOTE_CUSTOMER_RULES } from "../../../../contracts/quote-customer.ts";
import { Field, Input, Select } from "../../../ui/field.tsx";
import type { DraftCustomer } from "./quote-draft.ts";

/**
 * Who this version is made out to (issue 22): name, company, identification (the public form's
 * rule), address and 'Atención'. Starts as the request's customer; a sent version keeps its own.
 */
export function QuoteCustomerFields({
  customer,
  onChange,
  invalid,
}: {
  customer: DraftCustomer;
  onChange: (patch: Partial<DraftCustomer>) => void;
  invalid: Set<string>;
}) {
  const err = (name: keyof DraftCustomer) => (invalid.has(`customer.${name}`) ? true : undefined);
  const final = customer.idType === "consumidor_final";
  // The staff-only note of ADR 035, as they type: the customer is never refused for it.
  const warning = customer.idType === "ruc" ? idWarning("ruc", digitsOnly(customer.idNumber)) : null;

  function chooseType(idType: string) {
    if (idType === "consumidor_final") onChange({ idType, idNumber: CONSUMIDOR_FINAL_NUMBER });
    else onChange({ idType, ...(final ? { idNumber: "" } : {}) });
  }

  return (
    <fieldset className="space-y-2" data-testid="quote-customer">
      <legend className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        Cliente
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nombre del cliente" required>
          {(p) => (
            <Input
              {...p}
              maxLength={QUOTE_CUSTOMER_RULES.nameMax}
              aria-invalid={err("name")}
              value={customer.name}
              onChange={(e) => onChange({ name: e.target.value })}
            />
          )}
        </Field>
        <Field label="Empresa">
          {(p) => (
            <Input
              {...p}
              maxLength={QUOTE_CUSTOMER_RULES.companyMax}
              aria-invalid={err("company")}
              value={customer.company}
              onChange={(e) => onChange({ company: e.target.value })}
            />
          )}
        </Field>
        <Field label="Tipo de identificación">
          {(p) => (
            <Select
              {...p}
              aria-invalid={err("idType")}
              value={customer.idType}
              onChange={(e) => chooseType(e.target.value)}
            >
              <option value="">Sin identificación</option>
              {ID_TYPES.map((t) => (
                <option key={t} value={t}>
                  {ID_TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Número de identificación"
          hint={final ? "Consumidor final usa siempre 9999999999999." : undefined}
        >
          {(p) => (
            <>
              <Input
                {...p}
                inputMode={customer.idType === "pasaporte" ? "text" : "numeric"}
                maxLength={customer.idType === "pasaporte" ? ID_RULES.passportMax : 20}
                readOnly={final}
                aria-invalid={err("idNumber")}
                value={customer.idNumber}
                onChange={(e) => onChange({ idNumber: e.target.value })}
              />
              {warning && (
                <span
                  role="note"
                  className="mt-1 block text-xs font-medium text-amber-700 dark:text-amber-300"
                  data-testid="quote-customer-id-warning"
                >
                  {warning}
                </span>
              )}
            </>
          )}
        </Field>
        <Field label="Dirección" className="sm:col-span-2">
          {(p) => (
            <Input
              {...p}
              maxLength={QUOTE_CUSTOMER_RULES.addressMax}
              aria-invalid={err("address")}
              value={customer.address}
              onChange={(e) => onChange({ address: e.target.value })}
            />
          )}
        </Field>
        <Field label="Atención" hint="La persona a quien va dirigida la cotización.">
          {(p) => (
            <Input
              {...p}
              maxLength={QUOTE_CUSTOMER_RULES.attentionMax}
              aria-invalid={err("attention")}
              value={customer.attention}
              onChange={(e) => onChange({ attention: e.target.value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}

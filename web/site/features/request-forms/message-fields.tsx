import { useState, type ChangeEvent } from "react";
import { REQUEST_RULES, NOT_PHONE_CHARACTERS, PHONE_CHARACTERS_MESSAGE } from "../../../../contracts/request-limits.ts";
import type { FieldErrors } from "../../../lib/field-errors.ts";
import { CharacterCount, TextAreaField, TextField } from "./fields.tsx";

export type MessageValues = { name: string; email: string; phone: string; company: string; message: string };
export const EMPTY_MESSAGE: MessageValues = { name: "", email: "", phone: "", company: "", message: "" };

type Bind<K extends string> = (field: K) => {
  name: string;
  value: string;
  onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

type Props<K extends string> = {
  bind: Bind<K>;
  idPrefix: string;
  errors: FieldErrors;
  /** The field to focus as the page loads: the first the server refused (works without JavaScript). */
  autoFocusField?: string;
};

/**
 * The phone field keeps only the characters of a number as they are typed (issue 22), and says
 * so when it dropped some, so nothing typed disappears without a word.
 */
function usePhoneBinding(bound: ReturnType<Bind<"phone">>) {
  const [dropped, setDropped] = useState(false);
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const typed = e.target.value;
    const kept = typed.replace(NOT_PHONE_CHARACTERS, "");
    // The note stays while the number is being typed; an emptied field starts over.
    setDropped((before) => kept !== "" && (before || kept !== typed));
    e.target.value = kept;
    bound.onChange(e);
  };
  return { field: { ...bound, onChange }, note: dropped ? PHONE_CHARACTERS_MESSAGE : null };
}

/**
 * Name, email, phone and company: the first rows of the contact, services and quotation forms
 * (two columns from `sm`, or one under the other in the quotation's narrow side column).
 */
export function PersonFields({
  bind,
  idPrefix,
  errors,
  autoFocusField,
  columns = 2,
}: Props<"name" | "email" | "phone" | "company"> & { columns?: 1 | 2 }) {
  const phone = usePhoneBinding(bind("phone"));
  return (
    <div className={columns === 2 ? "grid gap-4 sm:grid-cols-2" : "grid gap-4"}>
      <TextField
        id={`${idPrefix}-name`}
        label="Nombre completo"
        required
        autoComplete="name"
        maxLength={REQUEST_RULES.nameMax}
        error={errors.name}
        autoFocus={autoFocusField === "name"}
        {...bind("name")}
      />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        required
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={REQUEST_RULES.emailMax}
        error={errors.email}
        autoFocus={autoFocusField === "email"}
        {...bind("email")}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={REQUEST_RULES.phoneMax}
        error={errors.phone}
        hint={
          phone.note && (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-200" role="status" data-testid="phone-note">
              {phone.note}
            </p>
          )
        }
        autoFocus={autoFocusField === "phone"}
        {...phone.field}
      />
      <TextField
        id={`${idPrefix}-company`}
        label="Empresa"
        autoComplete="organization"
        maxLength={REQUEST_RULES.companyMax}
        error={errors.company}
        autoFocus={autoFocusField === "company"}
        {...bind("company")}
      />
    </div>
  );
}

export function MessageField({
  bind,
  idPrefix,
  errors,
  autoFocusField,
  label = "Mensaje",
}: Props<"message"> & { label?: string }) {
  const field = bind("message");
  return (
    <TextAreaField
      id={`${idPrefix}-message`}
      label={label}
      required
      rows={4}
      maxLength={REQUEST_RULES.messageMax}
      hint={<CharacterCount value={field.value} max={REQUEST_RULES.messageMax} />}
      error={errors.message}
      autoFocus={autoFocusField === "message"}
      {...field}
    />
  );
}

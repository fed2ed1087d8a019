import type { FieldErrors } from "./field-errors.ts";
import { TextAreaField, TextField } from "./fields.tsx";

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
  return (
    <div className={columns === 2 ? "grid gap-4 sm:grid-cols-2" : "grid gap-4"}>
      <TextField
        id={`${idPrefix}-name`}
        label="Nombre completo"
        required
        autoComplete="name"
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
        error={errors.email}
        autoFocus={autoFocusField === "email"}
        {...bind("email")}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        error={errors.phone}
        autoFocus={autoFocusField === "phone"}
        {...bind("phone")}
      />
      <TextField
        id={`${idPrefix}-company`}
        label="Empresa"
        autoComplete="organization"
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
  return (
    <TextAreaField
      id={`${idPrefix}-message`}
      label={label}
      required
      rows={4}
      error={errors.message}
      autoFocus={autoFocusField === "message"}
      {...bind("message")}
    />
  );
}

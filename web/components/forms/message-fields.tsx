import type { FieldErrors } from "./field-errors.ts";
import { TextAreaField, TextField } from "./fields.tsx";

export type MessageValues = { name: string; email: string; phone: string; company: string; message: string };
export const EMPTY_MESSAGE: MessageValues = { name: "", email: "", phone: "", company: "", message: "" };

type Bind = (field: keyof MessageValues) => {
  name: string;
  value: string;
  onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

type Props = {
  bind: Bind;
  idPrefix: string;
  errors: FieldErrors;
  /** The field to focus as the page loads: the first the server refused (works without JavaScript). */
  autoFocusField?: string;
};

/** Name, email, phone and company: the first rows of the contact and services forms. */
export function PersonFields({ bind, idPrefix, errors, autoFocusField }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
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
}: Props & { label?: string }) {
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

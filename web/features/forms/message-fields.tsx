import { TextAreaField, TextField } from "./fields.tsx";

export type MessageValues = { name: string; email: string; phone: string; company: string; message: string };
export const EMPTY_MESSAGE: MessageValues = { name: "", email: "", phone: "", company: "", message: "" };

type Bind = (field: keyof MessageValues) => {
  name: string;
  value: string;
  onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

/** Name, email, phone and company: the first rows of the contact and services forms. */
export function PersonFields({ bind, idPrefix }: { bind: Bind; idPrefix: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField id={`${idPrefix}-name`} label="Nombre completo" required autoComplete="name" {...bind("name")} />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        required
        type="email"
        autoComplete="email"
        inputMode="email"
        {...bind("email")}
      />
      <TextField id={`${idPrefix}-phone`} label="Teléfono" type="tel" autoComplete="tel" {...bind("phone")} />
      <TextField id={`${idPrefix}-company`} label="Empresa" autoComplete="organization" {...bind("company")} />
    </div>
  );
}

export function MessageField({ bind, idPrefix, label = "Mensaje" }: { bind: Bind; idPrefix: string; label?: string }) {
  return <TextAreaField id={`${idPrefix}-message`} label={label} required rows={4} {...bind("message")} />;
}

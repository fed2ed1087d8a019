import { Save } from "lucide-react";
import { useForm } from "react-hook-form";
import { quoteSettingsBody } from "../../../../contracts/quotes.ts";
import { Button } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import { Field, Input } from "../../../ui/field.tsx";
import { LoadingState } from "../../../ui/spinner.tsx";
import { checkWith, serverFieldErrors } from "../../../lib/field-errors.ts";
import { useToast } from "../../../ui/toast-provider.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { TermsTextFields } from "./quote-terms-fields.tsx";
import { quoteSettings, saveQuoteSettings, type QuoteSettingsData } from "./quotes-api.ts";

type Form = { validityDays: string; deliveryTime: string; paymentTerms: string; notes: string };
const FIELDS = ["validityDays", "deliveryTime", "paymentTerms", "notes"] as const;

const toForm = (s: QuoteSettingsData): Form => ({
  validityDays: String(s.validityDays),
  deliveryTime: s.deliveryTime ?? "",
  paymentTerms: s.paymentTerms ?? "",
  notes: s.notes ?? "",
});

/**
 * The company defaults every new quote starts from ('Cotizaciones' under Administración): days of
 * validity, delivery time, payment terms and notes. Saving is the admin's (the server says so to others).
 */
export function QuoteSettingsSection() {
  const settings = useAdminQuery("quote-settings", quoteSettings, "Error al cargar los valores predeterminados");
  const { data: saved, error } = settings;

  return (
    <Card title="Cotizaciones: valores predeterminados">
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : !saved ? (
        <LoadingState>Cargando...</LoadingState>
      ) : (
        <SettingsForm saved={saved} onSaved={settings.setData} />
      )}
    </Card>
  );
}

/** The defaults as typed since the last load or save, checked with the contract's schema. */
function SettingsForm({ saved, onSaved }: { saved: QuoteSettingsData; onSaved: (saved: QuoteSettingsData) => void }) {
  const toast = useToast();
  const form = useForm<Form>({ defaultValues: toForm(saved) });
  const values = form.watch();
  const { errors, isDirty } = form.formState;
  const { busy, run } = usePanelWrite();

  const patch = (change: Partial<Form>) => {
    for (const [name, value] of Object.entries(change) as [keyof Form, string][]) {
      form.setValue(name, value, { shouldDirty: true });
      form.clearErrors(name);
    }
  };

  async function submit(typed: Form) {
    const check = checkWith(quoteSettingsBody, { ...typed, validityDays: typed.validityDays.trim() || null });
    if (!check.ok) {
      // The first refused field is marked and its message said.
      const [name, message] = Object.entries(check.errors)[0] as [keyof Form, string];
      form.setError(name, { type: "validate", message });
      toast.error(message);
      return;
    }
    const result = await run("save", () => saveQuoteSettings(check.body), {
      success: (res) => res.message ?? "Valores predeterminados guardados",
      failure: "Error al guardar los valores predeterminados",
      then: (res) => {
        form.reset(toForm(res.data));
        onSaved(res.data);
      },
    });
    if (result.ok) return;
    for (const [name, message] of Object.entries(serverFieldErrors(result.error, FIELDS)))
      form.setError(name as keyof Form, { type: "server", message });
  }

  return (
    <form
      onSubmit={(e) => {
        // The text terms are shown by the shared fields (set, not registered): their marks go here.
        form.clearErrors();
        void form.handleSubmit(submit)(e);
      }}
      className="space-y-4"
      data-testid="quote-settings"
      noValidate
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Cada nueva cotización empieza con estos valores; se pueden cambiar en cada una. El IVA de las líneas nuevas es{" "}
        {saved.ivaRate}% (configuración IVA_RATE).
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Validez (días)" hint="Vacío: el valor de la configuración.">
          {(p) => (
            <Input
              {...p}
              inputMode="numeric"
              aria-invalid={errors.validityDays ? true : undefined}
              {...form.register("validityDays", { onChange: () => form.clearErrors("validityDays") })}
            />
          )}
        </Field>
        <TermsTextFields values={values} onChange={patch} isInvalid={(name) => errors[name] !== undefined} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" icon={<Save size={16} aria-hidden />} loading={busy === "save"} disabled={!isDirty}>
          Guardar
        </Button>
      </div>
    </form>
  );
}

import { Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { quoteSettingsBody } from "../../../../contracts/quotes.ts";
import { Button } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import { Field, Input } from "../../../ui/field.tsx";
import { LoadingState } from "../../../ui/spinner.tsx";
import { useToast } from "../../../ui/toast-provider.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { TermsTextFields } from "./quote-terms-fields.tsx";
import { quoteSettings, saveQuoteSettings, type QuoteSettingsData } from "./quotes-api.ts";
import { isSessionError } from "../../kit/use-api-failure.ts";

type Form = { validityDays: string; deliveryTime: string; paymentTerms: string; notes: string };

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
  const toast = useToast();
  const settings = useAdminQuery("quote-settings", quoteSettings, "Error al cargar los valores predeterminados");
  const { data: saved, error } = settings;
  // What was typed since the last load or save; null: the saved values.
  const [edited, setEdited] = useState<Form | null>(null);
  const form = edited ?? (saved && toForm(saved));
  const [invalid, setInvalid] = useState<keyof Form | null>(null);
  const [saving, setSaving] = useState(false);

  const dirty = form !== null && saved !== null && JSON.stringify(form) !== JSON.stringify(toForm(saved));
  const patch = (change: Partial<Form>) => {
    if (form) setEdited({ ...form, ...change });
    if (invalid && invalid in change) setInvalid(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    const parsed = quoteSettingsBody.safeParse({ ...form, validityDays: form.validityDays.trim() || null });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      setInvalid(first.path[0] as keyof Form);
      toast.error(first.message);
      return;
    }
    setSaving(true);
    try {
      const res = await saveQuoteSettings(parsed.data);
      settings.setData(res.data);
      setEdited(null);
      toast.success(res.message ?? "Valores predeterminados guardados");
    } catch (err) {
      if (!isSessionError(err))
        toast.error(err instanceof Error ? err.message : "Error al guardar los valores predeterminados");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Cotizaciones: valores predeterminados">
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : !form || !saved ? (
        <LoadingState>Cargando...</LoadingState>
      ) : (
        <form onSubmit={(e) => void submit(e)} className="space-y-4" data-testid="quote-settings" noValidate>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Cada nueva cotización empieza con estos valores; se pueden cambiar en cada una. El IVA de las líneas nuevas
            es {saved.ivaRate}% (configuración IVA_RATE).
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Validez (días)" hint="Vacío: el valor de la configuración.">
              {(p) => (
                <Input
                  {...p}
                  inputMode="numeric"
                  aria-invalid={invalid === "validityDays" || undefined}
                  value={form.validityDays}
                  onChange={(e) => patch({ validityDays: e.target.value })}
                />
              )}
            </Field>
            <TermsTextFields values={form} onChange={patch} isInvalid={(name) => invalid === name} />
          </div>
          <div className="flex justify-end">
            <Button type="submit" icon={<Save size={16} aria-hidden />} loading={saving} disabled={!dirty}>
              Guardar
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

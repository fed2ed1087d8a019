import { Save } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { QUOTE_RULES, quoteSettingsBody } from "../../../contracts/quotes.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Field, Input, Textarea } from "../../components/ui/field.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useToast } from "../../components/ui/toast-provider.tsx";
import { quoteSettings, saveQuoteSettings, type QuoteSettingsData } from "./quotes-api.ts";

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
  const [form, setForm] = useState<Form | null>(null);
  const [saved, setSaved] = useState<QuoteSettingsData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<keyof Form | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    quoteSettings()
      .then((s) => live && (setSaved(s), setForm(toForm(s))))
      .catch(
        (err) =>
          live &&
          !(err instanceof ApiError && err.status === 401) &&
          setError(err instanceof Error ? err.message : "Error al cargar los valores predeterminados"),
      );
    return () => {
      live = false;
    };
  }, []);

  const dirty = form !== null && saved !== null && JSON.stringify(form) !== JSON.stringify(toForm(saved));
  const set = (key: keyof Form) => (e: { target: { value: string } }) => {
    setForm((f) => f && { ...f, [key]: e.target.value });
    if (invalid === key) setInvalid(null);
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
      setSaved(res.data);
      setForm(toForm(res.data));
      toast.success(res.message ?? "Valores predeterminados guardados");
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401))
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
                  onChange={set("validityDays")}
                />
              )}
            </Field>
            <Field label="Tiempo de entrega">
              {(p) => (
                <Input
                  {...p}
                  maxLength={QUOTE_RULES.termsMax}
                  aria-invalid={invalid === "deliveryTime" || undefined}
                  value={form.deliveryTime}
                  onChange={set("deliveryTime")}
                />
              )}
            </Field>
            <Field label="Forma de pago" className="sm:col-span-2">
              {(p) => (
                <Input
                  {...p}
                  maxLength={QUOTE_RULES.termsMax}
                  aria-invalid={invalid === "paymentTerms" || undefined}
                  value={form.paymentTerms}
                  onChange={set("paymentTerms")}
                />
              )}
            </Field>
            <Field label="Notas" className="sm:col-span-2">
              {(p) => (
                <Textarea
                  {...p}
                  rows={3}
                  maxLength={QUOTE_RULES.notesMax}
                  aria-invalid={invalid === "notes" || undefined}
                  value={form.notes}
                  onChange={set("notes")}
                />
              )}
            </Field>
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

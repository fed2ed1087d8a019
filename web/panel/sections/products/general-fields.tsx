import type { UseFormReturn } from "react-hook-form";
import type { Brand, Category, Subcategory } from "../../../../contracts/catalog.ts";
import { COMMON_IVA_RATES, GENERAL_RATE_WORD, IVA_MESSAGES } from "../../../../contracts/iva.ts";
import { FIELD_LABEL, OPTIONAL_FIELD_KEYS } from "../../../../contracts/product-fields.ts";
import { Field, Input, Select, Textarea } from "../../../ui/field.tsx";
import type { ProductField, ProductFormValues } from "./form-values.ts";
import { ImageField } from "./image-field.tsx";

type Props = {
  form: UseFormReturn<ProductFormValues>;
  brands: Brand[];
  categories: Category[];
  subcategories: Subcategory[];
};

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, "es");

const ELECTRICAL: ProductField[] = [
  "potencia_kw",
  "corriente",
  "voltaje",
  "frame_size",
  "comunicacion",
  "alimentacion",
];
const OPTIONAL: ReadonlySet<string> = new Set(OPTIONAL_FIELD_KEYS);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-100">{title}</legend>
      {children}
    </fieldset>
  );
}

const chip =
  "rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-100 " +
  "aria-pressed:border-primary-600 aria-pressed:bg-primary-50 aria-pressed:text-primary-800 " +
  "dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:bg-primary-950 dark:aria-pressed:text-primary-200";

/** The product's own IVA rate: typed, or one click on a common rate; empty is the general rate (ADR 045). */
function IvaRateField({ form, error }: { form: UseFormReturn<ProductFormValues>; error?: string }) {
  const value = form.watch("iva_rate").trim();
  const pick = (v: string) => form.setValue("iva_rate", v, { shouldDirty: true, shouldValidate: Boolean(error) });
  const choices: [string, string][] = [
    ...COMMON_IVA_RATES.map((r): [string, string] => [String(r), `${r} %`]),
    ["", GENERAL_RATE_WORD],
  ];
  return (
    <Field label={FIELD_LABEL.iva_rate} error={error} hint={IVA_MESSAGES.formHint}>
      {(p) => (
        <div className="space-y-2">
          <Input {...p} {...form.register("iva_rate")} inputMode="decimal" placeholder={GENERAL_RATE_WORD} />
          <div role="group" aria-label="Tarifas de IVA comunes" className="flex flex-wrap gap-1.5">
            {choices.map(([v, label]) => (
              <button
                key={label}
                type="button"
                className={chip}
                aria-pressed={value.replace(/\s*%$/, "") === v}
                aria-label={`${FIELD_LABEL.iva_rate} ${label}`}
                onClick={() => pick(v)}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
      )}
    </Field>
  );
}

/** 'Información general' (admin spec §5: required and optional fields). */
export function GeneralFields({ form, brands, categories, subcategories }: Props) {
  const { register, formState, watch, setValue } = form;
  const err = (f: ProductField) => formState.errors[f]?.message;
  // Label and required mark come from the product field registry (contracts/product-fields.ts).
  const labelled = (f: ProductField) => ({ label: FIELD_LABEL[f], required: !OPTIONAL.has(f), error: err(f) });
  const text = (f: ProductField, hint?: string) => (
    <Field {...labelled(f)} hint={hint}>
      {(p) => <Input {...p} {...register(f)} />}
    </Field>
  );
  const categoryId = watch("category_id");
  const options = subcategories.filter((s) => String(s.category_id) === categoryId).sort(byName);
  const categoryField = register("category_id");

  return (
    <div className="space-y-5">
      <Section title="Identificación">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("sku")}
          {text("sku_ec")}
          <div className="sm:col-span-2">{text("name")}</div>
          <Field {...labelled("description")} className="sm:col-span-2">
            {(p) => <Textarea {...p} rows={4} {...register("description")} />}
          </Field>
        </div>
      </Section>

      <Section title="Precio y stock">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("price", "Un número (1250,50) o un texto como «Consultar».")}
          {text("original_price", "Opcional: se muestra tachado.")}
          {text("stock_quantity", "Una cantidad o un texto como «Disponible».")}
          {text("min_stock_level")}
          <IvaRateField form={form} error={err("iva_rate")} />
        </div>
      </Section>

      <Section title="Clasificación">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...labelled("brand_id")}>
            {(p) => (
              <Select {...p} {...register("brand_id")}>
                <option value="">Selecciona una marca</option>
                {[...brands].sort(byName).map((b) => (
                  <option key={b.id} value={String(b.id)}>
                    {b.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field {...labelled("category_id")}>
            {(p) => (
              <Select
                {...p}
                {...categoryField}
                onChange={(e) => {
                  void categoryField.onChange(e);
                  // Admin spec §4: a new category clears the subcategory.
                  setValue("subcategory_id", "", { shouldDirty: true });
                }}
              >
                <option value="">Selecciona una categoría</option>
                {[...categories].sort(byName).map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field {...labelled("subcategory_id")} hint={categoryId ? undefined : "Elige primero una categoría."}>
            {(p) => (
              <Select {...p} {...register("subcategory_id")} disabled={!categoryId}>
                <option value="">Sin subcategoría</option>
                {options.map((s) => (
                  <option key={s.id} value={String(s.id)}>
                    {s.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field {...labelled("is_active")}>
            {(p) => (
              <Select {...p} {...register("is_active")}>
                <option value="true">Activo</option>
                <option value="false">Inactivo</option>
              </Select>
            )}
          </Field>
          {text("series")}
        </div>
      </Section>

      <Section title="Datos técnicos">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {text("weight")}
          {text("dimensions")}
          {ELECTRICAL.map((f) => (
            <div key={f}>{text(f)}</div>
          ))}
        </div>
      </Section>

      <Section title="Imagen">
        <ImageField
          value={watch("main_image")}
          error={err("main_image")}
          onChange={(url) => setValue("main_image", url, { shouldDirty: true })}
        />
      </Section>
    </div>
  );
}

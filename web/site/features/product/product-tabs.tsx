import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { FIELD_LABEL, fromKeys, type TextFieldKey } from "../../../../contracts/product-fields.ts";
import type { ProductDetail } from "./product.server.ts";
import { NO_BRAND, NO_CATEGORY, NO_SKU } from "./quote-links.ts";

type Line = { id: number; text: string };
type TabId = "specs" | "features" | "applications";

function SpecTable({ title, rows, testId }: { title: string; rows: [string, ReactNode][]; testId: string }) {
  return (
    <div data-testid={testId}>
      <h3 className="mb-2 text-base font-semibold text-slate-900 dark:text-white">{title}</h3>
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-surface-dark">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-2 gap-4 px-4 py-2.5 text-sm">
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="font-medium text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const present = (v: string | null | undefined): v is string => !!v && v.trim() !== "";

/** The spec's order of the technical data (public site, product page), not the spreadsheet's. */
const TECHNICAL = [
  "potencia_kw",
  "voltaje",
  "frame_size",
  "corriente",
  "comunicacion",
  "alimentacion",
] as const satisfies readonly TextFieldKey[];

/**
 * The registry's labels but two, which the public page words its own way (the spec gives no
 * Spanish label for them): the power is shown with its unit ('1.5 kW'), so its label leaves out the
 * registry's '(kW)'; the frame size keeps beside it the English term of manufacturers' datasheets.
 */
const TECHNICAL_LABEL = {
  ...fromKeys(TECHNICAL, (key) => FIELD_LABEL[key]),
  potencia_kw: "Potencia",
  frame_size: "Tamaño de carcasa (frame size)",
};

function Specifications({ product: p }: { product: ProductDetail }) {
  const general: [string, ReactNode][] = [
    [FIELD_LABEL.brand_id, p.brand?.name ?? NO_BRAND],
    [FIELD_LABEL.category_id, p.category?.name ?? NO_CATEGORY],
    ...(p.subcategory ? [[FIELD_LABEL.subcategory_id, p.subcategory.name] as [string, ReactNode]] : []),
    [FIELD_LABEL.sku, p.sku || NO_SKU],
    [FIELD_LABEL.sku_ec, p.sku_ec || "—"],
  ];
  const stock = p.stock_quantity !== null ? `${p.stock_quantity} unidades` : p.stock_text || "—";
  const physical: [string, ReactNode][] = [
    [FIELD_LABEL.weight, p.weight || "—"],
    [FIELD_LABEL.dimensions, p.dimensions || "—"],
    [FIELD_LABEL.stock_quantity, stock],
  ];
  const technical: [string, ReactNode][] = TECHNICAL.flatMap((key) => {
    const value = p[key];
    if (!present(value)) return [];
    return [[TECHNICAL_LABEL[key], key === "potencia_kw" ? `${value} kW` : value]];
  });

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SpecTable title="Información general" rows={general} testId="specs-general" />
      <SpecTable title="Características físicas" rows={physical} testId="specs-physical" />
      {technical.length > 0 && (
        <SpecTable title="Especificaciones técnicas" rows={technical} testId="specs-technical" />
      )}
    </div>
  );
}

/** Tabs Especificaciones / Características / Aplicaciones (spec §2), keyboard operable (WAI-ARIA tabs). */
export function ProductTabs({
  product,
  features,
  applications,
}: {
  product: ProductDetail;
  features: Line[];
  applications: Line[];
}) {
  const [tab, setTab] = useState<TabId>("specs");
  const refs = useRef<Record<TabId, HTMLButtonElement | null>>({ specs: null, features: null, applications: null });
  const tabs: { id: TabId; label: string }[] = [
    { id: "specs", label: "Especificaciones" },
    { id: "features", label: `Características (${features.length})` },
    { id: "applications", label: `Aplicaciones (${applications.length})` },
  ];

  const onKeyDown = (e: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.id === tab);
    const next =
      e.key === "ArrowRight"
        ? i + 1
        : e.key === "ArrowLeft"
          ? i - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? tabs.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length].id;
    setTab(target);
    refs.current[target]?.focus();
  };

  return (
    <section aria-label="Información del producto" className="mt-12">
      {/* At 360 px the third tab would sit past the edge with no cue that it is there: they wrap. */}
      <div
        role="tablist"
        aria-label="Información del producto"
        className="flex flex-wrap gap-x-1 border-b border-slate-200 dark:border-slate-800"
        onKeyDown={onKeyDown}
      >
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            data-testid={`tab-${t.id}`}
            className={`-mb-px whitespace-nowrap border-b-2 px-3 py-3 sm:px-4 text-sm font-semibold transition-colors ${
              tab === t.id
                ? "border-primary-600 text-primary-700 dark:text-primary-300"
                : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`panel-${tab}`}
        aria-labelledby={`tab-${tab}`}
        tabIndex={0}
        className="pt-6"
        data-testid={`panel-${tab}`}
      >
        {tab === "specs" && <Specifications product={product} />}
        {tab === "features" &&
          (features.length ? (
            <ol className="space-y-3">
              {features.map((f, i) => (
                <li key={f.id} className="flex gap-3" data-testid="feature-item">
                  <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary-600 text-sm font-bold text-white">
                    {i + 1}
                  </span>
                  <span className="pt-0.5 text-slate-700 dark:text-slate-200">{f.text}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-slate-600 dark:text-slate-300">
              No hay características especiales disponibles para este producto.
            </p>
          ))}
        {tab === "applications" &&
          (applications.length ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              {applications.map((a) => (
                <li
                  key={a.id}
                  className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-700 dark:border-slate-800 dark:bg-surface-dark dark:text-slate-200"
                  data-testid="application-item"
                >
                  {a.text}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600 dark:text-slate-300">
              No hay aplicaciones específicas disponibles para este producto.
            </p>
          ))}
      </div>
    </section>
  );
}

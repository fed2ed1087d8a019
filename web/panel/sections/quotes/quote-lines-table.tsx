import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Button } from "../../../ui/button.tsx";
import { Input, Select } from "../../../ui/field.tsx";
import { formatCents } from "../../../lib/format.ts";
import {
  draftSectionSubtotals,
  isOptional,
  lineTotalCents,
  orderedLines,
  type DraftLine,
  type DraftSection,
} from "./quote-draft.ts";

type Props = {
  lines: DraftLine[];
  sections: DraftSection[];
  onChange: (key: string, patch: Partial<DraftLine>) => void;
  onRemove: (key: string) => void;
  /** Up (-1) or down (+1) within the line's section. */
  onMove: (key: string, step: -1 | 1) => void;
  /** Into another section (null: before any section). */
  onAssign: (key: string, section: string | null) => void;
  onSectionChange: (key: string, patch: Partial<DraftSection>) => void;
  onSectionMove: (key: string, step: -1 | 1) => void;
  onSectionRemove: (key: string) => void;
  /** `${line.key}.${field}` (and `sections.${n}`) of the fields the last check refused. */
  invalid: Set<string>;
};

const cell = "px-2 py-2 align-top";
const COLUMNS = 8;
const check = "size-4 rounded border-slate-300";

/**
 * The draft's lines as editable rows, grouped under their sections (ADR 049): each section with
 * its title, 'Opcional', up and down, and its subtotal; each line with its section, 'Opcional',
 * up and down within the section. A catalogue line keeps its product, a free-text one only its text.
 */
export function QuoteLinesTable(props: Props) {
  const { lines, sections, invalid, onChange } = props;
  const ordered = orderedLines({ lines, sections });
  const number = new Map(ordered.map((l, n) => [l.key, n + 1]));
  const subtotals = new Map(draftSectionSubtotals({ lines, sections }).map((s) => [s.key, s]));
  const known = new Set(sections.map((s) => s.key));
  const head = ordered.filter((l) => l.section === null || !known.has(l.section));

  const field = (l: DraftLine, name: keyof DraftLine, n: number, label: string, className = "") => (
    <Input
      aria-label={`${label}, línea ${n}`}
      className={`px-2 ${className}`}
      value={l[name] as string}
      aria-invalid={invalid.has(`${l.key}.${name}`) || undefined}
      onChange={(e) => onChange(l.key, { [name]: e.target.value })}
    />
  );

  const row = (l: DraftLine, group: DraftLine[], at: number) => {
    const n = number.get(l.key)!;
    const total = lineTotalCents(l);
    const section = sections.find((s) => s.key === l.section);
    const optional = isOptional(l, sections);
    return (
      <tr
        key={l.key}
        data-testid="editor-line"
        data-free-text={l.productId === null || undefined}
        data-optional={optional || undefined}
      >
        <td className={cell}>{field(l, "sku", n, "SKU", "font-mono text-xs")}</td>
        <td className={cell}>
          {field(l, "description", n, "Descripción")}
          {l.productId === null && <span className="mt-1 block text-xs text-slate-500">Línea libre</span>}
          <div className="mt-1 flex flex-wrap items-center gap-3 text-xs">
            {sections.length > 0 && (
              <Select
                look="compact"
                aria-label={`Sección, línea ${n}`}
                value={l.section !== null && known.has(l.section) ? l.section : ""}
                onChange={(e) => props.onAssign(l.key, e.target.value === "" ? null : e.target.value)}
              >
                <option value="">Sin sección</option>
                {sections.map((s, i) => (
                  <option key={s.key} value={s.key}>
                    {s.title.trim() || `Sección ${i + 1}`}
                  </option>
                ))}
              </Select>
            )}
            <label className="inline-flex items-center gap-1">
              <input
                type="checkbox"
                className={check}
                checked={optional}
                // A line of an optional section is optional with it.
                disabled={section?.optional === true}
                onChange={(e) => onChange(l.key, { optional: e.target.checked })}
                aria-label={`Opcional, línea ${n}`}
              />
              <span aria-hidden>Opcional</span>
            </label>
          </div>
        </td>
        <td className={cell}>{field(l, "quantity", n, "Cantidad", "text-right")}</td>
        <td className={cell}>
          <Input
            aria-label={`Precio unitario, línea ${n}`}
            inputMode="decimal"
            className="px-2 text-right"
            placeholder="Precio a consultar"
            value={l.unitPrice}
            aria-invalid={invalid.has(`${l.key}.unitPrice`) || undefined}
            onChange={(e) => onChange(l.key, { unitPrice: e.target.value })}
          />
        </td>
        <td className={cell}>{field(l, "discountPercent", n, "Descuento %", "text-right")}</td>
        <td className={cell}>{field(l, "ivaRate", n, "IVA %", "text-right")}</td>
        <td className={`${cell} text-right tabular-nums`} data-testid="editor-line-total">
          {total === null ? <span className="text-amber-700 dark:text-amber-300">Sin precio</span> : formatCents(total)}
          {optional && <span className="block text-xs text-slate-500">No suma al total</span>}
        </td>
        <td className={`${cell} whitespace-nowrap`}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Subir línea ${n}`}
            disabled={at === 0}
            onClick={() => props.onMove(l.key, -1)}
          >
            <ArrowUp size={16} aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Bajar línea ${n}`}
            disabled={at === group.length - 1}
            onClick={() => props.onMove(l.key, 1)}
          >
            <ArrowDown size={16} aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Quitar línea ${n}`} onClick={() => props.onRemove(l.key)}>
            <Trash2 size={16} aria-hidden />
          </Button>
        </td>
      </tr>
    );
  };

  if (lines.length === 0 && sections.length === 0)
    return <p className="text-sm text-slate-500">Sin líneas: agrega productos del catálogo o una línea libre.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table
        className="w-full min-w-[60rem] divide-y divide-slate-200 text-sm dark:divide-slate-700"
        data-testid="editor-lines"
      >
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            <th className={`${cell} w-32`}>SKU</th>
            <th className={cell}>Descripción</th>
            <th className={`${cell} w-20`}>Cant.</th>
            <th className={`${cell} w-28`}>P. unitario</th>
            <th className={`${cell} w-20`}>Desc. %</th>
            <th className={`${cell} w-20`}>IVA %</th>
            <th className={`${cell} w-28 text-right`}>Total</th>
            <th className={`${cell} w-32`}>
              <span className="sr-only">Orden y quitar</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {head.map((l, at) => row(l, head, at))}
        </tbody>
        {sections.map((s, i) => {
          const group = ordered.filter((l) => l.section === s.key);
          const sub = subtotals.get(s.key);
          const name = s.title.trim() || `Sección ${i + 1}`;
          return (
            <tbody
              key={s.key}
              className="divide-y divide-slate-100 dark:divide-slate-800"
              data-testid="editor-section"
              aria-label={`Sección ${i + 1}`}
            >
              <tr className="bg-slate-50 dark:bg-slate-800/60">
                <td className={cell} colSpan={COLUMNS - 1}>
                  <div className="flex flex-wrap items-center gap-3">
                    <Input
                      aria-label={`Título de la sección ${i + 1}`}
                      className="max-w-md px-2 font-semibold"
                      placeholder="Título de la sección"
                      value={s.title}
                      aria-invalid={invalid.has(`sections.${i}`) || undefined}
                      onChange={(e) => props.onSectionChange(s.key, { title: e.target.value })}
                    />
                    <label className="inline-flex items-center gap-1 text-xs">
                      <input
                        type="checkbox"
                        className={check}
                        checked={s.optional}
                        onChange={(e) => props.onSectionChange(s.key, { optional: e.target.checked })}
                        aria-label={`Opcional: toda la sección ${i + 1}`}
                      />
                      <span aria-hidden>Opcional: toda la sección</span>
                    </label>
                  </div>
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Subir sección ${i + 1}`}
                    disabled={i === 0}
                    onClick={() => props.onSectionMove(s.key, -1)}
                  >
                    <ArrowUp size={16} aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Bajar sección ${i + 1}`}
                    disabled={i === sections.length - 1}
                    onClick={() => props.onSectionMove(s.key, 1)}
                  >
                    <ArrowDown size={16} aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Quitar sección ${i + 1}`}
                    onClick={() => props.onSectionRemove(s.key)}
                  >
                    <Trash2 size={16} aria-hidden />
                  </Button>
                </td>
              </tr>
              {group.length === 0 && (
                <tr>
                  <td className={`${cell} text-xs text-slate-500`} colSpan={COLUMNS}>
                    Sin líneas: elige esta sección en una línea.
                  </td>
                </tr>
              )}
              {group.map((l, at) => row(l, group, at))}
              <tr>
                <td className={`${cell} text-right font-medium`} colSpan={COLUMNS - 2}>
                  Subtotal {name}
                </td>
                <td className={`${cell} text-right tabular-nums font-medium`} data-testid="editor-section-subtotal">
                  {formatCents(sub?.subtotalCents ?? 0n)}
                </td>
                <td className={cell} />
              </tr>
              {sub && sub.optionalCents > 0n && (
                <tr>
                  <td className={`${cell} text-right text-xs text-slate-600 dark:text-slate-400`} colSpan={COLUMNS - 2}>
                    Opcionales de {name} (no incluidos en el total)
                  </td>
                  <td className={`${cell} text-right text-xs tabular-nums`} data-testid="editor-section-optional">
                    {formatCents(sub.optionalCents)}
                  </td>
                  <td className={cell} />
                </tr>
              )}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}

import { Trash2 } from "lucide-react";
import { Button } from "../../../ui/button.tsx";
import { Input } from "../../../ui/field.tsx";
import { formatCents } from "../../../lib/format.ts";
import { lineTotalCents, type DraftLine } from "./quote-draft.ts";

type Props = {
  lines: DraftLine[];
  onChange: (key: string, patch: Partial<DraftLine>) => void;
  onRemove: (key: string) => void;
  /** `${line.key}.${field}` of the fields the last check refused. */
  invalid: Set<string>;
};

const cell = "px-2 py-2 align-top";

/** The draft's lines as editable rows; a catalogue line keeps its product, a free-text one only its text. */
export function QuoteLinesTable({ lines, onChange, onRemove, invalid }: Props) {
  const field = (l: DraftLine, name: keyof DraftLine, n: number, label: string, className = "") => (
    <Input
      aria-label={`${label}, línea ${n + 1}`}
      className={`px-2 ${className}`}
      value={l[name] as string}
      aria-invalid={invalid.has(`${l.key}.${name}`) || undefined}
      onChange={(e) => onChange(l.key, { [name]: e.target.value })}
    />
  );
  if (lines.length === 0)
    return <p className="text-sm text-slate-500">Sin líneas: agrega productos del catálogo o una línea libre.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table
        className="w-full min-w-[56rem] divide-y divide-slate-200 text-sm dark:divide-slate-700"
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
            <th className={`${cell} w-10`}>
              <span className="sr-only">Quitar</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {lines.map((l, n) => {
            const total = lineTotalCents(l);
            return (
              <tr key={l.key} data-testid="editor-line" data-free-text={l.productId === null || undefined}>
                <td className={cell}>{field(l, "sku", n, "SKU", "font-mono text-xs")}</td>
                <td className={cell}>
                  {field(l, "description", n, "Descripción")}
                  {l.productId === null && <span className="mt-1 block text-xs text-slate-500">Línea libre</span>}
                </td>
                <td className={cell}>{field(l, "quantity", n, "Cantidad", "text-right")}</td>
                <td className={cell}>
                  <Input
                    aria-label={`Precio unitario, línea ${n + 1}`}
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
                  {total === null ? (
                    <span className="text-amber-700 dark:text-amber-300">Sin precio</span>
                  ) : (
                    formatCents(total)
                  )}
                </td>
                <td className={cell}>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Quitar línea ${n + 1}`}
                    onClick={() => onRemove(l.key)}
                  >
                    <Trash2 size={16} aria-hidden />
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

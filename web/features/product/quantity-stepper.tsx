import { Minus, Plus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { MIN_QUANTITY, parseQuantity } from "./quantity.ts";

const step =
  "inline-flex h-11 w-11 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 dark:text-slate-200 dark:hover:bg-slate-800 dark:disabled:text-slate-600";

/**
 * Quantity with − and + (minimum 1). The field may hold anything while typing; on leaving it a
 * non-number becomes 1 (spec §5).
 */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const n = parseQuantity(raw);
    setText(String(n));
    onChange(n);
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        Cantidad
      </label>
      <div className="mt-1 inline-flex items-center overflow-hidden rounded-lg border border-slate-300 dark:border-slate-700">
        <button
          type="button"
          className={step}
          aria-label="Disminuir cantidad"
          disabled={value <= MIN_QUANTITY}
          onClick={() => onChange(Math.max(MIN_QUANTITY, value - 1))}
          data-testid="qty-minus"
        >
          <Minus size={18} aria-hidden />
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            // A valid number counts at once; anything else waits for the field to be left.
            if (/^\s*\d+\s*$/.test(e.target.value)) onChange(parseQuantity(e.target.value));
          }}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && commit(e.currentTarget.value)}
          className="h-11 w-16 border-x border-slate-300 bg-white text-center text-base font-semibold text-slate-900 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-primary-500 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
          data-testid="qty-input"
        />
        <button
          type="button"
          className={step}
          aria-label="Aumentar cantidad"
          onClick={() => onChange(value + 1)}
          data-testid="qty-plus"
        >
          <Plus size={18} aria-hidden />
        </button>
      </div>
    </div>
  );
}

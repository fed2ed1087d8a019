import { Minus, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { quantityOnLeave, quantityWhileTyping } from "./basket-quantity.ts";

const stepper =
  "inline-flex h-9 w-9 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";

type Props = { name: string; quantity: number; onQuantity: (quantity: number) => void };

/** − field + of a basket line: a big order is typed, not clicked 40 times. */
export function LineQuantity({ name, quantity, onQuantity }: Props) {
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);

  const leave = (raw: string) => {
    const next = quantityOnLeave(raw, quantity);
    setText(String(Math.max(next, 1)));
    if (next !== quantity) onQuantity(next);
  };

  return (
    <div className="flex items-center gap-2" role="group" aria-label={`Cantidad de ${name}`}>
      <button
        type="button"
        className={stepper}
        onClick={() => onQuantity(quantity - 1)}
        aria-label={`Disminuir cantidad de ${name}`}
      >
        <Minus size={16} aria-hidden />
      </button>
      <input
        type="text"
        inputMode="numeric"
        value={text}
        aria-label={`Cantidad de ${name}`}
        onChange={(e) => {
          setText(e.target.value);
          const now = quantityWhileTyping(e.target.value);
          if (now !== null && now !== quantity) onQuantity(now);
        }}
        onBlur={(e) => leave(e.target.value)}
        onKeyDown={(e) => e.key === "Enter" && leave(e.currentTarget.value)}
        className="h-9 w-14 rounded-lg border border-slate-300 bg-white text-center font-semibold tabular-nums text-slate-900 focus:outline-none focus:ring-2 focus:ring-primary-500 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
        data-testid="quote-quantity"
      />
      <button
        type="button"
        className={stepper}
        onClick={() => onQuantity(quantity + 1)}
        aria-label={`Aumentar cantidad de ${name}`}
      >
        <Plus size={16} aria-hidden />
      </button>
    </div>
  );
}

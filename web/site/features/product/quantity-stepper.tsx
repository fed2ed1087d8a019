import { useId } from "react";
import { REQUEST_RULES, QUANTITY_MAX_MESSAGE } from "../../../../contracts/request-limits.ts";
import { Stepper } from "../../../ui/stepper.tsx";
import { MIN_QUANTITY, parseQuantity } from "./quantity.ts";

// A valid number counts at once; anything else waits for the field to be left.
const readTyping = (raw: string) => (/^\s*\d+\s*$/.test(raw) ? parseQuantity(raw) : null);
const readLeave = (raw: string) => parseQuantity(raw);

/**
 * Quantity with − and + (minimum 1). The field may hold anything while typing; on leaving it a
 * non-number becomes 1 (spec §5).
 */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        Cantidad
      </label>
      <Stepper
        look="joined"
        className="mt-1"
        value={value}
        onChange={onChange}
        min={MIN_QUANTITY}
        max={REQUEST_RULES.quantityMax}
        maxMessage={QUANTITY_MAX_MESSAGE}
        readTyping={readTyping}
        readLeave={readLeave}
        labels={{ decrease: "Disminuir cantidad", increase: "Aumentar cantidad" }}
        inputId={id}
        testIds={{ decrease: "qty-minus", increase: "qty-plus", input: "qty-input" }}
      />
    </div>
  );
}

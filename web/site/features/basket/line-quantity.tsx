import { REQUEST_RULES, QUANTITY_MAX_MESSAGE } from "../../../../contracts/request-limits.ts";
import { Stepper } from "../../../ui/stepper.tsx";
import { quantityOnLeave, quantityWhileTyping } from "./basket-quantity.ts";

type Props = { name: string; quantity: number; onQuantity: (quantity: number) => void };

/** − field + of a basket line: a big order is typed, not clicked 40 times. */
export function LineQuantity({ name, quantity, onQuantity }: Props) {
  return (
    <Stepper
      look="separate"
      value={quantity}
      onChange={onQuantity}
      readTyping={quantityWhileTyping}
      readLeave={quantityOnLeave}
      max={REQUEST_RULES.quantityMax}
      maxMessage={QUANTITY_MAX_MESSAGE}
      labels={{
        group: `Cantidad de ${name}`,
        input: `Cantidad de ${name}`,
        decrease: `Disminuir cantidad de ${name}`,
        increase: `Aumentar cantidad de ${name}`,
      }}
      testIds={{ input: "quote-quantity" }}
    />
  );
}

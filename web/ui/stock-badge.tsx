import type { StockState, StockTone } from "../lib/stock-state.ts";

const TONE: Record<StockTone, string> = {
  in: "bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-300",
  order: "bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  out: "bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-300",
};

/** A small pill with a product's stock state; nothing when the state is unknown. */
export function StockBadge({ state }: { state: StockState | null }) {
  if (!state) return null;
  return (
    <span
      className={`inline-flex w-fit items-center rounded-full px-2 py-0.5 text-xs font-medium ${TONE[state.tone]}`}
      data-testid="stock-state"
      data-tone={state.tone}
    >
      {state.label}
    </span>
  );
}

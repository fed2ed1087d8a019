import { Info } from "lucide-react";
import { TECHNICAL_FILTER_LABEL } from "../../../../contracts/catalog-options.ts";
import type { DroppedFilter } from "./catalog-params.ts";

/** What the page says when it took technical filters out (issue 22: never silently). */
export function droppedFiltersText(dropped: DroppedFilter[]): string {
  const list = dropped.map((d) => `${TECHNICAL_FILTER_LABEL[d.key]}: ${d.value}`).join(", ");
  return dropped.length === 1
    ? `Se quitó el filtro técnico ${list}: ningún producto de esta selección lo cumple.`
    : `Se quitaron los filtros técnicos ${list}: ningún producto de esta selección los cumple.`;
}

export function DroppedFiltersNotice({ dropped }: { dropped: DroppedFilter[] }) {
  if (dropped.length === 0) return null;
  return (
    <p
      role="status"
      className="mb-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
      data-testid="dropped-filters"
    >
      <Info size={18} aria-hidden className="mt-0.5 shrink-0" />
      {droppedFiltersText(dropped)}
    </p>
  );
}

import { FREE_TEXT_LIMITS, FREE_TEXT_MESSAGES } from "../../../contracts/free-text-lines.ts";
import { LEAD_MESSAGES, LEAD_RULES } from "../../../contracts/leads.ts";
import type { PartsListCandidate, PartsListResult } from "../../../contracts/parts-list.ts";
import { cartReducer, toCartItem, type CartItem, type LinesToAdd } from "../cart/cart-state.ts";

/**
 * The customer's review of a matched parts list (ADR 021): per line its state, the product
 * chosen (null: it goes as a line not in the catalogue), the quantity as typed and, for a line
 * not found, the description the customer may add.
 */
export type LineStatus = "found" | "choose" | "missing";

export const STATUS_LABEL: Record<LineStatus, string> = {
  found: "Encontrado",
  choose: "Elegir entre alternativas",
  missing: "No encontrado",
};

export type ReviewLine = {
  /** Position in the list: the key of the line while it is reviewed. */
  key: number;
  /** Line of the text (or row of the sheet) it came from. */
  row: number;
  code: string;
  quantity: string;
  status: LineStatus;
  candidates: PartsListCandidate[];
  choice: number | null;
  description: string;
};

/**
 * Exact or normalised code with a single product: found. A fuzzy candidate, or a code several
 * products share: the customer chooses (the best one preselected, so 'Agregar todo' still works in
 * one click). No candidate: not found.
 */
export function reviewLines(result: PartsListResult): ReviewLine[] {
  return result.lines.map((line, key) => {
    const candidates = line.match ? [line.match, ...line.alternatives] : [];
    const sure = line.match !== null && line.match.kind !== "fuzzy" && line.alternatives.length === 0;
    return {
      key,
      row: line.row,
      code: line.code,
      quantity: String(line.quantity),
      status: !line.match ? "missing" : sure ? "found" : "choose",
      candidates,
      choice: line.match?.product.id ?? null,
      description: "",
    };
  });
}

export type ReviewSummary = Record<LineStatus, number>;

export function reviewSummary(lines: ReviewLine[]): ReviewSummary {
  const summary: ReviewSummary = { found: 0, choose: 0, missing: 0 };
  for (const l of lines) summary[l.status] += 1;
  return summary;
}

/** The quantity's problem in Spanish, or null for a whole number from 1 to the request's limit. */
export function quantityError(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) return LEAD_MESSAGES.quantityPositive;
  if (Number(trimmed) > LEAD_RULES.quantityMax) return LEAD_MESSAGES.quantityMax;
  return null;
}

export const descriptionError = (text: string): string | null =>
  text.trim().length > FREE_TEXT_LIMITS.descriptionMax ? FREE_TEXT_MESSAGES.descriptionMax : null;

export type AddPlan = { lines: LinesToAdd; error: null } | { lines: null; error: string };

/**
 * What 'Agregar todo a la cotización' puts in the basket, or why it cannot: a wrong quantity or
 * description stops it (the list stays as typed), and so does a basket that would exceed the
 * request's line limit.
 */
export function planAdd(lines: ReviewLine[], basket: CartItem[]): AddPlan {
  for (const l of lines) {
    const error = quantityError(l.quantity) ?? descriptionError(l.description);
    if (error) return { lines: null, error: `Línea ${l.row} (${l.code}): ${error}` };
  }
  const plan: LinesToAdd = { products: [], freeText: [] };
  for (const l of lines) {
    const quantity = Number(l.quantity.trim());
    const chosen = l.candidates.find((c) => c.product.id === l.choice);
    if (chosen) plan.products.push({ item: toCartItem(chosen.product), quantity });
    else plan.freeText.push({ code: l.code, description: l.description, quantity });
  }
  const after = cartReducer({ items: basket }, { type: "addLines", lines: plan }).items.length;
  if (after > LEAD_RULES.itemsMax)
    return {
      lines: null,
      error: `${LEAD_MESSAGES.itemsMax}: con esta lista tendría ${after} líneas. Divide la lista o quita líneas.`,
    };
  return { lines: plan, error: null };
}

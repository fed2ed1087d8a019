import { FREE_TEXT_LIMITS, FREE_TEXT_MESSAGES } from "../../../../contracts/free-text-lines.ts";
import { REQUEST_MESSAGES, REQUEST_RULES } from "../../../../contracts/requests.ts";
import {
  PARTS_LIST_MESSAGES,
  type LineStatus,
  type PartsListCandidate,
  type PartsListResult,
} from "../../../../contracts/parts-list.ts";
import { readQuantity } from "../../../../contracts/parts-list-read.ts";
import { basketReducer, toBasketItem, type BasketItem, type LinesToAdd } from "../basket/basket-state.ts";

export type { LineStatus };

/**
 * The customer's review of a matched parts list (ADR 021): per line its state, the product
 * chosen ("none": it goes as a line not in the catalogue; null: not chosen yet), the quantity as
 * typed and, for a line not found, the description the customer may add.
 */
export const STATUS_LABEL: Record<LineStatus, string> = {
  found: "Encontrado",
  choose: "Por elegir",
  missing: "No encontrado",
};

export type Choice = number | "none" | null;

export type ReviewLine = {
  /** Position in the list: the key of the line while it is reviewed. */
  key: number;
  /** Line of the text (or row of the sheet) it came from. */
  row: number;
  code: string;
  quantity: string;
  status: LineStatus;
  candidates: PartsListCandidate[];
  choice: Choice;
  description: string;
  /** False when the list's budget of look-ups ran out before this line. */
  compared: boolean;
};

/**
 * Never guess (issue 21): only a line the server found for sure (one product, exact or
 * normalised code) comes chosen; a line with candidates waits for the customer's choice; a line
 * without any goes as a line outside the catalogue unless the customer says otherwise.
 */
export function reviewLines(result: PartsListResult): ReviewLine[] {
  return result.lines.map((line, key) => ({
    key,
    row: line.row,
    code: line.code || line.description,
    quantity: line.quantity === null ? line.quantity_text : String(line.quantity),
    status: line.status,
    candidates: line.match ? [line.match, ...line.alternatives] : [],
    choice: line.status === "found" ? line.match!.product.id : line.status === "missing" ? "none" : null,
    description: line.code ? line.description : "",
    compared: line.compared,
  }));
}

export type ReviewSummary = Record<LineStatus, number> & { pending: number };

export function reviewSummary(lines: ReviewLine[]): ReviewSummary {
  const summary: ReviewSummary = { found: 0, choose: 0, missing: 0, pending: 0 };
  for (const l of lines) {
    summary[l.status] += 1;
    if (l.choice === null) summary.pending += 1;
  }
  return summary;
}

/** The quantity's problem in Spanish (the parts list's own rule: decimals are refused), or null. */
export function quantityError(text: string): string | null {
  if (text.trim() === "") return REQUEST_MESSAGES.quantityPositive;
  const { quantity, problem } = readQuantity(text);
  if (problem) return problem;
  return quantity !== null && quantity > REQUEST_RULES.quantityMax ? REQUEST_MESSAGES.quantityMax : null;
}

export const descriptionError = (text: string): string | null =>
  text.trim().length > FREE_TEXT_LIMITS.descriptionMax ? FREE_TEXT_MESSAGES.descriptionMax : null;

export type AddPlan = { lines: LinesToAdd; error: null } | { lines: null; error: string };

/**
 * What 'Agregar todo a la cotización' puts in the basket, or why it cannot: a line still to
 * choose, a wrong quantity or description stops it (the list stays as typed), and so does a
 * basket that would exceed the request's line limit.
 */
export function planAdd(lines: ReviewLine[], basket: BasketItem[]): AddPlan {
  const pending = lines.filter((l) => l.choice === null).length;
  if (pending) return { lines: null, error: PARTS_LIST_MESSAGES.pending(pending) };
  for (const l of lines) {
    const error = quantityError(l.quantity) ?? descriptionError(l.description);
    if (error) return { lines: null, error: `Línea ${l.row} (${l.code}): ${error}` };
  }
  const plan: LinesToAdd = { products: [], freeText: [] };
  for (const l of lines) {
    const quantity = readQuantity(l.quantity).quantity!;
    const chosen = l.candidates.find((c) => c.product.id === l.choice);
    if (chosen) plan.products.push({ item: toBasketItem(chosen.product), quantity });
    else plan.freeText.push({ code: l.code, description: l.description, quantity });
  }
  const after = basketReducer({ items: basket }, { type: "addLines", lines: plan }).items.length;
  if (after > REQUEST_RULES.itemsMax)
    return {
      lines: null,
      error: `${REQUEST_MESSAGES.itemsMax}: con esta lista tendría ${after} líneas. Divide la lista o quita líneas.`,
    };
  return { lines: plan, error: null };
}

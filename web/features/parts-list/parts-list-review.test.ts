import { describe, expect, it } from "vitest";
import { FREE_TEXT_MESSAGES } from "../../../contracts/free-text-lines.ts";
import { LEAD_MESSAGES } from "../../../contracts/leads.ts";
import type { PartsListCandidate, PartsListProduct, PartsListResult } from "../../../contracts/parts-list.ts";
import { toCartItem } from "../cart/cart-state.ts";
import { planAdd, quantityError, reviewLines, reviewSummary } from "./parts-list-review.ts";

const product = (id: number, sku: string, price: string | null = "10.00"): PartsListProduct => ({
  id,
  sku,
  sku_ec: null,
  name: `Producto ${sku}`,
  brand: null,
  price,
  price_amount: price,
  main_image: null,
});
const candidate = (p: PartsListProduct, kind: PartsListCandidate["kind"], score = 1): PartsListCandidate => ({
  product: p,
  kind,
  score,
});

const result: PartsListResult = {
  lines: [
    { row: 2, code: "A-1", quantity: 3, match: candidate(product(1, "A-1"), "exact"), alternatives: [] },
    {
      row: 3,
      code: "B2",
      quantity: 1,
      match: candidate(product(2, "B-2X"), "fuzzy", 0.7),
      alternatives: [candidate(product(3, "B-2Y"), "fuzzy", 0.5)],
    },
    { row: 4, code: "ZZ-9", quantity: 5, match: null, alternatives: [] },
  ],
};

describe("parts-list review (ADR 021)", () => {
  it("gives each line its state, the best candidate preselected", () => {
    const lines = reviewLines(result);
    expect(lines.map((l) => [l.status, l.choice, l.quantity])).toEqual([
      ["found", 1, "3"],
      ["choose", 2, "1"],
      ["missing", null, "5"],
    ]);
    expect(lines[1].candidates.map((c) => c.product.id)).toEqual([2, 3]);
    expect(reviewSummary(lines)).toEqual({ found: 1, choose: 1, missing: 1 });
  });

  it("a code several products share is a choice, not a find", () => {
    const shared = {
      ...result.lines[0],
      alternatives: [candidate(product(9, "a-1"), "normalized")],
    };
    expect(reviewLines({ lines: [shared] })[0].status).toBe("choose");
  });

  it("adds chosen products with their quantities and the rest as free-text lines", () => {
    const lines = reviewLines(result);
    lines[1] = { ...lines[1], choice: 3, quantity: " 4 " };
    lines[2] = { ...lines[2], description: "Relé 24 V" };
    const plan = planAdd(lines, []);
    expect(plan.error).toBeNull();
    expect(plan.lines?.products.map((p) => [p.item.id, p.quantity])).toEqual([
      [1, 3],
      [3, 4],
    ]);
    expect(plan.lines?.freeText).toEqual([{ code: "ZZ-9", description: "Relé 24 V", quantity: 5 }]);
  });

  it("'Ninguno' sends a found-by-similarity line as free text", () => {
    const lines = reviewLines(result);
    lines[1] = { ...lines[1], choice: null };
    expect(planAdd(lines, []).lines?.freeText.map((f) => f.code)).toEqual(["B2", "ZZ-9"]);
  });

  it("a wrong quantity or description stops the add, naming the line", () => {
    expect(quantityError("0")).toBe(LEAD_MESSAGES.quantityPositive);
    expect(quantityError("2,5")).toBe(LEAD_MESSAGES.quantityPositive);
    expect(quantityError("100001")).toBe(LEAD_MESSAGES.quantityMax);
    const lines = reviewLines(result);
    lines[0] = { ...lines[0], quantity: "" };
    expect(planAdd(lines, []).error).toBe(`Línea 2 (A-1): ${LEAD_MESSAGES.quantityPositive}`);
    lines[0] = { ...lines[0], quantity: "1" };
    lines[2] = { ...lines[2], description: "x".repeat(501) };
    expect(planAdd(lines, []).error).toBe(`Línea 4 (ZZ-9): ${FREE_TEXT_MESSAGES.descriptionMax}`);
  });

  it("refuses a list that would take the basket past the request's 100 lines", () => {
    const basket = Array.from({ length: 98 }, (_, n) => ({ ...toCartItem(product(100 + n, `P-${n}`)), quantity: 1 }));
    const lines = reviewLines(result);
    expect(planAdd(lines, basket).error).toBe(
      `${LEAD_MESSAGES.itemsMax}: con esta lista tendría 101 líneas. Divide la lista o quita líneas.`,
    );
    expect(planAdd(lines, basket.slice(1)).error).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { FREE_TEXT_MESSAGES } from "../../../../contracts/free-text-lines.ts";
import { REQUEST_MESSAGES } from "../../../../contracts/requests.ts";
import {
  PARTS_LIST_MESSAGES,
  type PartsListCandidate,
  type PartsListProduct,
  type PartsListResult,
} from "../../../../contracts/parts-list.ts";
import { QUANTITY_PROBLEMS } from "../../../../contracts/parts-list-read.ts";
import { toBasketItem } from "../basket/basket-state.ts";
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

const line = (
  row: number,
  code: string,
  quantity: number,
  status: PartsListResult["lines"][number]["status"],
  found: PartsListCandidate[],
): PartsListResult["lines"][number] => ({
  row,
  code,
  description: "",
  quantity,
  quantity_text: String(quantity),
  unit: "",
  problem: null,
  status,
  match: found[0] ?? null,
  alternatives: found.slice(1),
  compared: true,
});

const result: PartsListResult = {
  layout: { header: false, columns: [{ index: 0, title: "Columna 1", role: "code" }] },
  lines: [
    line(2, "A-1", 3, "found", [candidate(product(1, "A-1"), "exact")]),
    line(3, "B2", 1, "choose", [
      candidate(product(2, "B-2X"), "fuzzy", 0.7),
      candidate(product(3, "B-2Y"), "fuzzy", 0.5),
    ]),
    line(4, "ZZ-9", 5, "missing", []),
  ],
};

describe("parts-list review (ADR 021, issue 21)", () => {
  it("preselects only a sure find; a line with candidates waits for a choice", () => {
    const lines = reviewLines(result);
    expect(lines.map((l) => [l.status, l.choice, l.quantity])).toEqual([
      ["found", 1, "3"],
      ["choose", null, "1"],
      ["missing", "none", "5"],
    ]);
    expect(lines[1].candidates.map((c) => c.product.id)).toEqual([2, 3]);
    expect(reviewSummary(lines)).toEqual({ found: 1, choose: 1, missing: 1, pending: 1 });
  });

  it("'Agregar todo' says how many lines still need a choice and adds nothing", () => {
    const lines = reviewLines(result);
    expect(planAdd(lines, [])).toEqual({ lines: null, error: PARTS_LIST_MESSAGES.pending(1) });
    expect(PARTS_LIST_MESSAGES.pending(3)).toMatch(/^Faltan 3 líneas por elegir/);
  });

  it("keeps a refused quantity as written, with its message", () => {
    const refused = {
      ...result.lines[0],
      quantity: null,
      quantity_text: "1,5",
      problem: "x",
    };
    const [l] = reviewLines({ ...result, lines: [refused] });
    expect(l.quantity).toBe("1,5");
    expect(quantityError(l.quantity)).toBe(QUANTITY_PROBLEMS.decimal("1,5"));
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

  it("'Ninguno' sends a line with candidates as free text", () => {
    const lines = reviewLines(result);
    lines[1] = { ...lines[1], choice: "none" };
    expect(planAdd(lines, []).lines?.freeText.map((f) => f.code)).toEqual(["B2", "ZZ-9"]);
  });

  it("a wrong quantity or description stops the add, naming the line", () => {
    expect(quantityError("0")).toBe(REQUEST_MESSAGES.quantityPositive);
    expect(quantityError("2,5")).toBe(QUANTITY_PROBLEMS.decimal("2,5"));
    expect(quantityError("100001")).toBe(REQUEST_MESSAGES.quantityMax);
    const lines = reviewLines(result);
    lines[1] = { ...lines[1], choice: 2 };
    lines[0] = { ...lines[0], quantity: "" };
    expect(planAdd(lines, []).error).toBe(`Línea 2 (A-1): ${REQUEST_MESSAGES.quantityPositive}`);
    lines[0] = { ...lines[0], quantity: "1" };
    lines[2] = { ...lines[2], description: "x".repeat(501) };
    expect(planAdd(lines, []).error).toBe(`Línea 4 (ZZ-9): ${FREE_TEXT_MESSAGES.descriptionMax}`);
  });

  it("refuses a list that would take the basket past the request's 100 lines", () => {
    const basket = Array.from({ length: 98 }, (_, n) => ({ ...toBasketItem(product(100 + n, `P-${n}`)), quantity: 1 }));
    const lines = reviewLines(result);
    lines[1] = { ...lines[1], choice: 2 };
    expect(planAdd(lines, basket).error).toBe(
      `${REQUEST_MESSAGES.itemsMax}: con esta lista tendría 101 líneas. Divide la lista o quita líneas.`,
    );
    expect(planAdd(lines, basket.slice(1)).error).toBeNull();
  });
});

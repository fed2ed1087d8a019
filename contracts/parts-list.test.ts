import { describe, expect, it } from "vitest";
import { REQUEST_MESSAGES } from "./requests.ts";
import { QUANTITY_PROBLEMS, parsePartsText, readQuantity, splitLine } from "./parts-list-read.ts";

const brief = (text: string) => parsePartsText(text).entries.map((e) => [e.row, e.code, e.quantity, e.problem]);
const roles = (text: string) => parsePartsText(text).layout.columns.map((c) => c.role);

describe("parts list lines", () => {
  it("splits on tab, then semicolon, then comma, then spaces with a trailing quantity", () => {
    expect(splitLine("6ES7214-1AG40-0XB0\t3\tCPU")).toEqual(["6ES7214-1AG40-0XB0", "3", "CPU"]);
    expect(splitLine('"ABC-1";"2"')).toEqual(["ABC-1", "2"]);
    expect(splitLine("ABC-1, 2")).toEqual(["ABC-1", "2"]);
    expect(splitLine("6ES7 214-1AG40-0XB0 2")).toEqual(["6ES7 214-1AG40-0XB0", "2"]);
    expect(splitLine("CFW500A06P5T4")).toEqual(["CFW500A06P5T4"]);
  });

  it("reads whole quantities and refuses the rest with a message, never truncating", () => {
    expect(["3", "2,0", "", "4 uds"].map((q) => readQuantity(q).quantity)).toEqual([3, 2, 1, 4]);
    expect(readQuantity("1,5")).toEqual({ quantity: null, problem: QUANTITY_PROBLEMS.decimal("1,5") });
    expect(readQuantity("1.5").problem).toBe(QUANTITY_PROBLEMS.decimal("1.5"));
    expect(readQuantity("abc").problem).toBe(QUANTITY_PROBLEMS.notNumber("abc"));
    expect(readQuantity("0").problem).toBe(REQUEST_MESSAGES.quantityPositive);
    expect(readQuantity("1000000").problem).toBe(REQUEST_MESSAGES.quantityMax);
  });

  it("reads the quantity written in the line (issue 21)", () => {
    const code = "6SL3210-1KE21-3UF1";
    const lines = [
      `3 x ${code}`,
      `${code} x3`,
      `3x ${code}`,
      `${code} (3)`,
      `${code} 3 uds`,
      `${code} 2 unidades`,
      `${code} cant: 2`,
      `${code} 1,5`,
      `1,5 x ${code}`,
    ];
    expect(brief(lines.join("\n"))).toEqual([
      [1, code, 3, null],
      [2, code, 3, null],
      [3, code, 3, null],
      [4, code, 3, null],
      [5, code, 3, null],
      [6, code, 2, null],
      [7, code, 2, null],
      [8, code, null, QUANTITY_PROBLEMS.decimal("1,5")],
      [9, code, null, QUANTITY_PROBLEMS.decimal("1,5")],
    ]);
    expect(brief("Contactor TeSys Deca 32 A 2 unidades")).toEqual([[1, "Contactor TeSys Deca 32 A", 2, null]]);
  });

  it("recognises header names in Spanish and English, item columns ignored", () => {
    expect(roles("Item\tCódigo\tDescripción\tCantidad\tUnidad\n1\tA-1\tCPU\t2\tpza")).toEqual([
      "position",
      "code",
      "description",
      "quantity",
      "unit",
    ]);
    expect(roles("Pos;P/N;Description;Qty;UM\n1;X-9;Drive;5;ea")).toEqual([
      "position",
      "code",
      "description",
      "quantity",
      "unit",
    ]);
    expect(roles("Nº;Nº de pedido;Cant.\n1;X-9;5")).toEqual(["position", "code", "quantity"]);
    expect(roles("#;MPN;Quantity\n1;X-9;5")).toEqual(["position", "code", "quantity"]);
    expect(parsePartsText("Qty\tPart number\n5\tX-9").entries).toEqual([
      { row: 2, code: "X-9", description: "", quantity: 5, quantityText: "5", unit: "", problem: null },
    ]);
  });

  it("without a header, reads the column that looks like codes, not the item numbers", () => {
    const text = "1\t6ES7214-1AG40-0XB0\tCPU 1214C\t2\n2\t3RT2015-1BB41\tContactor\t5\n3\tCFW500A06P5T4\tVariador\t1";
    expect(roles(text)).toEqual(["position", "code", "description", "quantity"]);
    expect(brief(text)).toEqual([
      [1, "6ES7214-1AG40-0XB0", 2, null],
      [2, "3RT2015-1BB41", 5, null],
      [3, "CFW500A06P5T4", 1, null],
    ]);
  });

  it("takes the customer's roles over the ones read", () => {
    const { layout, entries } = parsePartsText("A-1\t7\tB-2", ["ignore", "quantity", "code"]);
    expect(layout.columns.map((c) => c.role)).toEqual(["ignore", "quantity", "code"]);
    expect(entries.map((e) => [e.code, e.quantity])).toEqual([["B-2", 7]]);
  });
});

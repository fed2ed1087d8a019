import { describe, expect, it } from "vitest";
import { parsePartsText, quantityOf, splitLine } from "./parts-list.ts";

describe("parts list lines", () => {
  it("splits on tab, then semicolon, then comma, then spaces with a trailing quantity", () => {
    expect(splitLine("6ES7214-1AG40-0XB0\t3\tCPU")).toEqual(["6ES7214-1AG40-0XB0", "3", "CPU"]);
    expect(splitLine('"ABC-1";"2"')).toEqual(["ABC-1", "2"]);
    expect(splitLine("ABC-1, 2")).toEqual(["ABC-1", "2"]);
    expect(splitLine("6ES7 214-1AG40-0XB0 2")).toEqual(["6ES7 214-1AG40-0XB0", "2"]);
    expect(splitLine("CFW500A06P5T4")).toEqual(["CFW500A06P5T4"]);
  });

  it("reads whole quantities and falls back to 1", () => {
    expect(["3", "2,0", "", "abc", "0", "-2", "1.5", "1000000"].map(quantityOf)).toEqual([3, 2, 1, 1, 1, 1, 1, 99_999]);
  });

  it("recognises a header row in Spanish or English and numbers lines as pasted", () => {
    expect(parsePartsText("Código;Cantidad\nA-1;2\n\nB-2")).toEqual([
      { row: 2, code: "A-1", quantity: 2 },
      { row: 4, code: "B-2", quantity: 1 },
    ]);
    expect(parsePartsText("Qty\tPart number\n5\tX-9")).toEqual([{ row: 2, code: "X-9", quantity: 5 }]);
    expect(parsePartsText("A-1\t4")).toEqual([{ row: 1, code: "A-1", quantity: 4 }]);
  });
});

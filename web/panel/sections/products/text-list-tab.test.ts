import { describe, expect, it } from "vitest";
import { LINK_MESSAGES } from "../../../../contracts/catalog-links.ts";
import { readSortOrder } from "./text-list-tab.tsx";

describe("feature/application order (issue 14, defect 10)", () => {
  it("a negative or fractional order is refused with the Spanish message, not the browser's bubble", () => {
    for (const raw of ["-1", "1.5", "-0.5", "99999999999"])
      expect(readSortOrder(raw)).toEqual({ error: LINK_MESSAGES.sortOrderInvalid });
    expect(LINK_MESSAGES.sortOrderInvalid).toBe("El orden debe ser un número entero mayor o igual a 0");
  });

  it("whole numbers are kept; blank or non-numeric is 0 (admin §5)", () => {
    expect(readSortOrder("3")).toEqual({ value: 3 });
    expect(readSortOrder(" 12 ")).toEqual({ value: 12 });
    expect(readSortOrder("0")).toEqual({ value: 0 });
    expect(readSortOrder("")).toEqual({ value: 0 });
    expect(readSortOrder("abc")).toEqual({ value: 0 });
  });
});

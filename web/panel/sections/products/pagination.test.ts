import { describe, expect, it } from "vitest";
import { pageItems, showingText } from "./pagination.ts";

describe("pageItems", () => {
  it("lists every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it("keeps the first pages together at the start", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
  });
  it("shows the neighbourhood in the middle with two ellipses", () => {
    expect(pageItems(10, 20)).toEqual([1, "ellipsis-start", 9, 10, 11, "ellipsis-end", 20]);
  });
  it("keeps the last pages together at the end", () => {
    expect(pageItems(20, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
    expect(pageItems(18, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
  });
});

describe("showingText", () => {
  it("counts the visible range", () => {
    expect(showingText(1, 12, 30)).toBe("Mostrando 1 a 12 de 30 productos");
    expect(showingText(3, 12, 30)).toBe("Mostrando 25 a 30 de 30 productos");
    expect(showingText(1, 12, 0)).toBe("Mostrando 0 a 0 de 0 productos");
  });
});

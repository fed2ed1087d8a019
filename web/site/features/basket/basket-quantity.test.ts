import { describe, expect, it } from "vitest";
import { quantityOnLeave, quantityWhileTyping } from "./basket-quantity.ts";

describe("basket quantity typed in the field", () => {
  it("counts a whole number at once while typing, but never a 0 (it may become 10)", () => {
    expect(quantityWhileTyping("12")).toBe(12);
    expect(quantityWhileTyping("0")).toBeNull();
    expect(quantityWhileTyping("")).toBeNull();
    expect(quantityWhileTyping("2,5")).toBeNull();
  });

  it("on leaving: a number as typed, 0 or less removes, anything else restores", () => {
    expect(quantityOnLeave(" 7 ", 3)).toBe(7);
    expect(quantityOnLeave("0", 3)).toBe(0);
    expect(quantityOnLeave("-4", 3)).toBe(0);
    expect(quantityOnLeave("", 3)).toBe(3);
    expect(quantityOnLeave("abc", 3)).toBe(3);
    expect(quantityOnLeave("1.5", 3)).toBe(3);
  });
});

import { describe, expect, it } from "vitest";
import { SWIPE_THRESHOLD_PX, swipeDirection, wrapIndex } from "./use-slider.ts";

describe("slider rules", () => {
  it("wraps both ways", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it("a swipe needs at least 50 px; left is next, right is previous", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeDirection(-50)).toBe(1);
    expect(swipeDirection(50)).toBe(-1);
    expect(swipeDirection(-49)).toBe(0);
    expect(swipeDirection(49)).toBe(0);
  });
});

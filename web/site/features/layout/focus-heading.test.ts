import { describe, expect, it } from "vitest";
import { focusMainHeading } from "./focus-heading.ts";

/** Just enough of an element for the helper: attributes and focus calls are recorded. */
function heading(attributes: Record<string, string> = {}) {
  const focused: unknown[] = [];
  return {
    focused,
    attributes,
    hasAttribute: (name: string) => name in attributes,
    setAttribute: (name: string, value: string) => void (attributes[name] = value),
    focus: (options: unknown) => void focused.push(options),
  };
}
const container = (h1: ReturnType<typeof heading> | null) =>
  ({ querySelector: (selector: string) => (selector === "h1" ? h1 : null) }) as unknown as ParentNode;

describe("focusMainHeading", () => {
  it("makes the h1 focusable by script only and focuses it without scrolling", () => {
    const h1 = heading();
    expect(focusMainHeading(container(h1))).toBe(true);
    expect(h1.attributes).toEqual({ tabindex: "-1" });
    expect(h1.focused).toEqual([{ preventScroll: true }]);
  });

  it("keeps a tabindex the page set itself", () => {
    const h1 = heading({ tabindex: "0" });
    focusMainHeading(container(h1));
    expect(h1.attributes.tabindex).toBe("0");
    expect(h1.focused).toHaveLength(1);
  });

  it("does nothing on a page without an h1 or without the container", () => {
    expect(focusMainHeading(container(null))).toBe(false);
    expect(focusMainHeading(null)).toBe(false);
  });
});

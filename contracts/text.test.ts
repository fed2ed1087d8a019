import { describe, expect, it } from "vitest";
import { findControlCharacters, hasControlCharacters } from "./text.ts";

describe("control characters", () => {
  it("refuses NUL and the other C0 controls, keeps tabs and line breaks", () => {
    expect(hasControlCharacters("Ana\u0000")).toBe(true);
    expect(hasControlCharacters("a\u0007b")).toBe(true);
    expect(hasControlCharacters("línea 1\r\nlínea 2\tcon tab, ñ, «comillas» y 😀")).toBe(false);
  });

  it("names the first field that holds one, in nested objects, arrays and keys", () => {
    expect(findControlCharacters({ customerInfo: { name: "José", email: "j@x.ec" } })).toBeNull();
    expect(findControlCharacters({ customerInfo: { name: "Jo\u0000sé" } })).toBe("customerInfo.name");
    expect(findControlCharacters({ items: [{ productName: "ok" }, { productName: "x\u0001" }] })).toBe(
      "items.1.productName",
    );
    expect(findControlCharacters({ items: { "a\u0000": 1 } })).toBe("items.(clave)");
    expect(findControlCharacters("\u0000")).toBe("(texto)");
    expect(findControlCharacters(42)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { paths } from "./paths.ts";
import { buildQuery } from "./query.ts";

describe("buildQuery", () => {
  it("skips null, undefined and empty strings", () => {
    expect(buildQuery({ a: "x", b: null, c: undefined, d: "", e: 0, f: false })).toBe("?a=x&e=0&f=false");
    expect(buildQuery({ a: null })).toBe("");
  });

  it("encodes values", () => {
    expect(paths.catalog({ search: "motor eléctrico & co" })).toBe("/productos?search=motor+el%C3%A9ctrico+%26+co");
    expect(paths.product(7)).toBe("/producto/7");
  });
});

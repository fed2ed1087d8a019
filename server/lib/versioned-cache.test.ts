import { describe, expect, it } from "vitest";
import { createVersionedCache } from "./versioned-cache.ts";

describe("versioned cache", () => {
  it("serves a value only while its version is current", async () => {
    let version = 1;
    let computed = 0;
    const cache = createVersionedCache<{ n: number }>({ max: 10, readVersion: async () => version });
    const compute = async () => ({ n: ++computed });

    expect(await cache.get("a", compute)).toEqual({ n: 1 });
    expect(await cache.get("a", compute)).toEqual({ n: 1 });
    expect(computed).toBe(1);

    version = 2;
    expect(await cache.get("a", compute)).toEqual({ n: 2 });
    expect(await cache.get("b", compute)).toEqual({ n: 3 });
    expect(await cache.get("a", compute)).toEqual({ n: 2 });
  });

  it("evicts the least recently used key past its size", async () => {
    let computed = 0;
    const cache = createVersionedCache<{ key: string }>({ max: 2, readVersion: async () => 1 });
    const compute = (key: string) => async () => (computed++, { key });
    await cache.get("a", compute("a"));
    await cache.get("b", compute("b"));
    await cache.get("c", compute("c"));
    await cache.get("a", compute("a"));
    expect(computed).toBe(4);
  });
});

import { describe, expect, it } from "vitest";
import { createVersionedCache } from "./versioned-cache.ts";

describe("versioned cache", () => {
  it("serves a value only while its version is current", async () => {
    let version = 1;
    let computed = 0;
    const cache = createVersionedCache<{ n: number }>({ max: 10, freshnessMs: 0, readVersion: async () => version });
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
    const cache = createVersionedCache<{ key: string }>({ max: 2, freshnessMs: 0, readVersion: async () => 1 });
    const compute = (key: string) => async () => (computed++, { key });
    await cache.get("a", compute("a"));
    await cache.get("b", compute("b"));
    await cache.get("c", compute("c"));
    await cache.get("a", compute("a"));
    expect(computed).toBe(4);
  });

  it("shares one read among the calls that find the window closed together", async () => {
    let reads = 0;
    let finish: (version: number) => void = () => {};
    const cache = createVersionedCache<{ v: number }>({
      max: 10,
      freshnessMs: 1_000,
      readVersion: () => (reads++, new Promise<number>((resolve) => (finish = resolve))),
    });
    const waiting = Array.from({ length: 5 }, () => cache.currentVersion());
    finish(7);
    expect(await Promise.all(waiting)).toEqual([7, 7, 7, 7, 7]);
    expect(reads).toBe(1);
    const fresh = createVersionedCache<{ v: number }>({ max: 10, freshnessMs: 0, readVersion: async () => ++reads });
    await Promise.all([fresh.currentVersion(), fresh.currentVersion()]);
    expect(reads).toBe(3);
  });

  it("re-reads the version at most once per freshness window", async () => {
    let version = 1;
    let reads = 0;
    let now = 1_000;
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const cache = createVersionedCache<{ v: number }>({
        max: 10,
        freshnessMs: 1_000,
        readVersion: async () => (reads++, version),
      });
      const compute = async () => ({ v: version });
      expect(await cache.get("a", compute)).toEqual({ v: 1 });
      version = 2;
      now += 500;
      expect(await cache.get("a", compute)).toEqual({ v: 1 });
      expect(reads).toBe(1);
      now += 600;
      expect(await cache.get("a", compute)).toEqual({ v: 2 });
      expect(reads).toBe(2);
    } finally {
      Date.now = realNow;
    }
  });
});

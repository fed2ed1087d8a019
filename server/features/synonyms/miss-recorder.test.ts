import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMissRecorder, MISS_BATCH_MS } from "./miss-recorder.ts";

/** Writes the test finishes by hand, to record misses while one is in flight. */
function heldWrites() {
  const written: [string, number][][] = [];
  const pending: (() => void)[] = [];
  const write = (misses: [string, number][]) =>
    new Promise<void>((resolve, reject) => {
      pending.push(() =>
        misses.some(([q]) => q === "falla") ? reject(new Error("sin base")) : (written.push(misses), resolve()),
      );
    });
  const finishOne = async () => {
    pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { write, written, pending, finishOne };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("misses written in the background, a second's together (ADR 061, 066)", () => {
  it("writes nothing at once, then every miss of the second in one write, a query's repeats added up", async () => {
    const w = heldWrites();
    const recorder = createMissRecorder(w.write, () => {});
    recorder.record("quetzalcoatl");
    recorder.record("zzz 123");
    recorder.record("quetzalcoatl");
    await vi.advanceTimersByTimeAsync(MISS_BATCH_MS - 1);
    expect(w.pending).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(w.pending).toHaveLength(1);
    // Recorded while that write is in flight: the next write, a second after it ends.
    recorder.record("quetzalcoatl");
    await w.finishOne();
    expect(w.written).toEqual([
      [
        ["quetzalcoatl", 2],
        ["zzz 123", 1],
      ],
    ]);
    expect(w.pending).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(MISS_BATCH_MS);
    await w.finishOne();
    expect(w.written[1]).toEqual([["quetzalcoatl", 1]]);
  });

  it("settles without waiting for the second, once every miss recorded before it or during its writes is written", async () => {
    const w = heldWrites();
    const recorder = createMissRecorder(w.write, () => {});
    let settled = false;
    recorder.record("a");
    const done = recorder.settled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(w.pending).toHaveLength(1);
    recorder.record("b");
    await w.finishOne();
    expect(settled).toBe(false);
    await w.finishOne();
    await done;
    expect(w.written).toEqual([[["a", 1]], [["b", 1]]]);
    recorder.record("c");
    const again = recorder.settled();
    await w.finishOne();
    await again;
    expect(w.written[2]).toEqual([["c", 1]]);
  });

  it("reports a failed write and goes on with the next misses", async () => {
    const w = heldWrites();
    const errors: unknown[] = [];
    const recorder = createMissRecorder(w.write, (err) => errors.push(err));
    recorder.record("falla");
    await vi.advanceTimersByTimeAsync(MISS_BATCH_MS);
    recorder.record("sigue");
    await w.finishOne();
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(MISS_BATCH_MS);
    await w.finishOne();
    await recorder.settled();
    expect(w.written).toEqual([[["sigue", 1]]]);
  });
});

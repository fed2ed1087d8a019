import { describe, expect, it } from "vitest";
import { createMissRecorder } from "./miss-recorder.ts";

/** A write the test finishes by hand, to record misses while one is in flight. */
function heldWrites() {
  const written: [string, number][] = [];
  const pending: (() => void)[] = [];
  const write = (query: string, count: number) =>
    new Promise<void>((resolve, reject) => {
      pending.push(() =>
        query === "falla" ? reject(new Error("sin base")) : (written.push([query, count]), resolve()),
      );
    });
  const finishOne = async () => {
    pending.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { write, written, pending, finishOne };
}

describe("misses written in the background (ADR 061)", () => {
  it("writes one at a time and adds up a query's repeats that came during a write", async () => {
    const w = heldWrites();
    const recorder = createMissRecorder(w.write, () => {});
    recorder.record("quetzalcoatl");
    recorder.record("zzz 123");
    recorder.record("quetzalcoatl");
    recorder.record("quetzalcoatl");
    expect(w.pending).toHaveLength(1);
    await w.finishOne();
    await w.finishOne();
    await w.finishOne();
    expect(w.written).toEqual([
      ["quetzalcoatl", 1],
      ["zzz 123", 1],
      ["quetzalcoatl", 2],
    ]);
    expect(w.pending).toHaveLength(0);
  });

  it("settles once every miss recorded before it or during its writes is written, and starts again on the next miss", async () => {
    const w = heldWrites();
    const recorder = createMissRecorder(w.write, () => {});
    let settled = false;
    recorder.record("a");
    const done = recorder.settled().then(() => (settled = true));
    recorder.record("b");
    await w.finishOne();
    expect(settled).toBe(false);
    await w.finishOne();
    await done;
    expect(w.written.map(([q]) => q)).toEqual(["a", "b"]);
    recorder.record("c");
    await w.finishOne();
    await recorder.settled();
    expect(w.written.map(([q]) => q)).toEqual(["a", "b", "c"]);
  });

  it("reports a failed write and goes on with the next misses", async () => {
    const w = heldWrites();
    const errors: unknown[] = [];
    const recorder = createMissRecorder(w.write, (err) => errors.push(err));
    recorder.record("falla");
    recorder.record("sigue");
    await w.finishOne();
    await w.finishOne();
    await recorder.settled();
    expect(errors).toHaveLength(1);
    expect(w.written).toEqual([["sigue", 1]]);
  });
});

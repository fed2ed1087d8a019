import { afterEach, describe, expect, it, vi } from "vitest";
import { snapshotRows, type SearchSnapshot } from "./search-index.build.ts";
import { createSearchIndexHolder, type SearchIndexMode } from "./search-index.holder.ts";

const snapshotAt = (version: number): SearchSnapshot => ({
  version,
  rows: snapshotRows(0).columns,
  labels: { category: new Map(), subcategory: new Map(), brand: new Map() },
  taxonomy: [],
  dictionary: [],
  synonyms: [],
});

function holderOver(mode: SearchIndexMode, load: () => Promise<SearchSnapshot | undefined>, staleAfterMs = 0) {
  const errors: unknown[] = [];
  const loadSnapshot = vi.fn(load);
  const holder = createSearchIndexHolder({
    mode,
    readVersion: async () => 1,
    loadSnapshot,
    onError: (e) => errors.push(e),
    staleAfterMs,
  });
  return { holder, loadSnapshot, errors };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => vi.useRealTimers());

describe("the search index holder", () => {
  it("waits for the rebuild in 'wait' mode and answers with the index of that version", async () => {
    const { holder } = holderOver("wait", async () => snapshotAt(4));
    expect((await holder.current(4))?.version).toBe(4);
  });

  it("keeps answering from SQL when the catalogue changed during the read, and reads again next time", async () => {
    const reads = [undefined, snapshotAt(5)];
    const { holder, loadSnapshot, errors } = holderOver("wait", async () => reads.shift());
    expect(await holder.current(5)).toBeUndefined();
    expect((await holder.current(5))?.version).toBe(5);
    expect(loadSnapshot).toHaveBeenCalledTimes(2);
    expect(errors).toEqual([]);
  });

  it("answers from SQL (undefined) while it rebuilds in the background, then from the index", async () => {
    const { holder, loadSnapshot } = holderOver("background", async () => snapshotAt(7));
    expect(await holder.current(7)).toBeUndefined();
    await settle();
    expect((await holder.current(7))?.version).toBe(7);
    expect(loadSnapshot).toHaveBeenCalledTimes(1);
  });

  it("rebuilds at most once per interval after a burst of writes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "Date"] });
    let version = 1;
    const { holder, loadSnapshot } = holderOver("background", async () => snapshotAt(version));
    await holder.current(1);
    await vi.advanceTimersByTimeAsync(0);
    for (version = 2; version <= 5; version++) expect(await holder.current(version)).toBeUndefined();
    version = 5;
    expect(loadSnapshot).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(loadSnapshot).toHaveBeenCalledTimes(2);
    expect((await holder.current(5))?.version).toBe(5);
  });

  it("lets an older index go once the freshness window has passed, and answers its version until then", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "Date"] });
    let version = 1;
    // The next read never finishes: the old index is alone with the rebuild, as during a long read.
    const { holder, loadSnapshot } = holderOver(
      "background",
      () => (version === 1 ? Promise.resolve(snapshotAt(1)) : new Promise<undefined>(() => {})),
      1000,
    );
    await holder.current(1);
    await vi.advanceTimersByTimeAsync(0);
    const first = await holder.current(1);
    expect(first?.version).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    version = 2;
    expect(await holder.current(2)).toBeUndefined();
    expect(loadSnapshot).toHaveBeenCalledTimes(2);
    // A visitor who read version 1 within the window is still answered from its index.
    await vi.advanceTimersByTimeAsync(500);
    expect(await holder.current(1)).toBe(first);
    expect(await holder.current(2)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(500);
    expect(await holder.current(1)).toBeUndefined();
  });

  it("keeps its index when the latest search read its version again by the end of the window", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "Date"] });
    const { holder } = holderOver("background", async () => snapshotAt(3), 1000);
    await holder.current(3);
    await vi.advanceTimersByTimeAsync(0);
    const built = await holder.current(3);
    expect(built?.version).toBe(3);
    // A version read from a restored backup, then the index's own again.
    await holder.current(9);
    await holder.current(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await holder.current(3)).toBe(built);
  });

  it("reports a failed rebuild and keeps answering from SQL", async () => {
    const { holder, errors } = holderOver("wait", async () => {
      throw new Error("database closed");
    });
    expect(await holder.current(1)).toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  it("never builds when off", async () => {
    const { holder, loadSnapshot } = holderOver("off", async () => snapshotAt(1));
    await holder.warm();
    expect(await holder.current(1)).toBeUndefined();
    expect(loadSnapshot).not.toHaveBeenCalled();
  });
});

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

function holderOver(mode: SearchIndexMode, load: () => Promise<SearchSnapshot | undefined>) {
  const errors: unknown[] = [];
  const loadSnapshot = vi.fn(load);
  const holder = createSearchIndexHolder({
    mode,
    readVersion: async () => 1,
    loadSnapshot,
    onError: (e) => errors.push(e),
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

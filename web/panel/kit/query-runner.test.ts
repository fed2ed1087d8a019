import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { createQueryRunner, type QueryState } from "./query-runner.ts";
import { apiFailureMessage as failure } from "./use-api-failure.ts";

/** A load the test answers by hand, in any order. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { load: () => promise, resolve, reject };
}

function runner<T>() {
  const seen: QueryState<T>[] = [];
  const r = createQueryRunner<T>({ data: null, loading: true, error: null }, (s) => seen.push(s));
  return { r, seen };
}

describe("admin query runner", () => {
  it("shows the answer and stops loading", async () => {
    const { r } = runner<string[]>();
    await r.run(async () => ["a"], "Error al cargar", failure);
    expect(r.state()).toEqual({ data: ["a"], loading: false, error: null });
  });

  it("drops an answer that arrives after a newer load was asked for", async () => {
    const { r } = runner<string>();
    const slow = pending<string>();
    const fast = pending<string>();
    const first = r.run(slow.load, "x", failure);
    const second = r.run(fast.load, "x", failure);
    fast.resolve("page 2");
    await second;
    slow.resolve("page 1");
    await first;
    expect(r.state().data).toBe("page 2");
  });

  it("keeps the shown data while the next load is on its way", async () => {
    const { r, seen } = runner<string>();
    await r.run(async () => "page 1", "x", failure);
    const from = seen.length;
    const next = pending<string>();
    const done = r.run(next.load, "x", failure);
    expect(r.state()).toEqual({ data: "page 1", loading: true, error: null });
    next.resolve("page 2");
    await done;
    expect(seen.slice(from).map((s) => s.data)).toEqual(["page 1", "page 2"]);
  });

  it("drops the shown record first when asked not to keep it", async () => {
    const { r } = runner<string>();
    await r.run(async () => "request 1", "x", failure);
    const next = pending<string>();
    void r.run(next.load, "x", failure, false);
    expect(r.state().data).toBeNull();
  });

  it("says the server's message, or the caller's Spanish fallback, and keeps the data", async () => {
    const { r } = runner<string>();
    await r.run(async () => "list", "x", failure);
    await r.run(() => Promise.reject(new ApiError("Sin permiso", 403)), "Error al cargar", failure);
    expect(r.state()).toEqual({ data: "list", loading: false, error: "Sin permiso" });
    await r.run(() => Promise.reject(new Error("")), "Error al cargar los usuarios", failure);
    expect(r.state().error).toBe("Error al cargar los usuarios");
    await r.run(async () => "again", "x", failure);
    expect(r.state().error).toBeNull();
  });

  it("adds nothing for a 401: the session-expiry policy speaks", async () => {
    const { r } = runner<string>();
    await r.run(() => Promise.reject(new ApiError("No autorizado", 401)), "Error al cargar", failure);
    expect(r.state()).toEqual({ data: null, loading: false, error: null });
  });

  it("forgets a load cancelled because the section moved on", async () => {
    const { r } = runner<string>();
    const slow = pending<string>();
    const done = r.run(slow.load, "x", failure);
    r.cancel();
    expect(r.state().loading).toBe(false);
    slow.resolve("late");
    await done;
    expect(r.state().data).toBeNull();
  });
});

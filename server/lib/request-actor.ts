import { AsyncLocalStorage } from "node:async_hooks";

export type Actor = { id: number; name: string };

const store = new AsyncLocalStorage<{ actor: Actor | null }>();

/**
 * The signed-in user of the request being served, for the audit log: write services record who
 * changed what without every route and service passing the user down. The context is opened by
 * a callback-style onRequest hook (the pattern of @fastify/request-context), so everything the
 * handler awaits runs inside it.
 */
export const requestActor = {
  open(done: () => void) {
    store.run({ actor: null }, done);
  },
  set(actor: Actor | null) {
    const current = store.getStore();
    if (current) current.actor = actor;
  },
  /** null outside a request (start-up, CLI, worker) or for anonymous calls. */
  get(): Actor | null {
    return store.getStore()?.actor ?? null;
  },
  /** Runs fn as `actor` (tests, scripts). */
  run<T>(actor: Actor | null, fn: () => T): T {
    return store.run({ actor }, fn);
  },
};

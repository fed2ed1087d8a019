import { AsyncLocalStorage } from "node:async_hooks";

export type Actor = { id: number; name: string };

const store = new AsyncLocalStorage<{ actor: Actor | null; publicUrl?: string }>();

/**
 * The signed-in user of the request being served, for the audit log: write services record who
 * changed what without every route and service passing the user down. The context is opened by
 * a callback-style onRequest hook (the pattern of @fastify/request-context), so everything the
 * handler awaits runs inside it.
 */
export const requestActor = {
  /** `publicUrl`: the site's address as this request sees it (links in mails it queues). */
  open(done: () => void, publicUrl?: string) {
    store.run({ actor: null, publicUrl }, done);
  },
  set(actor: Actor | null) {
    const current = store.getStore();
    if (current) current.actor = actor;
  },
  /** null outside a request (start-up, CLI, worker) or for anonymous calls. */
  get(): Actor | null {
    return store.getStore()?.actor ?? null;
  },
  /** The request's own site address, or `fallback` outside a request. */
  publicUrl(fallback: string): string {
    return store.getStore()?.publicUrl ?? fallback;
  },
  /** Runs fn as `actor` (tests, scripts). */
  run<T>(actor: Actor | null, fn: () => T): T {
    return store.run({ actor }, fn);
  },
};

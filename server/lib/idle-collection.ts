import v8 from "node:v8";
import type { FastifyInstance } from "fastify";

type Options = {
  /** How long without a new request counts as quiet. */
  quietMs?: number;
  /** How much the heap must have grown since the last collection to be worth one. */
  growthBytes?: number;
  /** The collector (`node --expose-gc` gives `globalThis.gc`); without one, nothing is done. */
  collect?: () => void;
};

/**
 * After a crowd, V8 keeps the crowd's garbage (100–150 MB of a 100-visitor burst) until its own
 * memory reducer runs, 10 to 20 s later; on a small server that is the memory another process
 * lacks. Once no request has come for a second and the heap has grown by a few tens of MB, one
 * full collection hands it back at once (ADR 061). It runs only when the site is quiet, so no
 * visitor waits for it, save one arriving during its ~50 ms.
 */
export function collectWhenQuiet(app: FastifyInstance, options: Options = {}) {
  const { quietMs = 1000, growthBytes = 32 * 2 ** 20, collect = globalThis.gc } = options;
  if (!collect) return;
  const heapUsed = () => v8.getHeapStatistics().used_heap_size;
  let lastRequest = performance.now();
  let afterCollection = heapUsed();
  // The server's own event: it sees every request, pages and API, whatever hooks are in place.
  app.server.on("request", () => {
    lastRequest = performance.now();
  });
  const timer = setInterval(() => {
    if (performance.now() - lastRequest < quietMs || heapUsed() - afterCollection < growthBytes) return;
    collect();
    afterCollection = heapUsed();
  }, quietMs).unref();
  app.addHook("onClose", async () => clearInterval(timer));
}

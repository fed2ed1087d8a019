import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { refreshProductDemand } from "./catalog.demand.repository.ts";

const HOUR = 3_600_000;

type Options = { firstRunMs?: number; everyMs?: number };

/**
 * Counts 'Mejor valorados' again every hour (ADR 036), the first time shortly after start-up, off
 * its path. With several instances the first to arrive counts; the others find it done.
 */
export function startDemandRefresh(db: Db, log: Pick<FastifyBaseLogger, "info" | "error">, opts: Options = {}) {
  const everyMs = opts.everyMs ?? HOUR;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running
      .then(async () => {
        // A little under the period, so a timer that fires early does not skip a whole hour.
        const result = await refreshProductDemand(db, everyMs * 0.9);
        if (result?.changed) log.info({ changed: result.changed }, "product demand counted");
      })
      .catch((err) => log.error({ err }, "product demand count failed"));
  };
  const first = setTimeout(tick, opts.firstRunMs ?? 10_000);
  const every = setInterval(tick, everyMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}

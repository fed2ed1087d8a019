import type { Db } from "../db/client.ts";
import { refreshProductDemand } from "../features/catalog/catalog.demand.repository.ts";
import type { Job, JobLog } from "./runner.ts";

const HOUR = 3_600_000;

/**
 * Counts 'Mejor valorados' again every hour (ADR 036), the first time shortly after start-up, off
 * its path. With several instances the first to arrive counts; the others find it done.
 */
export function productDemandJob(db: Db, log: JobLog, everyMs = HOUR): Job {
  return {
    name: "product-demand",
    kind: "timer",
    enabled: true,
    firstRunMs: 10_000,
    everyMs,
    schedule: "10 s after start, then hourly",
    does: "counts the quotation requests of the last 90 days per product ('Mejor valorados')",
    lock: "claim on catalog_state.demand_refreshed_at (UPDATE … WHERE older than 0.9 period): one instance per hour",
    async runOnce() {
      // A little under the period, so a timer that fires early does not skip a whole hour.
      const result = await refreshProductDemand(db, everyMs * 0.9);
      if (result?.changed) log.info({ changed: result.changed }, "product demand counted");
      return result;
    },
  };
}

import type { CatalogService } from "../features/catalog/catalog.service.ts";
import type { Job } from "./runner.ts";

/**
 * The first search should not pay for the in-memory index (ADR 027). Later rebuilds are not a
 * job: a search that finds the index stale starts one (at most every 10 s, search-index.holder.ts).
 */
export function searchIndexWarmJob(catalog: CatalogService): Job {
  return {
    name: "search-index-warm",
    kind: "timer",
    enabled: true,
    firstRunMs: 0,
    schedule: "once, right after start",
    does: "builds the in-memory search index of the catalogue as it is now",
    lock: "none: the index lives in this process's memory",
    runOnce: () => catalog.warmSearchIndex(),
  };
}

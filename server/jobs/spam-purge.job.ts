import type { RequestsReviewService } from "../features/requests/requests.review.service.ts";
import type { Job } from "./runner.ts";

/** How often each process deletes flagged requests past their retention (first pass at start-up). */
export const SPAM_PURGE_EVERY_MS = 24 * 3600 * 1000;

export function spamPurgeJob(requestsReview: RequestsReviewService): Job {
  return {
    name: "spam-purge",
    kind: "timer",
    enabled: true,
    firstRunMs: 2000,
    everyMs: SPAM_PURGE_EVERY_MS,
    schedule: "2 s after start, then daily",
    does: "deletes requests flagged as possible spam, never reviewed, older than 90 days (ADR 013)",
    lock: "none: one idempotent DELETE; every instance may run it",
    runOnce: () => requestsReview.purgeSpam(),
  };
}

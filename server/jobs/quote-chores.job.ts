import type { QuoteJobs } from "../features/quotes/quotes.jobs.ts";
import type { Job } from "./runner.ts";

/** How often each process runs the quote chores (first pass at start-up, like the spam purge). */
export const QUOTE_CHORES_EVERY_MS = 24 * 3600 * 1000;

export function quoteChoresJob(quoteJobs: QuoteJobs): Job {
  return {
    name: "quote-expiry-reminders",
    kind: "timer",
    enabled: true,
    firstRunMs: 2000,
    everyMs: QUOTE_CHORES_EVERY_MS,
    schedule: "2 s after start, then daily",
    does: "marks sent quotes past validity 'expired'; queues one reminder per quote QUOTE_REMINDER_DAYS before",
    lock: "none needed: expiry is one idempotent UPDATE; a reminder is claimed (reminder_sent_at) in the mail's transaction",
    runOnce: () => quoteJobs.run(),
  };
}

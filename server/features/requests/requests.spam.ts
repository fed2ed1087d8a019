import { REQUEST_RULES, type AntiAbuseFields } from "../../../contracts/requests.ts";
import type { SpamReason } from "../../../contracts/requests-admin.ts";

/** The burst check looks this far back for requests from the same client address. */
export const BURST_WINDOW_MINUTES = 10;

/**
 * How many earlier requests from one address within the window make the next one a burst. Half the
 * per-minute send limit (LEADS_RATE_LIMIT, default 10 → 5), so with the defaults the 6th request in
 * 10 minutes is flagged, long before the 429 limit bites; raising the limit for an office behind
 * one address (or the e2e and bench runs) raises this with it.
 */
export const burstThreshold = (rateLimitPerMinute: number) => Math.max(1, Math.floor(rateLimitPerMinute / 2));

/**
 * What the form itself gives away: the hidden `website` field filled, or a send faster than a
 * person types. A negative fill time means the browser clock is ahead of ours: unknown, not fast.
 */
export function formSpamSignals(body: AntiAbuseFields, now = Date.now()): SpamReason[] {
  const reasons: SpamReason[] = [];
  if (body.website && body.website.trim() !== "") reasons.push("honeypot");
  if (typeof body.startedAt === "number") {
    const elapsed = now - body.startedAt;
    if (elapsed >= 0 && elapsed < REQUEST_RULES.minFillMs) reasons.push("too_fast");
  }
  return reasons;
}

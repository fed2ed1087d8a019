/**
 * What a lead form needs only once it is used, too heavy for the first load of a public page: the
 * lead rules (contracts/leads.ts, which pull in zod) and the send flow (send-lead.ts: the API call,
 * the field errors, the idempotency keys). Both are fetched when a visitor first touches a form
 * (or at the latest on submit).
 */
type LeadContracts = typeof import("../../../../contracts/leads.ts");
type LeadSend = typeof import("./send-lead.ts");
export type LeadKit = { contracts: LeadContracts; send: LeadSend };

let pending: Promise<LeadKit> | null = null;

export function loadLeadKit(): Promise<LeadKit> {
  pending ??= Promise.all([import("../../../../contracts/leads.ts"), import("./send-lead.ts")]).then(
    ([contracts, send]) => ({ contracts, send }),
    (err: unknown) => {
      pending = null;
      throw err;
    },
  );
  return pending;
}

/** For onFocus/onPointerDown: start the download early, ignore failures (submit retries). */
export function preloadLeadContracts() {
  loadLeadKit().catch(() => undefined);
}

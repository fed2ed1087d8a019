/**
 * The lead rules (contracts/leads.ts) pull in zod, too heavy for the first load of a public page:
 * they are fetched when a visitor first touches a form (or at the latest on submit).
 */
type LeadContracts = typeof import("../../../../contracts/leads.ts");

let pending: Promise<LeadContracts> | null = null;

export function loadLeadContracts(): Promise<LeadContracts> {
  pending ??= import("../../../../contracts/leads.ts").catch((err: unknown) => {
    pending = null;
    throw err;
  });
  return pending;
}

/** For onFocus/onPointerDown: start the download early, ignore failures (submit retries). */
export function preloadLeadContracts() {
  loadLeadContracts().catch(() => undefined);
}

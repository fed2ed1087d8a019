/**
 * The request rules (contracts/requests.ts) pull in zod, too heavy for the first load of a public page:
 * they are fetched when a visitor first touches a form (or at the latest on submit).
 */
type RequestContracts = typeof import("../../../../contracts/requests.ts");

let pending: Promise<RequestContracts> | null = null;

export function loadRequestContracts(): Promise<RequestContracts> {
  pending ??= import("../../../../contracts/requests.ts").catch((err: unknown) => {
    pending = null;
    throw err;
  });
  return pending;
}

/** For onFocus/onPointerDown: start the download early, ignore failures (submit retries). */
export function preloadRequestContracts() {
  loadRequestContracts().catch(() => undefined);
}

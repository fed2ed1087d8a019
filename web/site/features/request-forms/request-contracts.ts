/**
 * What a request form needs only once it is used, too heavy for the first load of a public page: the
 * request rules (contracts/requests.ts, which pull in zod) and the send flow (send-request.ts: the API call,
 * the field errors, the idempotency keys). Both are fetched when a visitor first touches a form
 * (or at the latest on submit).
 */
type RequestContracts = typeof import("../../../../contracts/requests.ts");
type RequestSend = typeof import("./send-request.ts");
export type RequestKit = { contracts: RequestContracts; send: RequestSend };

let pending: Promise<RequestKit> | null = null;

export function loadRequestKit(): Promise<RequestKit> {
  pending ??= Promise.all([import("../../../../contracts/requests.ts"), import("./send-request.ts")]).then(
    ([contracts, send]) => ({ contracts, send }),
    (err: unknown) => {
      pending = null;
      throw err;
    },
  );
  return pending;
}

/** For onFocus/onPointerDown: start the download early, ignore failures (submit retries). */
export function preloadRequestContracts() {
  loadRequestKit().catch(() => undefined);
}

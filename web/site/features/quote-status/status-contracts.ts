/**
 * The accept/reject/message rules (contracts/quotes.ts) pull in zod: fetched when the customer
 * first touches a form, not with the page (same reason as forms/request-contracts.ts).
 */
type QuoteContracts = typeof import("../../../../contracts/quotes.ts");

let pending: Promise<QuoteContracts> | null = null;

export function loadQuoteContracts(): Promise<QuoteContracts> {
  pending ??= import("../../../../contracts/quotes.ts").catch((err: unknown) => {
    pending = null;
    throw err;
  });
  return pending;
}

export function preloadQuoteContracts() {
  loadQuoteContracts().catch(() => undefined);
}

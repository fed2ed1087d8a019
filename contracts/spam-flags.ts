// Plain constants, free of zod, so the panel's shell (its tab counter) can name them without the validator.

/**
 * Why a request looked automated. It is stored and answered like any other (ADR 013); sales are
 * mailed at once with these reasons, the customer's confirmation waits until staff mark it
 * genuine (ADR 029). 'burst' thresholds: server/features/requests/requests.spam.ts.
 */
export const SPAM_REASONS = ["honeypot", "too_fast", "burst"] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];
export const SPAM_REASON_LABEL: Record<SpamReason, string> = {
  honeypot: "Campo oculto completado",
  too_fast: "Enviado en menos de 3 segundos",
  burst: "Muchas solicitudes desde la misma dirección",
};
export const SPAM_LABEL = "Posible spam";
/** Flagged requests nobody marked genuine are deleted this many days after they arrived. */
export const SPAM_RETENTION_DAYS = 90;

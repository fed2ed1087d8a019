// Without zod: the pages' error screen shows this text, and it must not bring the schemas along.

/** The database cannot be reached: the API's 503 and the pages' 503 say the same. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  "El servicio no está disponible en este momento. Intenta nuevamente en unos minutos.";
// Long enough for a restart or failover, short enough that a customer retrying is not lost.
export const SERVICE_UNAVAILABLE_RETRY_AFTER_S = 30;

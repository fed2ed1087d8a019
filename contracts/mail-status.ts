import type { MailStatus } from "./requests-admin.ts";

/** A request's mail state as staff read it (inbox, exports): 'none' when it sends no mail. */
export const MAIL_STATUS_LABEL: Record<MailStatus | "none", string> = {
  none: "Sin correos",
  pending: "Pendiente",
  sent: "Enviado",
  failed: "Fallido",
};

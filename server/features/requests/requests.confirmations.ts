import type { Tx } from "../../db/client.ts";
import { isOnePlainAddress } from "../mail/mail.address.ts";
import type { MailService } from "../mail/mail.service.ts";

/**
 * Customer confirmations one recipient address gets per rolling day, across every kind of
 * request (issue 20, ADR 029). A real customer rarely sends more than two or three requests a
 * day; someone using our forms to mail a third party gets at most this many mails through, each
 * carrying only our own text. Later requests are stored and staff get each one.
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
const DAY_HOURS = 24;
export const CONFIRMATION_PURPOSE = "customer-confirmation";

/** Whether the customer's confirmation goes out now, and if not, why (the sales mail says so). */
export type Confirmation = "send" | "held-spam" | "held-quota" | "held-address";

/**
 * Decided inside the request's transaction, after the address's lock (countRecentTo), so
 * concurrent requests to one address cannot together pass the daily quota.
 */
export async function decideConfirmation(
  tx: Tx,
  mail: Pick<MailService, "countRecentTo">,
  email: string,
  flagged: boolean,
): Promise<Confirmation> {
  if (flagged) return "held-spam";
  // Requests stored before the stricter address rule may hold one the mailer reads otherwise.
  if (!isOnePlainAddress(email)) return "held-address";
  const sent = await mail.countRecentTo(tx, email, CONFIRMATION_PURPOSE, DAY_HOURS);
  return sent < CONFIRMATIONS_PER_ADDRESS_PER_DAY ? "send" : "held-quota";
}

import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { rowsOf, todayEc } from "./quotes.repository.ts";

export type DueQuote = {
  id: number;
  quotation_id: number;
  version: number;
  valid_until: string;
  total: string;
  reference: string;
  name: string;
  email: string;
  company: string | null;
  status_token: string | null;
};

const RETURNING_WITH_REQUEST = sql`RETURNING q.id, q.quotation_id, q.version, to_char(q.valid_until, 'YYYY-MM-DD') AS valid_until,
  q.total::text AS total, l.reference, l.name, l.email, l.company, l.status_token`;

/**
 * The daily quote chores as conditional UPDATEs: each row changes once, so several instances
 * running them at the same moment split the work instead of repeating it.
 */
export const quoteJobsRepository = {
  /**
   * The latest sent version of a request past its last valid day → 'expired'. A superseded
   * version is left as it was: the customer was sent a newer one, so it did not lapse.
   */
  async expire(tx: Tx, at?: Date): Promise<number> {
    const rows = await rowsOf<{ id: number }>(
      tx,
      sql`UPDATE quotes q SET status = 'expired', updated_at = now()
           WHERE q.status = 'sent' AND q.valid_until < ${todayEc(at)}
             AND q.version = (SELECT max(v.version) FROM quotes v WHERE v.quotation_id = q.quotation_id)
       RETURNING q.id`,
    );
    return rows.length;
  },

  /**
   * Claims the reminders due: the latest version of a request, still 'sent', expiring within
   * `days` days, not reminded before. The claim (reminder_sent_at) and the mail share the caller's
   * transaction, so a reminder is queued exactly once.
   */
  async claimReminders(tx: Tx, days: number, at?: Date): Promise<DueQuote[]> {
    return rowsOf<DueQuote>(
      tx,
      sql`UPDATE quotes q SET reminder_sent_at = now()
            FROM quotations l
           WHERE l.id = q.quotation_id AND q.status = 'sent' AND q.reminder_sent_at IS NULL
             AND q.valid_until >= ${todayEc(at)} AND q.valid_until <= ${todayEc(at)} + ${days}::int
             AND q.version = (SELECT max(v.version) FROM quotes v WHERE v.quotation_id = q.quotation_id)
         ${RETURNING_WITH_REQUEST}`,
    );
  },
};

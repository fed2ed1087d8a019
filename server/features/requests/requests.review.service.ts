import { INBOX_MESSAGES, SPAM_RETENTION_DAYS, type RequestDetail } from "../../../contracts/requests-admin.ts";
import type { RequestType } from "../../../contracts/requests.ts";
import { statusPath } from "../../../contracts/quotes.ts";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { conflict } from "../../lib/errors.ts";
import { recordChange } from "../../lib/record-change.ts";
import { mailLinkBase } from "../../lib/public-url.ts";
import type { MailService, NewMail } from "../mail/mail.service.ts";
import { decideConfirmation } from "./requests.confirmations.ts";
import { lineForMail, mailsToQueue, messageEmails, quotationEmails, type Handling } from "./requests.emails.ts";
import type { RequestsInboxService } from "./requests.inbox.service.ts";
import type { RequestsRepository, MessageRow, QuotationRow } from "./requests.repository.ts";

/**
 * Staff review of requests held as possible spam (ADR 013): mark one genuine (its mails go out, once),
 * delete it, and the automatic purge of old ones.
 */
export function createRequestsReviewService(deps: {
  db: Db;
  repo: RequestsRepository;
  mail: MailService;
  config: Config;
  inbox: Pick<RequestsInboxService, "detail">;
}) {
  const { db, repo, mail, config, inbox } = deps;
  const linkBase = mailLinkBase(config);

  /** A genuine request's two mails, built from what was stored when it arrived. */
  async function mailsFor(tx: Tx, type: RequestType, row: QuotationRow | MessageRow, handling: Handling) {
    if (type === "quotation") {
      const q = row as QuotationRow;
      const items = await repo.itemsOf(row.id, tx);
      const statusUrl = linkBase && q.status_token ? `${linkBase}${statusPath(q.status_token)}` : null;
      return quotationEmails(config, { ...q, statusUrl, items: items.map(lineForMail) }, handling);
    }
    const m = row as MessageRow;
    return messageEmails(config, { ...m, kind: type, service: m.service }, handling);
  }

  /**
   * What a request just marked genuine still lacks: the customer's confirmation (within the daily
   * quota per address), and the sales notification only for requests flagged before sales were told
   * of flagged requests at once (issue 22).
   */
  async function missingMails(tx: Tx, type: RequestType, row: QuotationRow | MessageRow): Promise<NewMail[]> {
    const queued = new Set((await mail.deliveriesFor(type, row.id, tx)).map((d) => d.purpose));
    const confirmation = await decideConfirmation(tx, mail, row.email, false);
    const mails = mailsToQueue(await mailsFor(tx, type, row, { spamReasons: null, confirmation }), confirmation);
    return mails.filter((m) => !queued.has(m.purpose));
  }

  return {
    /**
     * 'Marcar como genuina': clears the flag and queues the customer's confirmation (the customer
     * was shown a real reference), in one transaction. A second click finds nothing flagged and
     * queues nothing.
     */
    async markGenuine(type: RequestType, id: number): Promise<RequestDetail> {
      const flipped = await db.transaction(async (tx) => {
        const row = await repo.markGenuine(tx, type, id);
        if (row) await mail.enqueue(tx, await missingMails(tx, type, row));
        // Who let a held request through, and why it had been held (issue 22).
        if (row)
          await recordChange(tx, {
            action: "mark_genuine",
            entity: "lead",
            entityId: `${type}:${id}`,
            summary: { spam_reasons: row.spam_reasons },
          });
        return Boolean(row);
      });
      if (flipped) mail.worker.nudge();
      return inbox.detail(type, id); // 404 for an unknown request
    },

    /** Only a request held as possible spam can be deleted; the genuine ones are the company's record. */
    async remove(type: RequestType, id: number): Promise<{ id: number }> {
      if (await repo.deleteFlagged(type, id)) return { id };
      await inbox.detail(type, id); // 404 for an unknown request
      throw conflict(INBOX_MESSAGES.onlySpamDeletable);
    },

    /** Flagged requests nobody marked genuine within SPAM_RETENTION_DAYS; returns how many went. */
    purgeSpam(at?: Date): Promise<number> {
      return repo.purgeFlagged(SPAM_RETENTION_DAYS, at);
    },
  };
}

export type RequestsReviewService = ReturnType<typeof createRequestsReviewService>;

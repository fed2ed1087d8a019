import { INBOX_MESSAGES, SPAM_RETENTION_DAYS, type LeadDetail } from "../../../contracts/leads-admin.ts";
import type { LeadType } from "../../../contracts/leads.ts";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { conflict } from "../../lib/errors.ts";
import type { MailService } from "../mail/mail.service.ts";
import { lineForMail, messageEmails, quotationEmails } from "./leads.emails.ts";
import type { LeadsInboxService } from "./leads.inbox.service.ts";
import type { LeadsRepository, MessageRow, QuotationRow } from "./leads.repository.ts";

/**
 * Staff review of leads held as possible spam (ADR 013): mark one genuine (its mails go out, once),
 * delete it, and the automatic purge of old ones.
 */
export function createLeadsReviewService(deps: {
  db: Db;
  repo: LeadsRepository;
  mail: MailService;
  config: Config;
  inbox: Pick<LeadsInboxService, "detail">;
}) {
  const { db, repo, mail, config, inbox } = deps;

  /** The two mails a genuine lead gets at once, built from what was stored when it arrived. */
  async function mailsFor(tx: Tx, type: LeadType, row: QuotationRow | MessageRow) {
    if (type === "quotation") {
      const items = await repo.itemsOf(row.id, tx);
      return quotationEmails(config, {
        ...(row as QuotationRow),
        items: items.map(lineForMail),
      });
    }
    const m = row as MessageRow;
    return messageEmails(config, { ...m, kind: type, service: m.service });
  }

  return {
    /**
     * 'Marcar como genuina': clears the flag and queues the sales notification and the customer
     * confirmation (the customer was shown a real reference), in one transaction. A second click
     * finds nothing flagged and queues nothing.
     */
    async markGenuine(type: LeadType, id: number): Promise<LeadDetail> {
      const flipped = await db.transaction(async (tx) => {
        const row = await repo.markGenuine(tx, type, id);
        if (row) await mail.enqueue(tx, await mailsFor(tx, type, row));
        return Boolean(row);
      });
      if (flipped) mail.worker.nudge();
      return inbox.detail(type, id); // 404 for an unknown lead
    },

    /** Only a lead held as possible spam can be deleted; the genuine ones are the company's record. */
    async remove(type: LeadType, id: number): Promise<{ id: number }> {
      if (await repo.deleteFlagged(type, id)) return { id };
      await inbox.detail(type, id); // 404 for an unknown lead
      throw conflict(INBOX_MESSAGES.onlySpamDeletable);
    },

    /** Flagged leads nobody marked genuine within SPAM_RETENTION_DAYS; returns how many went. */
    purgeSpam(at?: Date): Promise<number> {
      return repo.purgeFlagged(SPAM_RETENTION_DAYS, at);
    },
  };
}

export type LeadsReviewService = ReturnType<typeof createLeadsReviewService>;

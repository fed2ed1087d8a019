import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { MailService } from "../mail/mail.service.ts";
import { reminderEmail } from "./quotes.emails.ts";
import { quoteJobsRepository as jobs } from "./quotes.jobs.repository.ts";
import { mailStatusUrl } from "./quotes.service.ts";

export function createQuoteJobs(deps: { db: Db; mail: MailService; config: Config }) {
  const { db, mail, config } = deps;

  /** Marks quotes past validity 'expired' and queues each due reminder once; `at` is for tests. */
  async function run(at?: Date) {
    const expired = await jobs.expire(db, at);
    let reminded = 0;
    if (config.quotes.reminderDays > 0) {
      reminded = await db.transaction(async (tx) => {
        const due = await jobs.claimReminders(tx, config.quotes.reminderDays, at);
        const mails = due.flatMap((q) =>
          q.status_token
            ? [
                reminderEmail(
                  config,
                  { id: q.quotation_id, reference: q.reference, name: q.name, email: q.email, company: q.company },
                  { id: q.id, label: `${q.reference} v${q.version}`, total: q.total, validUntil: q.valid_until },
                  mailStatusUrl(config, q.status_token),
                ),
              ]
            : [],
        );
        if (mails.length) await mail.enqueue(tx, mails);
        return mails.length;
      });
      if (reminded) mail.worker.nudge();
    }
    return { expired, reminded };
  }

  return { run };
}

export type QuoteJobs = ReturnType<typeof createQuoteJobs>;

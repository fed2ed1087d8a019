import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { MailService } from "../mail/mail.service.ts";
import { createQuoteStatusService } from "./quote-status.service.ts";
import { QUOTE_MAIL } from "./quotes.emails.ts";
import { createQuoteJobs } from "./quotes.jobs.ts";
import { createQuotesRepository } from "./quotes.repository.ts";
import type { ProductDocument } from "../../../contracts/documents.ts";
import { createQuotesService, type DatasheetSource } from "./quotes.service.ts";
import { createSalesStatsService } from "./quotes.stats.ts";
import { createQuoteStatsRepository } from "./quotes.stats.repository.ts";
import { createQuoteThreadService } from "./quotes.thread.ts";
import { createQuoteTemplatesRepository } from "./quote-templates.repository.ts";
import { createQuoteTemplatesService } from "./quote-templates.service.ts";

/** Formal quotes wired to the mail outbox: the PDF rides on the 'quote sent' mail (their chores: server/jobs). */
export function createQuotesServices(
  db: Db,
  config: Config,
  mail: MailService,
  documents?: { datasheets: DatasheetSource; list: (productIds: number[]) => Promise<ProductDocument[]> },
) {
  const repo = createQuotesRepository(db);
  const quotes = createQuotesService({ db, repo, mail, config, datasheets: documents?.datasheets });
  const quoteJobs = createQuoteJobs({ db, mail, config });
  // Rebuilt at delivery from the stored (immutable once sent) quote: the outbox holds no bytes.
  mail.worker.addAttachmentSource(QUOTE_MAIL.sentPrefix, async (row) => {
    const { bytes, filename } = await quotes.pdf(Number(row.purpose.slice(QUOTE_MAIL.sentPrefix.length)));
    return [{ filename, content: bytes, contentType: "application/pdf" }];
  });
  return {
    quotes,
    quoteThread: createQuoteThreadService({ db, repo, mail, config }),
    quoteStatus: createQuoteStatusService({ db, repo, mail, config, quotes, documentsOf: documents?.list }),
    quoteJobs,
    quoteTemplates: createQuoteTemplatesService({
      db,
      repo: createQuoteTemplatesRepository(db),
      quotesRepo: repo,
      config,
    }),
    salesStats: createSalesStatsService(createQuoteStatsRepository(db)),
  };
}

import { QUOTE_MESSAGES, type threadMessage } from "../../../contracts/quotes.ts";
import type { z } from "../../../contracts/zod.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import type { MailService } from "../mail/mail.service.ts";
import { staffReplyEmail } from "./quotes.emails.ts";
import type { QuoteMessageRow, QuotesRepository } from "./quotes.repository.ts";
import { mailStatusUrl, token } from "./quotes.service.ts";

type ThreadMessage = z.infer<typeof threadMessage>;

export const toThreadMessage = (m: QuoteMessageRow, forCustomer = false) => ({
  id: m.id,
  author: m.author as "customer" | "staff",
  kind: m.kind as ThreadMessage["kind"],
  // The customer sees the company answering, not which employee.
  authorName: m.author === "staff" ? (forCustomer ? null : m.author_name) : null,
  text: m.text,
  createdAt: new Date(m.created_at).toISOString(),
});

/** The staff side of the thread: reading it clears the inbox badge; a reply is mailed to the customer. */
export function createQuoteThreadService(deps: { db: Db; repo: QuotesRepository; mail: MailService; config: Config }) {
  const { db, repo, mail, config } = deps;

  async function list(quotationId: number) {
    if (!(await repo.quotation(quotationId))) throw notFound(QUOTE_MESSAGES.requestNotFound);
    const rows = await repo.messagesOf(quotationId);
    await repo.markCustomerEntriesRead(quotationId);
    return rows.map((m) => toThreadMessage(m));
  }

  async function reply(quotationId: number, userId: number | null, text: string) {
    const row = await db.transaction(async (tx) => {
      const request = await repo.quotation(quotationId, tx);
      if (!request) throw notFound(QUOTE_MESSAGES.requestNotFound);
      const m = await repo.insertMessage(tx, { quotation_id: quotationId, author: "staff", user_id: userId, text });
      await mail.enqueue(tx, [staffReplyEmail(config, request, m.id, text, mailStatusUrl(config, token(request)))]);
      return m;
    });
    mail.worker.nudge();
    const [withName] = (await repo.messagesOf(quotationId)).filter((m) => m.id === row.id);
    return toThreadMessage(withName);
  }

  async function unread() {
    const rows = await repo.unreadCustomerEvents();
    return {
      total: rows.reduce((s, r) => s + r.unread, 0),
      byQuotation: rows.map((r) => ({ quotationId: r.quotation_id, unread: r.unread })),
    };
  }

  return { list, reply, unread };
}

export type QuoteThreadService = ReturnType<typeof createQuoteThreadService>;

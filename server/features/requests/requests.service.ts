import { randomBytes } from "node:crypto";
import { isOutOfStock } from "../../../contracts/stock.ts";
import type { SpamReason } from "../../../contracts/requests-admin.ts";
import {
  REQUEST_MESSAGES,
  REFERENCE_PREFIX,
  centsToDecimal,
  productInactive,
  productNotFound,
  toCents,
  validateContactRequest,
  validateQuotationRequest,
  validateServicesRequest,
  withReference,
  type AntiAbuseFields,
  type FreeTextItem,
  type RequestType,
  type QuotationItem,
} from "../../../contracts/requests.ts";
import { statusPath } from "../../../contracts/quotes.ts";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { isOnePlainAddress } from "../mail/mail.address.ts";
import type { MailService } from "../mail/mail.service.ts";
import { decideConfirmation } from "./requests.confirmations.ts";
import { lineForMail, mailsToQueue, messageEmails, quotationEmails, type QuotationForMail } from "./requests.emails.ts";
import type { RequestsRepository, QuotationItemInsert } from "./requests.repository.ts";
import { BURST_WINDOW_MINUTES, burstThreshold, formSpamSignals } from "./requests.spam.ts";
import { currentPublicUrl, mailLinkBase } from "../../lib/public-url.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";

export type RequestContext = { ip: string | null; userAgent: string | null; idempotencyKey: string | null };
/** What a send answers: `created` false for an idempotent repeat (nothing new was stored). */
export type SendResult = { created: boolean; reference: string; id: number; message: string; statusUrl?: string };

const SUCCESS: Record<RequestType, string> = {
  quotation: REQUEST_MESSAGES.quotationSent,
  contact: REQUEST_MESSAGES.contactSent,
  services: REQUEST_MESSAGES.servicesSent,
};

/** References count per calendar year in the company's time zone (Ecuador, UTC−5). */
const yearInEcuador = (d = new Date()) =>
  Number(new Intl.DateTimeFormat("en", { timeZone: "America/Guayaquil", year: "numeric" }).format(d));
const formatReference = (prefix: string, year: number, n: number) => `${prefix}-${year}-${String(n).padStart(6, "0")}`;

type ProductLine = {
  p: { id: number; name: string; sku: string; price: string | null; stock_quantity: number | null };
  quantity: number;
  unitCents: number | null;
  lineCents: bigint | null;
};
type Line = ProductLine | FreeTextItem;

/**
 * The request's lines in the order sent: catalogue lines priced from the catalogue (its current
 * price wins over what the browser sent, which may be stale or forged), free-text lines as typed.
 */
async function linesOf(repo: RequestsRepository, tx: Tx, items: QuotationItem[]): Promise<Line[]> {
  const ids = [...new Set(items.flatMap((i) => (i.productId === null ? [] : [i.productId])))];
  const found = new Map((await repo.productsByIds(tx, ids)).map((p) => [p.id, p]));
  const problems = items.flatMap((item, n) => {
    if (item.productId === null) return [];
    const p = found.get(item.productId);
    const message = !p ? productNotFound(item.productId) : !p.is_active ? productInactive(p.name) : null;
    return message ? [{ field: `items.${n}.productId`, message }] : [];
  });
  if (problems.length) throw new AppError(422, problems[0].message, problems);

  return items.map((item): Line => {
    if (item.productId === null) return item;
    const p = found.get(item.productId)!;
    // No positive catalogue price: a price-on-request line, stored without a price (ADR 014).
    const unitCents = p.price === null || toCents(p.price) <= 0 ? null : toCents(p.price);
    const lineCents = unitCents === null ? null : BigInt(item.quantity) * BigInt(unitCents);
    return { p, quantity: item.quantity, unitCents, lineCents };
  });
}

/**
 * A stored line. A free-text one (ADR 021) has no product: `sku` holds the code as typed,
 * `product_name` the code (else the description) so every reader of the column has a name, and
 * `description` the customer's text; no price.
 */
function itemRow(quotationId: number, l: Line): QuotationItemInsert {
  if (!("p" in l))
    return {
      quotation_id: quotationId,
      product_id: null,
      free_text: true,
      product_name: l.code ?? l.description ?? "",
      sku: l.code,
      description: l.description,
      quantity: l.quantity,
      unit_price: null,
      line_total: null,
    };
  return {
    quotation_id: quotationId,
    product_id: l.p.id,
    product_name: l.p.name,
    sku: l.p.sku,
    out_of_stock: isOutOfStock(l.p.stock_quantity),
    quantity: l.quantity,
    unit_price: l.unitCents === null ? null : centsToDecimal(l.unitCents),
    line_total: l.lineCents === null ? null : centsToDecimal(l.lineCents),
  };
}

/**
 * The address as stored must be what the mailer reads as one plain address (the contract's rule
 * is stricter; this asks nodemailer's own parser, issue 20).
 */
function assertMailable(email: string, field: string) {
  if (!isOnePlainAddress(email))
    throw badRequest(REQUEST_MESSAGES.emailInvalid, [{ field, message: REQUEST_MESSAGES.emailInvalid }]);
}

export function createRequestsService(deps: { db: Db; repo: RequestsRepository; mail: MailService; config: Config }) {
  const { db, repo, mail, config } = deps;
  const burstMax = burstThreshold(config.requestsRateLimitPerMinute);
  // Links in mails come from PUBLIC_URL only, never from the request being answered (ADR 029).
  const linkBase = mailLinkBase(config);

  /**
   * Why this request looks automated, or null. It is stored and answered like any other (a browser
   * that autofills a form in a second is a real customer); only its mails wait for staff (ADR 013).
   * Called after the reference counter's lock, so a burst of one kind is counted exactly.
   */
  async function spamReasons(tx: Tx, input: AntiAbuseFields, ip: string | null): Promise<SpamReason[] | null> {
    const reasons = formSpamSignals(input);
    if (ip && (await repo.countRecentFromAddress(tx, ip, BURST_WINDOW_MINUTES)) >= burstMax) reasons.push("burst");
    return reasons.length ? reasons : null;
  }
  const receipt = (
    type: RequestType,
    row: { id: number; reference: string; status_token?: string | null },
    created: boolean,
  ): SendResult => ({
    created,
    id: row.id,
    reference: row.reference,
    message: withReference(SUCCESS[type], row.reference),
    ...(row.status_token ? { statusUrl: `${currentPublicUrl(config.publicUrl)}${statusPath(row.status_token)}` } : {}),
  });

  /**
   * Idempotent insert: a known key returns the stored request; two requests racing with the same
   * key meet at the unique index, and the loser answers with the winner's request.
   */
  async function once<T extends { id: number; reference: string }>(
    key: string | null,
    find: (key: string) => Promise<T | undefined>,
    insert: () => Promise<T>,
  ): Promise<{ row: T; created: boolean }> {
    if (key) {
      const existing = await find(key);
      if (existing) return { row: existing, created: false };
    }
    try {
      const row = await insert();
      mail.worker.nudge();
      return { row, created: true };
    } catch (err) {
      if (key && isUniqueViolation(err)) {
        const existing = await find(key);
        if (existing) return { row: existing, created: false };
      }
      throw err;
    }
  }

  async function submitQuotation(body: unknown, ctx: RequestContext): Promise<SendResult> {
    const v = validateQuotationRequest(body);
    if (!v.success) throw badRequest(v.error, v.details);
    const input = v.data;
    assertMailable(input.customerInfo.email, "customerInfo.email");
    const key = ctx.idempotencyKey ?? input.idempotencyKey ?? null;

    const { row, created } = await once(
      key,
      (k) => repo.findQuotationByKey(k),
      () =>
        db.transaction(async (tx) => {
          const lines = await linesOf(repo, tx, input.items);
          const total = lines.reduce((s, l) => s + ("p" in l ? (l.lineCents ?? 0n) : 0n), 0n);

          const year = yearInEcuador();
          const n = await repo.nextReferenceNumber(tx, REFERENCE_PREFIX.quotation, year);
          const spam = await spamReasons(tx, input, ctx.ip);
          const q = await repo.insertQuotation(tx, {
            reference: formatReference(REFERENCE_PREFIX.quotation, year, n),
            name: input.customerInfo.name,
            email: input.customerInfo.email,
            phone: input.customerInfo.phone,
            company: input.customerInfo.company,
            ruc: input.customerInfo.ruc,
            id_type: input.customerInfo.idType,
            // The status page's key (issue 11): 256 random bits, unguessable.
            status_token: randomBytes(32).toString("base64url"),
            notes: input.notes,
            total: centsToDecimal(total),
            idempotency_key: key,
            ip: ctx.ip,
            user_agent: ctx.userAgent,
            spam_reasons: spam,
          });
          const items = await repo.insertItems(
            tx,
            lines.map((l) => itemRow(q.id, l)),
          );
          const forMail: QuotationForMail = {
            ...q,
            statusUrl: linkBase && `${linkBase}${statusPath(q.status_token!)}`,
            items: items.map(lineForMail),
          };
          // Sales hear of every request at once, flagged ones included (issue 22); the customer's
          // confirmation waits while it is flagged and is capped per address (ADR 029).
          const confirmation = await decideConfirmation(tx, mail, q.email, spam !== null);
          const mails = quotationEmails(config, forMail, { spamReasons: spam, confirmation });
          await mail.enqueue(tx, mailsToQueue(mails, confirmation));
          return q;
        }),
    );
    return receipt("quotation", row, created);
  }

  async function submitMessage(kind: "contact" | "services", body: unknown, ctx: RequestContext): Promise<SendResult> {
    const v = kind === "contact" ? validateContactRequest(body) : validateServicesRequest(body);
    if (!v.success) throw badRequest(v.error, v.details);
    const input = v.data;
    assertMailable(input.email, "email");
    const key = ctx.idempotencyKey ?? input.idempotencyKey ?? null;
    const service = "service" in input ? (input.service as string | null) : null;

    const { row, created } = await once(
      key,
      (k) => repo.findMessageByKey(k),
      () =>
        db.transaction(async (tx) => {
          const year = yearInEcuador();
          const n = await repo.nextReferenceNumber(tx, REFERENCE_PREFIX[kind], year);
          const spam = await spamReasons(tx, input, ctx.ip);
          const m = await repo.insertMessage(tx, {
            kind,
            reference: formatReference(REFERENCE_PREFIX[kind], year, n),
            name: input.name,
            email: input.email,
            phone: input.phone,
            company: input.company,
            service,
            message: input.message,
            idempotency_key: key,
            ip: ctx.ip,
            user_agent: ctx.userAgent,
            spam_reasons: spam,
          });
          const confirmation = await decideConfirmation(tx, mail, m.email, spam !== null);
          const mails = messageEmails(config, { ...m, kind, service }, { spamReasons: spam, confirmation });
          await mail.enqueue(tx, mailsToQueue(mails, confirmation));
          return m;
        }),
    );
    return receipt(kind, row, created);
  }

  return { submitQuotation, submitMessage };
}

export type RequestsService = ReturnType<typeof createRequestsService>;

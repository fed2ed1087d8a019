import { randomBytes } from "node:crypto";
import type { SpamReason } from "../../../contracts/leads-admin.ts";
import {
  LEAD_MESSAGES,
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
  type LeadType,
} from "../../../contracts/leads.ts";
import { statusPath } from "../../../contracts/quotes.ts";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import type { MailService } from "../mail/mail.service.ts";
import { lineForMail, messageEmails, quotationEmails, type QuotationForMail } from "./leads.emails.ts";
import type { LeadsRepository } from "./leads.repository.ts";
import { BURST_WINDOW_MINUTES, burstThreshold, formSpamSignals } from "./leads.spam.ts";
import { currentPublicUrl } from "../../lib/public-url.ts";

export type RequestContext = { ip: string | null; userAgent: string | null; idempotencyKey: string | null };
/** What a send answers: `created` false for an idempotent repeat (nothing new was stored). */
export type SendResult = { created: boolean; reference: string; id: number; message: string; statusUrl?: string };

const SUCCESS: Record<LeadType, string> = {
  quotation: LEAD_MESSAGES.quotationSent,
  contact: LEAD_MESSAGES.contactSent,
  services: LEAD_MESSAGES.servicesSent,
};

/** References count per calendar year in the company's time zone (Ecuador, UTC−5). */
const yearInEcuador = (d = new Date()) =>
  Number(new Intl.DateTimeFormat("en", { timeZone: "America/Guayaquil", year: "numeric" }).format(d));
const formatReference = (prefix: string, year: number, n: number) => `${prefix}-${year}-${String(n).padStart(6, "0")}`;

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
};

export function createLeadsService(deps: { db: Db; repo: LeadsRepository; mail: MailService; config: Config }) {
  const { db, repo, mail, config } = deps;
  const burstMax = burstThreshold(config.leadsRateLimitPerMinute);

  /**
   * Why this lead looks automated, or null. It is stored and answered like any other (a browser
   * that autofills a form in a second is a real customer); only its mails wait for staff (ADR 013).
   * Called after the reference counter's lock, so a burst of one kind is counted exactly.
   */
  async function spamReasons(tx: Tx, input: AntiAbuseFields, ip: string | null): Promise<SpamReason[] | null> {
    const reasons = formSpamSignals(input);
    if (ip && (await repo.countRecentFromAddress(tx, ip, BURST_WINDOW_MINUTES)) >= burstMax) reasons.push("burst");
    return reasons.length ? reasons : null;
  }
  const receipt = (
    type: LeadType,
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
   * Idempotent insert: a known key returns the stored lead; two requests racing with the same
   * key meet at the unique index, and the loser answers with the winner's lead.
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
    const key = ctx.idempotencyKey ?? input.idempotencyKey ?? null;

    const { row, created } = await once(
      key,
      (k) => repo.findQuotationByKey(k),
      () =>
        db.transaction(async (tx) => {
          const ids = [...new Set(input.items.map((i) => i.productId))];
          const found = new Map((await repo.productsByIds(tx, ids)).map((p) => [p.id, p]));
          const problems = input.items.flatMap((item, n) => {
            const p = found.get(item.productId);
            const message = !p ? productNotFound(item.productId) : !p.is_active ? productInactive(p.name) : null;
            return message ? [{ field: `items.${n}.productId`, message }] : [];
          });
          if (problems.length) throw new AppError(422, problems[0].message, problems);

          // The catalogue's current price wins over what the browser sent (it may be stale or forged).
          const lines = input.items.map((item) => {
            const p = found.get(item.productId)!;
            // No positive catalogue price: a price-on-request line, stored without a price (ADR 014).
            const unitCents = p.price === null || toCents(p.price) <= 0 ? null : toCents(p.price);
            const lineCents = unitCents === null ? null : BigInt(item.quantity) * BigInt(unitCents);
            return { p, quantity: item.quantity, unitCents, lineCents };
          });
          const total = lines.reduce((s, l) => s + (l.lineCents ?? 0n), 0n);

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
            lines.map((l) => ({
              quotation_id: q.id,
              product_id: l.p.id,
              product_name: l.p.name,
              sku: l.p.sku,
              quantity: l.quantity,
              unit_price: l.unitCents === null ? null : centsToDecimal(l.unitCents),
              line_total: l.lineCents === null ? null : centsToDecimal(l.lineCents),
            })),
          );
          const forMail: QuotationForMail = {
            ...q,
            statusUrl: `${currentPublicUrl(config.publicUrl)}${statusPath(q.status_token!)}`,
            items: items.map(lineForMail),
          };
          // Held as possible spam: no mail to anyone until staff mark it genuine.
          if (!spam) await mail.enqueue(tx, quotationEmails(config, forMail));
          return q;
        }),
    );
    return receipt("quotation", row, created);
  }

  async function submitMessage(kind: "contact" | "services", body: unknown, ctx: RequestContext): Promise<SendResult> {
    const v = kind === "contact" ? validateContactRequest(body) : validateServicesRequest(body);
    if (!v.success) throw badRequest(v.error, v.details);
    const input = v.data;
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
          if (!spam) await mail.enqueue(tx, messageEmails(config, { ...m, kind, service }));
          return m;
        }),
    );
    return receipt(kind, row, created);
  }

  return { submitQuotation, submitMessage };
}

export type LeadsService = ReturnType<typeof createLeadsService>;

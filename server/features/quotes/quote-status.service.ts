import { STATUS_STEP_LABELS, type QuoteStatusView, type StatusStep } from "../../../contracts/quote-status.ts";
import { documentTypeLabel, type ProductDocument } from "../../../contracts/documents.ts";
import {
  QUOTE_MESSAGES,
  TOKEN_SHAPE,
  choiceTotals,
  formatMoneyCents,
  invalidChoice,
} from "../../../contracts/quotes.ts";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { conflict, notFound, unprocessable } from "../../lib/errors.ts";
import type { MailService } from "../mail/mail.service.ts";
import { customerBlock } from "./quote-customer.ts";
import { storedTotals } from "./quote-rows.ts";
import { QUOTE_MAIL, staffNoticeEmail } from "./quotes.emails.ts";
import type { QuotationRow, QuoteRow, QuotesRepository } from "./quotes.repository.ts";
import type { QuotesService } from "./quotes.service.ts";
import { toThreadMessage } from "./quotes.thread.ts";

const FINAL_STEP: Record<string, StatusStep> = { accepted: "aceptada", rejected: "rechazada", expired: "vencida" };
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
/**
 * When a quote valid until `day` (an Ecuadorian calendar day) lapsed: the next midnight in
 * Guayaquil (UTC−5 all year, no daylight saving). Read as UTC midnight it showed the day before.
 */
export const lapsedAt = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return `${next.toISOString().slice(0, 10)}T05:00:00.000Z`;
};

/**
 * The customer's side, reached by the status token only. A wrong token is a 404 with nothing in
 * it; every answer is built from that one request's rows.
 */
export function createQuoteStatusService(deps: {
  db: Db;
  repo: QuotesRepository;
  mail: MailService;
  config: Config;
  quotes: Pick<QuotesService, "pdfOf" | "fullView">;
  /** The documents of the quoted products (documents feature); none without it. */
  documentsOf?: (productIds: number[]) => Promise<ProductDocument[]>;
}) {
  const { db, repo, mail, config, documentsOf } = deps;

  /**
   * The request behind a token. One held as possible spam (ADR 013) still shows its own page (the
   * token only ever went to whoever sent it, and autofill flags real customers) but takes no
   * writes: a bot must not make us mail staff until someone marks it genuine.
   */
  async function request(token: string, tx: Tx = db, write = false): Promise<QuotationRow> {
    const row = TOKEN_SHAPE.test(token) ? await repo.quotationByToken(token, tx) : undefined;
    const held = row?.spam_reasons && !row.marked_genuine_at;
    if (!row || (write && held)) throw notFound(QUOTE_MESSAGES.statusNotFound);
    return row;
  }

  /** `lapsed`: the latest is still 'sent' but past its validity (the daily job has not run yet). */
  function timeline(l: QuotationRow, versions: QuoteRow[], lapsed: boolean) {
    const sent = versions.filter((q) => q.version !== null);
    const latest = sent[0];
    const firstSent = sent.at(-1);
    const reviewStart = versions.at(-1)?.created_at ?? (l.status !== "nueva" ? l.updated_at : null);
    const steps: QuoteStatusView["timeline"] = [
      { step: "recibida", label: STATUS_STEP_LABELS.recibida, done: true, at: iso(l.created_at) },
      { step: "en_revision", label: STATUS_STEP_LABELS.en_revision, done: Boolean(reviewStart), at: iso(reviewStart) },
      {
        step: "cotizada",
        label: STATUS_STEP_LABELS.cotizada,
        done: Boolean(firstSent),
        at: iso(firstSent?.sent_at ?? null),
      },
    ];
    const final = latest && FINAL_STEP[lapsed ? "expired" : latest.status];
    if (final)
      steps.push({
        step: final,
        label: STATUS_STEP_LABELS[final],
        done: true,
        at: final === "vencida" ? lapsedAt(latest.valid_until) : iso(latest.decided_at),
      });
    return steps;
  }

  async function view(token: string): Promise<QuoteStatusView> {
    const l = await request(token);
    const versions = await repo.quotesOf(l.id);
    const sent = versions.filter((q) => q.version !== null);
    const latest = sent[0];
    const lapsed = latest?.status === "sent" && (await repo.isPast(db, latest.valid_until));
    const steps = timeline(l, versions, lapsed);
    const pdfUrl = (v: number) => `/api/quote-status/${token}/pdf?version=${v}`;
    let quote: QuoteStatusView["quote"] = null;
    let canAccept = false;
    let notice: string | null = null;
    let documents: QuoteStatusView["documents"] = [];
    if (latest) {
      const v = await deps.quotes.fullView(latest, l.reference);
      documents = await quotedDocuments(v.lines);
      canAccept = latest.status === "sent" && !lapsed;
      if (latest.status === "expired" || lapsed) notice = QUOTE_MESSAGES.expired;
      quote = {
        ...v,
        version: latest.version!,
        status: (lapsed ? "expired" : latest.status) as "sent",
        sentAt: v.sentAt!,
        // Staff's RUC warning stays with staff: the customer is never told their number is doubtful.
        customer: customerBlock(latest),
        lines: v.lines.map(({ id: _id, productId: _p, ...rest }) => rest),
        sections: v.sections,
        acceptedOptionalLines: v.acceptedOptionalLines,
        acceptedTotals: v.acceptedTotals,
        pdfUrl: pdfUrl(latest.version!),
      };
    }
    return {
      reference: l.reference,
      createdAt: iso(l.created_at)!,
      step: steps.filter((s) => s.done).at(-1)!.step,
      timeline: steps,
      customer: { name: l.name, company: l.company },
      requestedLines: (await repo.requestLines(db, l.id)).map((r) => ({
        productName: r.product_name,
        sku: r.sku,
        quantity: r.quantity,
        unitPrice: r.unit_price,
        lineTotal: r.unit_price === null ? null : r.line_total,
        priceOnRequest: r.unit_price === null,
      })),
      quote,
      earlierVersions: sent.slice(1).map((q) => ({
        version: q.version!,
        label: `${l.reference} v${q.version}`,
        status: q.status,
        sentAt: iso(q.sent_at)!,
        pdfUrl: pdfUrl(q.version!),
      })),
      canAccept,
      notice,
      messages: (await repo.messagesOf(l.id)).map((m) => toThreadMessage(m, true)),
      documents,
    };
  }

  /** Each quoted product's documents, in the quote's line order, named by the line's code. */
  async function quotedDocuments(lines: { productId: number | null; sku: string | null }[]) {
    const ids = [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
    if (!documentsOf || !ids.length) return [];
    const skuOf = new Map(lines.map((l) => [l.productId, l.sku]));
    return (await documentsOf(ids)).map((d) => ({
      sku: skuOf.get(d.product_id) ?? null,
      title: d.title,
      type: documentTypeLabel(d.type),
      url: d.url,
    }));
  }

  /** The latest version's PDF, or an earlier one by number; drafts are never shown. */
  async function pdf(token: string, version?: number) {
    const l = await request(token);
    const q = version ? await repo.versionOf(db, l.id, version) : await repo.latestVersion(db, l.id);
    if (!q || q.version === null) throw notFound(QUOTE_MESSAGES.noQuoteYet);
    return deps.quotes.pdfOf(l, q);
  }

  /** Accept or reject the latest version, once; the salesperson is told by email. */
  async function decide(
    token: string,
    d:
      | {
          status: "accepted";
          name: string;
          purchaseOrder: string | null;
          version?: number;
          optionalLines?: number[];
        }
      | { status: "rejected"; reason: string },
  ) {
    await db.transaction(async (tx) => {
      const l = await request(token, tx, true);
      await repo.lockQuotation(tx, l.id);
      const latest = await repo.latestVersion(tx, l.id);
      if (!latest) throw conflict(QUOTE_MESSAGES.noQuoteYet);
      if (d.status === "accepted" && d.version !== undefined && d.version !== latest.version)
        throw conflict(QUOTE_MESSAGES.notLatest);
      if (latest.status === "expired") throw conflict(QUOTE_MESSAGES.expired);
      if (latest.status !== "sent") throw conflict(QUOTE_MESSAGES.alreadyDecided);
      if (d.status === "accepted" && (await repo.isPast(tx, latest.valid_until)))
        throw conflict(QUOTE_MESSAGES.expired);
      const label = `${l.reference} v${latest.version}`;
      const lines = await repo.linesOf(latest.id, tx);
      // The optional lines the customer ticked (ADR 049): only this version's optional ones.
      const chosen = d.status === "accepted" ? [...new Set(d.optionalLines ?? [])].sort((a, b) => a - b) : [];
      const shown = lines.map((x) => ({
        position: x.position,
        quantity: x.quantity,
        unitPrice: x.unit_price,
        discountPercent: x.discount_percent,
        ivaRate: x.iva_rate,
        optional: x.optional,
      }));
      const wrong = invalidChoice(shown, chosen);
      if (wrong.length)
        throw unprocessable(QUOTE_MESSAGES.optionalChoiceInvalid, [
          { field: "optionalLines", message: QUOTE_MESSAGES.optionalChoiceInvalid },
        ]);
      const acceptedTotal = choiceTotals(shown, chosen).total;
      // The stored sums become what was accepted, so the sales figures count the chosen lines.
      const patch =
        d.status === "accepted"
          ? {
              accepted_by: d.name,
              purchase_order: d.purchaseOrder,
              accepted_optional_lines: chosen,
              ...storedTotals(lines, chosen),
            }
          : { rejected_reason: d.reason };
      if (!(await repo.decide(tx, latest.id, d.status, patch))) throw conflict(QUOTE_MESSAGES.alreadyDecided);
      const text =
        d.status === "accepted"
          ? `Aceptó la cotización ${label}: ${d.name}${d.purchaseOrder ? `, orden de compra ${d.purchaseOrder}` : ""}${
              chosen.length ? `, con las líneas opcionales ${chosen.join(", ")}` : ""
            }`
          : `Rechazó la cotización ${label}: ${d.reason}`;
      await repo.insertMessage(tx, { quotation_id: l.id, author: "customer", kind: d.status, text });
      const rows: [string, unknown][] =
        d.status === "accepted"
          ? [
              ["Cotización", label],
              ["Aceptada por", d.name],
              ["Orden de compra", d.purchaseOrder],
              ["Líneas opcionales elegidas", chosen.length ? chosen.join(", ") : null],
              ["Total", formatMoneyCents(acceptedTotal)],
            ]
          : [
              ["Cotización", label],
              ["Motivo", d.reason],
            ];
      await mail.enqueue(tx, [
        staffNoticeEmail(config, l, { kind: d.status, purpose: QUOTE_MAIL.decided(latest.id, d.status), rows }),
      ]);
    });
    mail.worker.nudge();
    return view(token);
  }

  async function message(token: string, text: string) {
    await db.transaction(async (tx) => {
      const l = await request(token, tx, true);
      const m = await repo.insertMessage(tx, { quotation_id: l.id, author: "customer", text });
      await mail.enqueue(tx, [
        staffNoticeEmail(config, l, {
          kind: "message",
          purpose: QUOTE_MAIL.customerMessage(m.id),
          rows: [["Mensaje", text]],
        }),
      ]);
    });
    mail.worker.nudge();
    return view(token);
  }

  return { view, pdf, decide, message };
}

export type QuoteStatusService = ReturnType<typeof createQuoteStatusService>;

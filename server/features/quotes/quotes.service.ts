import {
  QUOTE_MESSAGES,
  approvalsLabel,
  statusPath,
  type QuoteSettings,
  type QuoteUpdate,
} from "../../../contracts/quotes.ts";
import { currentPublicUrl, mailLinkBase } from "../../lib/public-url.ts";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { AppError, conflict, notFound, unprocessable } from "../../lib/errors.ts";
import { recordChange } from "../../lib/record-change.ts";
import type { MailService } from "../mail/mail.service.ts";
import { customerBlock, customerColumns, customerFromQuote, customerFromRequest } from "./quote-customer.ts";
import { appendDatasheets } from "./quote-datasheets.ts";
import { renderQuotePdf } from "./quote-pdf.ts";
import {
  groupLines,
  linesForStorage,
  quoteLabel,
  sectionsForStorage,
  storedTotals,
  toQuoteView,
} from "./quote-rows.ts";
import { quoteSentEmail } from "./quotes.emails.ts";
import type { QuotationRow, QuoteRow, QuotesRepository } from "./quotes.repository.ts";

const SETTING_KEYS = {
  validityDays: "validity_days",
  deliveryTime: "delivery_time",
  paymentTerms: "payment_terms",
  notes: "notes",
} as const;

/** The customer's link as staff copy it: the address this request came to, or PUBLIC_URL. */
export const statusUrl = (config: Config, token: string) => `${currentPublicUrl(config.publicUrl)}${statusPath(token)}`;
/** The customer's link in a mail: from PUBLIC_URL only, never a request's host; null: none (ADR 029). */
export const mailStatusUrl = (config: Config, token: string) => {
  const base = mailLinkBase(config);
  return base && `${base}${statusPath(token)}`;
};

/** Staff side of formal quotes: drafts, the editor's save, send (a new version), PDF, defaults. */
/** The quoted products' datasheets, first per product, in the order asked (documents feature). */
export type DatasheetSource = (productIds: number[]) => Promise<{ productId: number; title: string; pdf: Buffer }[]>;

export function createQuotesService(deps: {
  db: Db;
  repo: QuotesRepository;
  mail: MailService;
  config: Config;
  datasheets?: DatasheetSource;
}) {
  const { db, repo, mail, config, datasheets } = deps;
  const ivaRate = config.quotes.ivaRate;
  const approvalLimit = config.quotes.approvalDiscount;

  /** The quote as the API shows it: lines, sections with subtotals, acceptance, approval. */
  async function fullView(q: QuoteRow, reference: string, tx: Tx = db) {
    const people = [q.approval_requested_by, q.approval_decided_by].flatMap((id) => (id === null ? [] : [id]));
    return toQuoteView(q, await repo.linesOf(q.id, tx), reference, {
      sections: await repo.sectionsOf(q.id, tx),
      approvalLimit,
      names: await repo.userNames(people, tx),
    });
  }

  async function view(q: QuoteRow, tx: Tx = db) {
    const request = await repo.quotation(q.quotation_id, tx);
    return fullView(q, request!.reference, tx);
  }

  async function settings(tx: Tx = db): Promise<QuoteSettings & { validityDays: number }> {
    const s = await repo.settings(tx);
    return {
      validityDays: s.validity_days ? Number(s.validity_days) : config.quotes.validityDays,
      deliveryTime: s.delivery_time ?? null,
      paymentTerms: s.payment_terms ?? null,
      notes: s.notes ?? null,
    };
  }

  /**
   * Lines of the request: the catalogue's current price; none when it is on request (ADR 014).
   * A line the customer typed (not in the catalogue) comes as a free-text line to be priced.
   */
  async function linesFromRequest(tx: Tx, quotationId: number) {
    const rows = await repo.requestLines(tx, quotationId);
    return rows.map((r) => {
      if (r.free_text)
        return {
          productId: null,
          sku: r.sku,
          description: r.description?.trim() || r.product_name,
          quantity: r.quantity,
          unitPrice: null,
          discountPercent: 0,
          ivaRate,
        };
      const price = r.product_exists ? r.catalogue_price : r.unit_price;
      return {
        productId: r.product_exists ? r.product_id : null,
        sku: r.sku,
        description: r.product_name,
        quantity: r.quantity,
        unitPrice: price !== null && Number(price) > 0 ? price : null,
        discountPercent: 0,
        // The product's own rate, else the general rate in force today (ADR 045).
        ivaRate: (r.product_exists ? r.product_iva_rate : null) ?? ivaRate,
      };
    });
  }

  /** 'Preparar cotización': the open draft, or a new one from the latest version or the request. */
  async function createDraft(quotationId: number, userId: number | null, from: "request" | "latest") {
    return db.transaction(async (tx) => {
      const request = await repo.lockQuotation(tx, quotationId);
      if (!request) throw notFound(QUOTE_MESSAGES.requestNotFound);
      const existing = await repo.draftOf(tx, quotationId);
      if (existing) return { created: false, quote: await view(existing, tx) };
      const latest = from === "latest" ? await repo.latestVersion(tx, quotationId) : undefined;
      const defaults = await settings(tx);
      const terms = latest
        ? {
            delivery_time: latest.delivery_time,
            payment_terms: latest.payment_terms,
            notes: latest.notes,
            attach_datasheets: latest.attach_datasheets,
          }
        : { delivery_time: defaults.deliveryTime, payment_terms: defaults.paymentTerms, notes: defaults.notes };
      const lines = latest
        ? (await repo.linesOf(latest.id, tx)).map((l) => ({
            productId: l.product_id,
            sku: l.sku,
            description: l.description,
            quantity: l.quantity,
            unitPrice: l.unit_price,
            discountPercent: Number(l.discount_percent),
            ivaRate: l.iva_rate,
            section: l.section,
            optional: l.optional,
          }))
        : await linesFromRequest(tx, quotationId);
      const stored = linesForStorage(lines, ivaRate);
      const q = await repo.insertQuote(tx, {
        quotation_id: quotationId,
        valid_until: await repo.addDays(tx, defaults.validityDays),
        created_by: userId,
        ...(latest ? customerFromQuote(latest) : customerFromRequest(request)),
        ...terms,
        ...storedTotals(stored),
      });
      await repo.replaceLines(tx, q.id, stored);
      // 'Nueva versión' keeps the sections (their order and titles) with the lines.
      if (latest)
        await repo.replaceSections(
          tx,
          q.id,
          (await repo.sectionsOf(latest.id, tx)).map(({ position, title, optional }) => ({
            position,
            title,
            optional,
          })),
        );
      await repo.setRequestStatus(tx, quotationId, "en_proceso", "nueva");
      // Over sent versions this is 'Nueva versión'; before any, the quote's first draft (issue 22).
      const sentBefore = latest ?? (await repo.latestVersion(tx, quotationId));
      await recordChange(tx, {
        action: sentBefore ? "quote_version_create" : "quote_draft_create",
        entity: "lead",
        entityId: `quotation:${quotationId}`,
        before: { status: request.status },
        after: {
          status: request.status === "nueva" ? "en_proceso" : request.status,
          based_on_version: latest?.version ?? null,
        },
      });
      return { created: true, quote: await view(q, tx) };
    });
  }

  async function lockedDraft(tx: Tx, quoteId: number) {
    const q = await repo.quote(quoteId, tx, true);
    if (!q) throw notFound(QUOTE_MESSAGES.notFound);
    if (q.status !== "draft") throw conflict(QUOTE_MESSAGES.notDraft);
    return q;
  }

  async function update(quoteId: number, body: QuoteUpdate) {
    return db.transaction(async (tx) => {
      const draft = await lockedDraft(tx, quoteId);
      // Sections sent replace the stored ones; absent, the stored ones stay (lines point at them by position).
      const sections = body.sections
        ? sectionsForStorage(body.sections)
        : (await repo.sectionsOf(quoteId, tx)).map(({ position, title, optional }) => ({ position, title, optional }));
      const ids = [...new Set(body.lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
      const rates = new Map((await repo.productsByIds(tx, ids)).map((p) => [p.id, p.iva_rate]));
      const missing = body.lines.flatMap((l, n) =>
        l.productId && !rates.has(l.productId)
          ? [{ field: `lines.${n}.productId`, message: `El producto ${l.productId} no existe en el catálogo` }]
          : [],
      );
      if (missing.length) throw unprocessable(missing[0].message, missing);
      // A line sent without a rate takes its product's, else IVA_RATE; a rate sent is kept (staff may change it).
      const productRate = (id: number | null | undefined) => (id ? (rates.get(id) ?? undefined) : undefined);
      const lines = groupLines(
        body.lines.map((l) => ({ ...l, ivaRate: l.ivaRate ?? productRate(l.productId) })),
        sections,
      );
      const stored = linesForStorage(lines, ivaRate);
      await repo.replaceSections(tx, quoteId, sections);
      await repo.replaceLines(tx, quoteId, stored);
      // An approval (asked for or given) was for the draft as it was: a change needs a new one (ADR 051).
      const approvalReset = draft.approval_status === "pending" || draft.approval_status === "approved";
      if (approvalReset)
        await recordChange(tx, {
          action: "quote_approval_reset",
          entity: "lead",
          entityId: `quotation:${draft.quotation_id}`,
          before: { approval_status: draft.approval_status },
          after: { approval_status: null },
        });
      const q = await repo.updateQuote(tx, quoteId, {
        ...(approvalReset ? { approval_status: null, approval_decided_by: null, approval_decided_at: null } : {}),
        ...(body.validUntil ? { valid_until: body.validUntil } : {}),
        delivery_time: body.deliveryTime,
        payment_terms: body.paymentTerms,
        notes: body.notes,
        ...(body.customer ? customerColumns(body.customer) : {}),
        ...(body.attachDatasheets === undefined ? {} : { attach_datasheets: body.attachDatasheets }),
        ...storedTotals(stored),
      });
      return view(q, tx);
    });
  }

  /**
   * 'Enviar al cliente': the draft becomes the next version, mailed with its PDF; request → 'cotizada'.
   * Over an accepted version it needs `setAsideAcceptance`: the customer must accept again, and the
   * thread records that the acceptance was set aside (the accepted row itself stays as it was).
   */
  async function send(
    quoteId: number,
    opts: { setAsideAcceptance?: boolean; userId?: number | null; role?: string | null } = {},
  ) {
    const result = await db.transaction(async (tx) => {
      const draft = await repo.quote(quoteId, tx);
      if (!draft) throw notFound(QUOTE_MESSAGES.notFound);
      // Request first, then quote: the same lock order as createDraft and the customer's decisions.
      const request = (await repo.lockQuotation(tx, draft.quotation_id))!;
      const q = await lockedDraft(tx, quoteId);
      const lines = await repo.linesOf(q.id, tx);
      const unpriced = lines.flatMap((l, n) =>
        l.unit_price === null ? [{ field: `lines.${n}.unitPrice`, message: QUOTE_MESSAGES.unpricedLines }] : [],
      );
      if (unpriced.length) throw unprocessable(QUOTE_MESSAGES.unpricedLines, unpriced);
      if (await repo.isPast(tx, q.valid_until)) throw unprocessable(QUOTE_MESSAGES.pastValidity);
      // A 'ventas' user's large discount waits for an admin (ADR 051); an admin's own sends need none.
      if (opts.role !== "admin" && (await fullView(q, request.reference, tx)).approval.discountExceeds) {
        if (q.approval_status === "pending") throw conflict(QUOTE_MESSAGES.approvalPending);
        if (q.approval_status !== "approved") throw conflict(QUOTE_MESSAGES.approvalNeeded(approvalLimit));
      }
      const previous = await repo.latestVersion(tx, q.quotation_id);
      const overAccepted = previous?.status === "accepted";
      if (overAccepted && !opts.setAsideAcceptance) throw conflict(QUOTE_MESSAGES.acceptedNeedsConfirmation);
      const version = await repo.nextVersion(tx, q.quotation_id);
      const sent = await repo.updateQuote(tx, q.id, { status: "sent", version, sent_at: new Date() });
      if (overAccepted)
        await repo.insertMessage(tx, {
          quotation_id: request.id,
          author: "staff",
          kind: "acceptance_set_aside",
          user_id: opts.userId ?? null,
          text: `La aceptación de ${quoteLabel(request.reference, previous.version)} quedó sin efecto al enviar ${quoteLabel(request.reference, version)}`,
        });
      await repo.setRequestStatus(tx, request.id, "cotizada");
      const v = await fullView(sent, request.reference, tx);
      if (overAccepted)
        await recordChange(tx, {
          action: "acceptance_set_aside",
          entity: "lead",
          entityId: `quotation:${request.id}`,
          summary: { accepted_version: previous.version, version },
        });
      await recordChange(tx, {
        action: "quote_send",
        entity: "lead",
        entityId: `quotation:${request.id}`,
        before: { status: request.status },
        after: { status: "cotizada", reference: request.reference, version },
      });
      await mail.enqueue(tx, [
        quoteSentEmail(
          config,
          request,
          { id: q.id, label: v.label, total: v.totals.total, validUntil: v.validUntil },
          mailStatusUrl(config, token(request)),
        ),
      ]);
      return v;
    });
    mail.worker.nudge();
    return result;
  }

  async function get(quoteId: number) {
    const q = await repo.quote(quoteId);
    if (!q) throw notFound(QUOTE_MESSAGES.notFound);
    return view(q);
  }

  async function listForRequest(quotationId: number) {
    const request = await repo.quotation(quotationId);
    if (!request) throw notFound(QUOTE_MESSAGES.requestNotFound);
    const rows = await repo.quotesOf(quotationId);
    return Promise.all(rows.map((q) => fullView(q, request.reference)));
  }

  /** The PDF of one quote, built from its stored rows (also what the outbox attaches). */
  async function pdf(quoteId: number, tx: Tx = db) {
    const q = await repo.quote(quoteId, tx);
    if (!q) throw notFound(QUOTE_MESSAGES.notFound);
    const request = (await repo.quotation(q.quotation_id, tx))!;
    return pdfOf(request, q, tx);
  }

  /**
   * The draft's PDF as the customer would get it if it were sent now: the next version's label
   * and today's date. Reads only: nothing is sent, numbered or mailed (ADR 043).
   */
  async function previewPdf(quoteId: number) {
    const q = await repo.quote(quoteId);
    if (!q) throw notFound(QUOTE_MESSAGES.notFound);
    if (q.status !== "draft") throw conflict(QUOTE_MESSAGES.previewNotDraft);
    const request = (await repo.quotation(q.quotation_id))!;
    return pdfOf(request, q, db, await repo.nextVersion(db, q.quotation_id));
  }

  /** `asVersion`: a draft printed as the version it would become (the preview). */
  async function pdfOf(request: QuotationRow, q: QuoteRow, tx: Tx = db, asVersion?: number) {
    const version = asVersion ?? q.version;
    const v = { ...(await fullView(q, request.reference, tx)), label: quoteLabel(request.reference, version) };
    const bytes = await renderQuotePdf({
      company: {
        ...config.company,
        ruc: config.quotes.companyRuc,
        email: config.quotes.companyEmail,
        logoPath: config.quotes.logoPath,
      },
      customer: { ...customerBlock(q), email: request.email, phone: request.phone },
      quote: v,
      date: q.sent_at ?? new Date(),
    });
    const filename = `${v.label.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
    if (!q.attach_datasheets || !datasheets) return { bytes, filename };
    // 'Adjuntar fichas técnicas' (issue 25): one file, the quote first, a bookmark per product.
    const productIds = [...new Set(v.lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
    const skuOf = new Map(v.lines.map((l) => [l.productId, l.sku]));
    const sheets = (await datasheets(productIds)).map((d) => ({
      title: [skuOf.get(d.productId), d.title].filter(Boolean).join(" — "),
      pdf: d.pdf,
    }));
    return { bytes: (await appendDatasheets(bytes, sheets)).pdf, filename };
  }

  // ------------------------------------------------------------ approval (ADR 051)

  async function approvalStep(
    quoteId: number,
    step: "request" | "approve" | "return",
    actor: { id: number | null },
    note: string | null,
  ) {
    return db.transaction(async (tx) => {
      const found = await repo.quote(quoteId, tx);
      if (!found) throw notFound(QUOTE_MESSAGES.notFound);
      await repo.lockQuotation(tx, found.quotation_id);
      const q = await lockedDraft(tx, quoteId);
      const request = (await repo.quotation(q.quotation_id, tx))!;
      const current = await fullView(q, request.reference, tx);
      if (step === "request") {
        if (!current.approval.discountExceeds) throw conflict(QUOTE_MESSAGES.approvalNotNeeded);
        if (q.approval_status === "pending") throw conflict(QUOTE_MESSAGES.approvalAlreadyPending);
      } else if (q.approval_status !== "pending") throw conflict(QUOTE_MESSAGES.approvalNotPending);
      const patch =
        step === "request"
          ? {
              approval_status: "pending",
              approval_note: note,
              approval_requested_by: actor.id,
              approval_requested_at: new Date(),
              approval_decided_by: null,
              approval_decided_at: null,
            }
          : {
              approval_status: step === "approve" ? "approved" : "returned",
              approval_note: note,
              approval_decided_by: actor.id,
              approval_decided_at: new Date(),
            };
      const updated = await repo.updateQuote(tx, q.id, patch);
      await recordChange(tx, {
        action: { request: "quote_approval_request", approve: "quote_approve", return: "quote_approval_return" }[step],
        entity: "lead",
        entityId: `quotation:${q.quotation_id}`,
        summary: {
          approval_status: patch.approval_status,
          largest_discount: current.approval.largestDiscount,
          limit: approvalLimit,
          ...(note ? { note } : {}),
        },
      });
      return fullView(updated, request.reference, tx);
    });
  }

  /** 'Solicitar aprobación': the draft's discount exceeds the limit; an admin will approve or return it. */
  const requestApproval = (quoteId: number, userId: number | null, note: string | null) =>
    approvalStep(quoteId, "request", { id: userId }, note);
  const approve = (quoteId: number, userId: number | null, note: string | null) =>
    approvalStep(quoteId, "approve", { id: userId }, note);
  const returnForChanges = (quoteId: number, userId: number | null, note: string) =>
    approvalStep(quoteId, "return", { id: userId }, note);

  /** 'Por aprobar (N)': drafts waiting for an admin, with what the dashboard lists. */
  async function approvals() {
    const rows = await repo.pendingApprovals();
    const names = await repo.userNames(
      rows.flatMap((r) => (r.quote.approval_requested_by ? [r.quote.approval_requested_by] : [])),
    );
    const quotes = await Promise.all(
      rows.map(async ({ quote: q, reference }) => {
        const v = await fullView(q, reference);
        return {
          quoteId: q.id,
          quotationId: q.quotation_id,
          reference,
          customerName: q.customer_company ?? q.customer_name,
          requestedBy: q.approval_requested_by ? (names.get(q.approval_requested_by) ?? null) : null,
          requestedAt: new Date(q.approval_requested_at!).toISOString(),
          note: q.approval_note,
          largestDiscount: v.approval.largestDiscount,
          total: v.totals.total,
        };
      }),
    );
    return { count: quotes.length, label: approvalsLabel(quotes.length), quotes };
  }

  /** What the panel shows: the defaults, and the configured IVA rate new lines get. */
  async function settingsView() {
    return { ...(await settings()), ivaRate };
  }

  /** The customer's status link, for staff to copy (the same one every quote mail carries). */
  async function statusLink(quotationId: number) {
    const request = await repo.quotation(quotationId);
    if (!request) throw notFound(QUOTE_MESSAGES.requestNotFound);
    return { statusUrl: statusUrl(config, token(request)) };
  }

  async function saveSettings(body: QuoteSettings) {
    await repo.saveSettings(
      Object.fromEntries(
        Object.entries(SETTING_KEYS).map(([k, key]) => {
          const value = body[k as keyof QuoteSettings];
          return [key, value === null ? null : String(value)];
        }),
      ),
    );
    return settingsView();
  }

  return {
    createDraft,
    update,
    send,
    fullView,
    requestApproval,
    approve,
    returnForChanges,
    approvals,
    get,
    listForRequest,
    statusLink,
    pdf,
    previewPdf,
    pdfOf,
    settings,
    settingsView,
    saveSettings,
  };
}

/** Requests stored before the status link existed got one in the migration; this never trips. */
export function token(request: QuotationRow): string {
  if (!request.status_token) throw new AppError(500, "Solicitud sin enlace de estado");
  return request.status_token;
}

export type QuotesService = ReturnType<typeof createQuotesService>;

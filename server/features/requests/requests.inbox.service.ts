import {
  INBOX_MESSAGES,
  type RequestCounts,
  type RequestDetail,
  type RequestListQuery,
  type RequestStatus,
  type RequestSummary,
  type SpamReason,
} from "../../../contracts/requests-admin.ts";
import { REQUEST_TYPES, type RequestType } from "../../../contracts/requests.ts";
import { idWarning, storedIdType } from "../../../contracts/customer-id.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { MailService } from "../mail/mail.service.ts";
import { recordChange } from "../../lib/record-change.ts";
import { lineForMail } from "./requests.emails.ts";
import type { RequestListRow, RequestsRepository } from "./requests.repository.ts";

const toSummary = (r: RequestListRow): RequestSummary => ({
  type: r.type,
  id: r.id,
  reference: r.reference,
  name: r.name,
  email: r.email,
  phone: r.phone,
  company: r.company,
  service: r.service,
  status: r.status,
  outcome: r.outcome,
  total: r.total,
  itemCount: r.item_count,
  onRequestCount: r.on_request_count,
  preview: r.preview,
  mailStatus: r.mail_status,
  spam: r.spam,
  spamReasons: r.spam_reasons ?? [],
  createdAt: r.created_at.toISOString(),
});

/** The review fields of a stored request (flagged = reasons recorded and not marked genuine). */
const review = (r: { spam_reasons: string[] | null; marked_genuine_at: Date | null }) => ({
  spam: r.spam_reasons !== null && r.marked_genuine_at === null,
  spamReasons: (r.spam_reasons ?? []) as SpamReason[],
  markedGenuineAt: r.marked_genuine_at?.toISOString() ?? null,
});

const mailStatusOf = (mails: { status: string }[]): RequestSummary["mailStatus"] =>
  mails.some((m) => m.status === "failed")
    ? "failed"
    : mails.some((m) => m.status === "pending")
      ? "pending"
      : mails.length
        ? "sent"
        : "none";

/**
 * The admin 'Solicitudes' inbox: list, detail, status workflow, note, resend, counts. Lists and
 * counts show the genuine requests, or with `spam` only those held as possible spam (ADR 013).
 */
export function createRequestsInboxService(deps: { repo: RequestsRepository; mail: MailService }) {
  const { repo, mail } = deps;

  async function detail(type: RequestType, id: number): Promise<RequestDetail> {
    const mails = await mail.deliveriesFor(type, id);
    const common = { mails, mailStatus: mailStatusOf(mails) };
    if (type === "quotation") {
      const q = await repo.getQuotation(id);
      if (!q) throw notFound(INBOX_MESSAGES.requestNotFound);
      const items = await repo.itemsOf(id);
      return {
        type,
        id: q.id,
        reference: q.reference,
        name: q.name,
        email: q.email,
        phone: q.phone,
        company: q.company,
        ruc: q.ruc,
        idType: storedIdType(q.id_type, q.ruc),
        rucWarning: idWarning(storedIdType(q.id_type, q.ruc), q.ruc),
        service: null,
        status: q.status,
        outcome: await repo.outcomeOf(q.id),
        total: q.total,
        itemCount: items.length,
        onRequestCount: items.filter((i) => i.unit_price === null).length,
        preview: q.notes?.slice(0, 140) ?? null,
        message: null,
        notes: q.notes,
        internalNote: q.internal_note,
        ip: q.ip,
        userAgent: q.user_agent,
        createdAt: q.created_at.toISOString(),
        updatedAt: q.updated_at.toISOString(),
        ...review(q),
        items: items.map((i) => ({
          productId: i.product_id,
          ...lineForMail(i),
          priceOnRequest: i.unit_price === null,
          freeText: i.free_text,
          description: i.description,
          outOfStock: i.out_of_stock,
        })),
        ...common,
      };
    }
    const m = await repo.getMessage(type, id);
    if (!m) throw notFound(INBOX_MESSAGES.requestNotFound);
    return {
      type,
      id: m.id,
      reference: m.reference,
      name: m.name,
      email: m.email,
      phone: m.phone,
      company: m.company,
      ruc: null,
      idType: null,
      rucWarning: null,
      service: m.service,
      status: m.status,
      outcome: null,
      total: null,
      itemCount: null,
      onRequestCount: null,
      preview: m.message.slice(0, 140),
      message: m.message,
      notes: null,
      internalNote: m.internal_note,
      ip: m.ip,
      userAgent: m.user_agent,
      createdAt: m.created_at.toISOString(),
      updatedAt: m.updated_at.toISOString(),
      ...review(m),
      items: [],
      ...common,
    };
  }

  return {
    async list(q: RequestListQuery) {
      const { rows, total } = await repo.list(q, q.page, q.perPage);
      return {
        requests: rows.map(toSummary),
        pagination: { page: q.page, perPage: q.perPage, total, totalPages: Math.ceil(total / q.perPage) },
      };
    },

    async all(q: Omit<RequestListQuery, "page" | "perPage">) {
      return (await repo.all(q)).map(toSummary);
    },

    async counts(): Promise<RequestCounts> {
      const empty = () => ({ quotation: 0, contact: 0, services: 0, total: 0 });
      const result = { new: empty(), all: empty(), spam: 0, customerEvents: await repo.unseenCustomerEvents() };
      for (const r of await repo.counts()) {
        if (!(REQUEST_TYPES as readonly string[]).includes(r.type)) continue;
        const t = r.type as RequestType;
        result.spam += r.spam;
        result.new[t] += r.fresh;
        result.all[t] += r.all;
        result.new.total += r.fresh;
        result.all.total += r.all;
      }
      return result;
    },

    detail,

    async update(type: RequestType, id: number, patch: { status?: RequestStatus; internalNote?: string | null }) {
      const set: { status?: string; internal_note?: string | null } = {};
      if (patch.status !== undefined) set.status = patch.status;
      if (patch.internalNote !== undefined) set.internal_note = patch.internalNote || null;
      const before = await detail(type, id); // 404 for an unknown request
      await repo.transaction(async (tx) => {
        const updated = await repo.update(type, id, set, tx);
        if (!updated) throw notFound(INBOX_MESSAGES.requestNotFound);
        await recordChange(tx, {
          action: "update",
          entity: "lead",
          entityId: `${type}:${id}`,
          before: { status: before.status, internal_note: before.internalNote ?? null },
          after: {
            status: set.status ?? before.status,
            internal_note: set.internal_note !== undefined ? set.internal_note : (before.internalNote ?? null),
          },
        });
      });
      return detail(type, id);
    },

    /** 'Reenviar': the request's failed (or still waiting) mails go out again now. */
    async resend(type: RequestType, id: number) {
      await detail(type, id); // 404 for an unknown request
      const requeued = await mail.requeueForRequest(type, id);
      if (!requeued) throw conflict(INBOX_MESSAGES.nothingToResend);
      return { requeued };
    },
  };
}

export type RequestsInboxService = ReturnType<typeof createRequestsInboxService>;

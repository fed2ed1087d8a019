import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { RequestListQuery, QuoteOutcome, SpamReason } from "../../../contracts/requests-admin.ts";
import type { RequestType } from "../../../contracts/requests.ts";
import type { Db, Tx } from "../../db/client.ts";
import { products } from "../../db/schema/catalog.ts";
import { messages, quotationItems, quotations } from "../../db/schema/requests.ts";

export type QuotationRow = typeof quotations.$inferSelect;
export type QuotationItemRow = typeof quotationItems.$inferSelect;
export type QuotationItemInsert = typeof quotationItems.$inferInsert;
export type MessageRow = typeof messages.$inferSelect;

/** Who sent a request, as every kind of request stores it. */
export type RequestContact = Pick<QuotationRow, "id" | "reference" | "name" | "email" | "phone" | "company">;

/** One row of the inbox: quotations and messages side by side. */
export type RequestListRow = RequestContact & {
  type: RequestType;
  service: string | null;
  status: string;
  outcome: QuoteOutcome | null;
  total: string | null;
  item_count: number | null;
  /** Lines without a price (ADR 014); null for messages. */
  on_request_count: number | null;
  preview: string | null;
  mail_status: "none" | "pending" | "sent" | "failed";
  spam: boolean;
  spam_reasons: SpamReason[] | null;
  created_at: Date;
};

type Filters = Pick<RequestListQuery, "type" | "status" | "outcome" | "search"> & { spam?: boolean };

/** Held back as possible spam: flagged when it arrived and not (yet) marked genuine by staff. */
const FLAGGED = (t: "q" | "m" | "quotations" | "messages") =>
  sql.raw(`(${t}.spam_reasons IS NOT NULL AND ${t}.marked_genuine_at IS NULL)`);

/**
 * The outcome of a request's latest sent version (earlier ones were superseded, ADR 034): what the
 * customer decided, or that it lapsed; NULL while it awaits an answer or was never sent.
 */
const OUTCOME = (quotationId: SQL) => sql`(
  SELECT CASE v.status WHEN 'accepted' THEN 'aceptada' WHEN 'rejected' THEN 'rechazada'
                       WHEN 'expired' THEN 'vencida' END
    FROM quotes v WHERE v.quotation_id = ${quotationId} AND v.version IS NOT NULL
   ORDER BY v.version DESC LIMIT 1)`;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// Quotations and messages as one relation; the outer query filters, sorts and pages it.
const REQUESTS = sql`(
  SELECT 'quotation'::text AS type, q.id, q.reference, q.name, q.email, q.phone, q.company,
         NULL::text AS service, q.status, ${OUTCOME(sql.raw("q.id"))} AS outcome, q.total::text AS total,
         (SELECT count(*)::int FROM quotation_items i WHERE i.quotation_id = q.id) AS item_count,
         (SELECT count(*)::int FROM quotation_items i
           WHERE i.quotation_id = q.id AND i.unit_price IS NULL) AS on_request_count,
         left(q.notes, 140) AS preview, ${FLAGGED("q")} AS spam, q.spam_reasons, q.created_at
    FROM quotations q
  UNION ALL
  SELECT m.kind, m.id, m.reference, m.name, m.email, m.phone, m.company, m.service, m.status, NULL::text,
         NULL::text, NULL::int, NULL::int, left(m.message, 140), ${FLAGGED("m")}, m.spam_reasons, m.created_at
    FROM messages m
) AS l`;

function where(f: Filters): SQL {
  // Genuine requests unless the flagged ones are asked for: spam never mixes into the daily inbox.
  const parts: SQL[] = [sql`l.spam = ${f.spam === true}`];
  if (f.type) parts.push(sql`l.type = ${f.type}`);
  if (f.status) parts.push(sql`l.status = ${f.status}`);
  if (f.outcome) parts.push(sql`l.outcome = ${f.outcome}`);
  if (f.search) {
    const like = `%${likeEscape(f.search.toLowerCase())}%`;
    parts.push(sql`(f_unaccent(lower(l.name)) LIKE f_unaccent(${like})
      OR lower(l.email) LIKE ${like}
      OR f_unaccent(lower(coalesce(l.company, ''))) LIKE f_unaccent(${like})
      OR lower(l.reference) LIKE ${like})`);
  }
  return sql.join(parts, sql` AND `);
}

/** Raw SQL rows; both drivers answer `{ rows }`. */
async function query<T>(tx: Tx, q: SQL): Promise<T[]> {
  return ((await tx.execute(q)) as unknown as { rows: T[] }).rows;
}

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

export function createRequestsRepository(db: Db) {
  async function rows(w: SQL, limit: number, offset: number): Promise<RequestListRow[]> {
    const res = await query<RequestListRow>(
      db,
      sql`
      SELECT l.*,
             (SELECT CASE WHEN bool_or(o.status = 'failed') THEN 'failed'
                          WHEN bool_or(o.status = 'pending') THEN 'pending'
                          WHEN count(*) > 0 THEN 'sent' ELSE 'none' END
                FROM mail_outbox o WHERE o.lead_type = l.type AND o.lead_id = l.id) AS mail_status
        FROM ${REQUESTS}
       WHERE ${w}
       ORDER BY l.created_at DESC, l.id DESC
       LIMIT ${limit} OFFSET ${offset}`,
    );
    return res.map((r) => ({
      ...r,
      id: Number(r.id),
      item_count: r.item_count === null ? null : Number(r.item_count),
      on_request_count: r.on_request_count === null ? null : Number(r.on_request_count),
      spam: r.spam === true,
      created_at: toDate(r.created_at),
    }));
  }

  return {
    /** The inbox's status change and its audit record commit together. */
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),
    /**
     * Next number of a per-prefix, per-year counter. The upsert holds the counter row's lock until
     * the transaction ends, so concurrent requests queue here and a rollback leaves no gap.
     */
    async nextReferenceNumber(tx: Tx, prefix: string, year: number): Promise<number> {
      const res = await query<{ last_value: number }>(
        tx,
        sql`
        INSERT INTO reference_counters (prefix, year, last_value) VALUES (${prefix}, ${year}, 1)
        ON CONFLICT (prefix, year) DO UPDATE SET last_value = reference_counters.last_value + 1
        RETURNING last_value`,
      );
      return Number(res[0].last_value);
    },

    async productsByIds(tx: Tx, ids: number[]) {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: products.id,
          name: products.name,
          sku: products.sku,
          price: products.price,
          is_active: products.is_active,
          stock_quantity: products.stock_quantity,
        })
        .from(products)
        .where(inArray(products.id, ids));
    },

    async findQuotationByKey(key: string, tx: Tx = db) {
      return (
        await tx
          .select({ id: quotations.id, reference: quotations.reference, status_token: quotations.status_token })
          .from(quotations)
          .where(eq(quotations.idempotency_key, key))
          .limit(1)
      )[0];
    },

    async findMessageByKey(key: string, tx: Tx = db) {
      return (
        await tx
          .select({ id: messages.id, reference: messages.reference, kind: messages.kind })
          .from(messages)
          .where(eq(messages.idempotency_key, key))
          .limit(1)
      )[0];
    },

    async insertQuotation(tx: Tx, row: typeof quotations.$inferInsert) {
      return (await tx.insert(quotations).values(row).returning())[0];
    },

    async insertItems(tx: Tx, rows: QuotationItemInsert[]) {
      return tx.insert(quotationItems).values(rows).returning();
    },

    async insertMessage(tx: Tx, row: typeof messages.$inferInsert) {
      return (await tx.insert(messages).values(row).returning())[0];
    },

    async list(f: Filters, page: number, perPage: number): Promise<{ rows: RequestListRow[]; total: number }> {
      const w = where(f);
      const [count, page_] = await Promise.all([
        query<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${REQUESTS} WHERE ${w}`),
        rows(w, perPage, (page - 1) * perPage),
      ]);
      return { rows: page_, total: Number(count[0].n) };
    },

    /** Every matching request, newest first (export), capped so one request cannot exhaust memory. */
    async all(f: Filters, cap = 50_000): Promise<RequestListRow[]> {
      return rows(where(f), cap, 0);
    },

    /** Per type: genuine requests still 'nueva', all genuine requests, and those held as possible spam. */
    async counts(): Promise<{ type: string; fresh: number; all: number; spam: number }[]> {
      const res = await query<{ type: string; fresh: number; all: number; spam: number }>(
        db,
        sql`
        SELECT 'quotation' AS type,
               count(*) FILTER (WHERE status = 'nueva' AND NOT ${FLAGGED("quotations")})::int AS fresh,
               count(*) FILTER (WHERE NOT ${FLAGGED("quotations")})::int AS all,
               count(*) FILTER (WHERE ${FLAGGED("quotations")})::int AS spam
          FROM quotations
        UNION ALL
        SELECT kind,
               count(*) FILTER (WHERE status = 'nueva' AND NOT ${FLAGGED("messages")})::int,
               count(*) FILTER (WHERE NOT ${FLAGGED("messages")})::int,
               count(*) FILTER (WHERE ${FLAGGED("messages")})::int
          FROM messages GROUP BY kind`,
      );
      return res.map((r) => ({ type: r.type, fresh: Number(r.fresh), all: Number(r.all), spam: Number(r.spam) }));
    },

    /** Customer messages and decisions on genuine requests that no staff member has opened yet. */
    async unseenCustomerEvents(): Promise<number> {
      const res = await query<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM quote_messages e JOIN quotations ON quotations.id = e.quotation_id
             WHERE e.author = 'customer' AND e.read_at IS NULL AND NOT ${FLAGGED("quotations")}`,
      );
      return Number(res[0].n);
    },

    /** The outcome of one request's latest sent quote (see OUTCOME). */
    async outcomeOf(quotationId: number): Promise<QuoteOutcome | null> {
      const res = await query<{ outcome: QuoteOutcome | null }>(
        db,
        sql`SELECT ${OUTCOME(sql`${quotationId}`)} AS outcome`,
      );
      return res[0]?.outcome ?? null;
    },

    /**
     * Requests from one client address in the last `minutes`, flagged or not (the burst check). Run
     * after the reference counter's lock, so sends of one kind count each other exactly.
     */
    async countRecentFromAddress(tx: Tx, ip: string, minutes: number): Promise<number> {
      const since = sql`now() - make_interval(mins => ${minutes})`;
      const res = await query<{ n: number }>(
        tx,
        sql`
        SELECT (SELECT count(*) FROM quotations WHERE ip = ${ip} AND created_at > ${since})
             + (SELECT count(*) FROM messages WHERE ip = ${ip} AND created_at > ${since}) AS n`,
      );
      return Number(res[0].n);
    },

    /**
     * Clears the flag once: only the request that flips it gets the row back (and queues the
     * mails in the same transaction); a second click finds nothing to flip.
     */
    async markGenuine(tx: Tx, type: RequestType, id: number) {
      const set = { marked_genuine_at: sql`now()`, updated_at: sql`now()` };
      if (type === "quotation") {
        return (
          await tx
            .update(quotations)
            .set(set)
            .where(and(eq(quotations.id, id), FLAGGED("quotations")))
            .returning()
        )[0];
      }
      return (
        await tx
          .update(messages)
          .set(set)
          .where(and(eq(messages.id, id), eq(messages.kind, type), FLAGGED("messages")))
          .returning()
      )[0];
    },

    /** Deletes a request only while it is flagged; undefined when it is not (or does not exist). */
    async deleteFlagged(type: RequestType, id: number) {
      if (type === "quotation") {
        return (
          await db
            .delete(quotations)
            .where(and(eq(quotations.id, id), FLAGGED("quotations")))
            .returning({ id: quotations.id })
        )[0];
      }
      return (
        await db
          .delete(messages)
          .where(and(eq(messages.id, id), eq(messages.kind, type), FLAGGED("messages")))
          .returning({ id: messages.id })
      )[0];
    },

    /**
     * Flagged requests older than `days` go (their lines by cascade). A plain dated DELETE: several
     * instances running it at once simply find less to delete.
     */
    async purgeFlagged(days: number, at?: Date): Promise<number> {
      const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
      const before = sql`${now} - make_interval(days => ${days})`;
      const [q, m] = await Promise.all([
        db
          .delete(quotations)
          .where(and(FLAGGED("quotations"), sql`${quotations.created_at} < ${before}`))
          .returning({ id: quotations.id }),
        db
          .delete(messages)
          .where(and(FLAGGED("messages"), sql`${messages.created_at} < ${before}`))
          .returning({ id: messages.id }),
      ]);
      return q.length + m.length;
    },

    async getQuotation(id: number) {
      return (await db.select().from(quotations).where(eq(quotations.id, id)).limit(1))[0];
    },

    async itemsOf(quotationId: number, tx: Tx = db) {
      return tx
        .select()
        .from(quotationItems)
        .where(eq(quotationItems.quotation_id, quotationId))
        .orderBy(asc(quotationItems.id));
    },

    async getMessage(kind: string, id: number) {
      return (
        await db
          .select()
          .from(messages)
          .where(and(eq(messages.id, id), eq(messages.kind, kind)))
          .limit(1)
      )[0];
    },

    async update(
      type: RequestType,
      id: number,
      patch: { status?: string; internal_note?: string | null },
      tx: Tx = db,
    ) {
      const set = { ...patch, updated_at: sql`now()` };
      if (type === "quotation") {
        return (await tx.update(quotations).set(set).where(eq(quotations.id, id)).returning({ id: quotations.id }))[0];
      }
      return (
        await tx
          .update(messages)
          .set(set)
          .where(and(eq(messages.id, id), eq(messages.kind, type)))
          .returning({ id: messages.id })
      )[0];
    },
  };
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;

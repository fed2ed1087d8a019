import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { LeadListQuery } from "../../../contracts/leads-admin.ts";
import type { LeadType } from "../../../contracts/leads.ts";
import type { Db, Tx } from "../../db/client.ts";
import { products } from "../../db/schema/catalog.ts";
import { messages, quotationItems, quotations } from "../../db/schema/leads.ts";

export type QuotationRow = typeof quotations.$inferSelect;
export type QuotationItemRow = typeof quotationItems.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** One row of the inbox: quotations and messages side by side. */
export type LeadListRow = {
  type: LeadType;
  id: number;
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service: string | null;
  status: string;
  total: string | null;
  item_count: number | null;
  preview: string | null;
  mail_status: "none" | "pending" | "sent" | "failed";
  created_at: Date;
};

type Filters = Pick<LeadListQuery, "type" | "status" | "search">;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// Quotations and messages as one relation; the outer query filters, sorts and pages it.
const LEADS = sql`(
  SELECT 'quotation'::text AS type, q.id, q.reference, q.name, q.email, q.phone, q.company,
         NULL::text AS service, q.status, q.total::text AS total,
         (SELECT count(*)::int FROM quotation_items i WHERE i.quotation_id = q.id) AS item_count,
         left(q.notes, 140) AS preview, q.created_at
    FROM quotations q
  UNION ALL
  SELECT m.kind, m.id, m.reference, m.name, m.email, m.phone, m.company, m.service, m.status,
         NULL::text, NULL::int, left(m.message, 140), m.created_at
    FROM messages m
) AS l`;

function where(f: Filters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.type) parts.push(sql`l.type = ${f.type}`);
  if (f.status) parts.push(sql`l.status = ${f.status}`);
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

export function createLeadsRepository(db: Db) {
  async function rows(w: SQL, limit: number, offset: number): Promise<LeadListRow[]> {
    const res = await query<LeadListRow>(db, sql`
      SELECT l.*,
             (SELECT CASE WHEN bool_or(o.status = 'failed') THEN 'failed'
                          WHEN bool_or(o.status = 'pending') THEN 'pending'
                          WHEN count(*) > 0 THEN 'sent' ELSE 'none' END
                FROM mail_outbox o WHERE o.lead_type = l.type AND o.lead_id = l.id) AS mail_status
        FROM ${LEADS}
       WHERE ${w}
       ORDER BY l.created_at DESC, l.id DESC
       LIMIT ${limit} OFFSET ${offset}`);
    return res.map((r) => ({
      ...r,
      id: Number(r.id),
      item_count: r.item_count === null ? null : Number(r.item_count),
      created_at: toDate(r.created_at),
    }));
  }

  return {
    /**
     * Next number of a per-prefix, per-year counter. The upsert holds the counter row's lock until
     * the transaction ends, so concurrent requests queue here and a rollback leaves no gap.
     */
    async nextReferenceNumber(tx: Tx, prefix: string, year: number): Promise<number> {
      const res = await query<{ last_value: number }>(tx, sql`
        INSERT INTO reference_counters (prefix, year, last_value) VALUES (${prefix}, ${year}, 1)
        ON CONFLICT (prefix, year) DO UPDATE SET last_value = reference_counters.last_value + 1
        RETURNING last_value`);
      return Number(res[0].last_value);
    },

    async productsByIds(tx: Tx, ids: number[]) {
      if (ids.length === 0) return [];
      return tx
        .select({ id: products.id, name: products.name, sku: products.sku, price: products.price, is_active: products.is_active })
        .from(products)
        .where(inArray(products.id, ids));
    },

    async findQuotationByKey(key: string, tx: Tx = db) {
      return (
        await tx
          .select({ id: quotations.id, reference: quotations.reference })
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

    async insertItems(tx: Tx, rows: (typeof quotationItems.$inferInsert)[]) {
      return tx.insert(quotationItems).values(rows).returning();
    },

    async insertMessage(tx: Tx, row: typeof messages.$inferInsert) {
      return (await tx.insert(messages).values(row).returning())[0];
    },

    async list(f: Filters, page: number, perPage: number): Promise<{ rows: LeadListRow[]; total: number }> {
      const w = where(f);
      const [count, page_] = await Promise.all([
        query<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${LEADS} WHERE ${w}`),
        rows(w, perPage, (page - 1) * perPage),
      ]);
      return { rows: page_, total: Number(count[0].n) };
    },

    /** Every matching lead, newest first (export), capped so one request cannot exhaust memory. */
    async all(f: Filters, cap = 50_000): Promise<LeadListRow[]> {
      return rows(where(f), cap, 0);
    },

    async counts(): Promise<{ type: string; fresh: number; all: number }[]> {
      const res = await query<{ type: string; fresh: number; all: number }>(db, sql`
        SELECT 'quotation' AS type, count(*) FILTER (WHERE status = 'nueva')::int AS fresh, count(*)::int AS all
          FROM quotations
        UNION ALL
        SELECT kind, count(*) FILTER (WHERE status = 'nueva')::int, count(*)::int FROM messages GROUP BY kind`);
      return res.map((r) => ({ type: r.type, fresh: Number(r.fresh), all: Number(r.all) }));
    },

    async getQuotation(id: number) {
      return (await db.select().from(quotations).where(eq(quotations.id, id)).limit(1))[0];
    },

    async itemsOf(quotationId: number) {
      return db
        .select()
        .from(quotationItems)
        .where(eq(quotationItems.quotation_id, quotationId))
        .orderBy(asc(quotationItems.id));
    },

    async getMessage(kind: string, id: number) {
      return (await db.select().from(messages).where(and(eq(messages.id, id), eq(messages.kind, kind))).limit(1))[0];
    },

    async update(type: LeadType, id: number, patch: { status?: string; internal_note?: string | null }) {
      const set = { ...patch, updated_at: sql`now()` };
      if (type === "quotation") {
        return (await db.update(quotations).set(set).where(eq(quotations.id, id)).returning({ id: quotations.id }))[0];
      }
      return (
        await db
          .update(messages)
          .set(set)
          .where(and(eq(messages.id, id), eq(messages.kind, type)))
          .returning({ id: messages.id })
      )[0];
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;

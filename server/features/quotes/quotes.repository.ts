import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { users } from "../../db/schema/auth.ts";
import { products } from "../../db/schema/catalog.ts";
import { quotationItems, quotations } from "../../db/schema/requests.ts";
import { quoteLines, quoteMessages, quoteSections, quoteSettings, quotes } from "../../db/schema/quotes.ts";

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;
export type QuoteSectionRow = typeof quoteSections.$inferSelect;
export type QuotationRow = typeof quotations.$inferSelect;
export type QuoteMessageRow = typeof quoteMessages.$inferSelect & { author_name: string | null };

/** Raw SQL rows; both drivers answer `{ rows }`. */
export async function rowsOf<T>(tx: Tx, q: SQL): Promise<T[]> {
  return ((await tx.execute(q)) as unknown as { rows: T[] }).rows;
}

/** The company's calendar day (validity dates are Ecuadorian days), at `at` or now. */
export const todayEc = (at?: Date) =>
  sql`((${at ? sql`${at.toISOString()}::timestamptz` : sql`now()`}) AT TIME ZONE 'America/Guayaquil')::date`;

export function createQuotesRepository(db: Db) {
  return {
    /** Locks the request row: versions and decisions on one request happen one at a time. */
    async lockQuotation(tx: Tx, id: number): Promise<QuotationRow | undefined> {
      return (await tx.select().from(quotations).where(eq(quotations.id, id)).for("update"))[0];
    },
    async quotation(id: number, tx: Tx = db): Promise<QuotationRow | undefined> {
      return (await tx.select().from(quotations).where(eq(quotations.id, id)).limit(1))[0];
    },
    async quotationByToken(token: string, tx: Tx = db): Promise<QuotationRow | undefined> {
      return (await tx.select().from(quotations).where(eq(quotations.status_token, token)).limit(1))[0];
    },
    async setRequestStatus(tx: Tx, id: number, status: string, onlyFrom?: string) {
      const cond = onlyFrom ? and(eq(quotations.id, id), eq(quotations.status, onlyFrom)) : eq(quotations.id, id);
      await tx.update(quotations).set({ status, updated_at: new Date() }).where(cond);
    },

    /** The request's lines with the product's current catalogue price (null: price on request). */
    async requestLines(tx: Tx, quotationId: number) {
      return tx
        .select({
          product_id: quotationItems.product_id,
          product_name: quotationItems.product_name,
          sku: quotationItems.sku,
          quantity: quotationItems.quantity,
          unit_price: quotationItems.unit_price,
          line_total: quotationItems.line_total,
          free_text: quotationItems.free_text,
          description: quotationItems.description,
          catalogue_price: products.price,
          product_iva_rate: products.iva_rate,
          product_exists: sql<boolean>`${products.id} IS NOT NULL`,
        })
        .from(quotationItems)
        .leftJoin(products, eq(products.id, quotationItems.product_id))
        .where(eq(quotationItems.quotation_id, quotationId))
        .orderBy(asc(quotationItems.id));
    },
    async productsByIds(tx: Tx, ids: number[]) {
      if (!ids.length) return [];
      return tx
        .select({ id: products.id, sku: products.sku, name: products.name, iva_rate: products.iva_rate })
        .from(products)
        .where(
          sql`${products.id} IN (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`,
        );
    },

    async quote(id: number, tx: Tx = db, lock = false): Promise<QuoteRow | undefined> {
      const q = tx.select().from(quotes).where(eq(quotes.id, id));
      return (await (lock ? q.for("update") : q.limit(1)))[0];
    },
    async draftOf(tx: Tx, quotationId: number): Promise<QuoteRow | undefined> {
      return (
        await tx
          .select()
          .from(quotes)
          .where(and(eq(quotes.quotation_id, quotationId), eq(quotes.status, "draft")))
      )[0];
    },
    /** Every version of a request, newest first; the draft (no version yet) comes first. */
    async quotesOf(quotationId: number, tx: Tx = db): Promise<QuoteRow[]> {
      return tx
        .select()
        .from(quotes)
        .where(eq(quotes.quotation_id, quotationId))
        .orderBy(sql`${quotes.version} DESC NULLS FIRST`);
    },
    /** The latest sent version, whatever happened to it since (accepted, rejected, expired). */
    async latestVersion(tx: Tx, quotationId: number): Promise<QuoteRow | undefined> {
      return (
        await tx
          .select()
          .from(quotes)
          .where(and(eq(quotes.quotation_id, quotationId), isNotNull(quotes.version)))
          .orderBy(desc(quotes.version))
          .limit(1)
      )[0];
    },
    async versionOf(tx: Tx, quotationId: number, version: number): Promise<QuoteRow | undefined> {
      return (
        await tx
          .select()
          .from(quotes)
          .where(and(eq(quotes.quotation_id, quotationId), eq(quotes.version, version)))
      )[0];
    },
    async linesOf(quoteId: number, tx: Tx = db): Promise<QuoteLineRow[]> {
      return tx.select().from(quoteLines).where(eq(quoteLines.quote_id, quoteId)).orderBy(asc(quoteLines.position));
    },
    async sectionsOf(quoteId: number, tx: Tx = db): Promise<QuoteSectionRow[]> {
      return tx
        .select()
        .from(quoteSections)
        .where(eq(quoteSections.quote_id, quoteId))
        .orderBy(asc(quoteSections.position));
    },
    async replaceSections(tx: Tx, quoteId: number, rows: Omit<typeof quoteSections.$inferInsert, "quote_id">[]) {
      await tx.delete(quoteSections).where(eq(quoteSections.quote_id, quoteId));
      if (rows.length) await tx.insert(quoteSections).values(rows.map((r) => ({ ...r, quote_id: quoteId })));
    },
    /** Staff names by id (who asked for and who decided an approval). */
    async userNames(ids: number[], tx: Tx = db): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
    async userRole(id: number, tx: Tx = db): Promise<string | undefined> {
      return (await tx.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
    },
    /** Drafts waiting for an admin's approval, oldest request first (the dashboard's 'Por aprobar'). */
    async pendingApprovals(tx: Tx = db) {
      return tx
        .select({ quote: quotes, reference: quotations.reference })
        .from(quotes)
        .innerJoin(quotations, eq(quotations.id, quotes.quotation_id))
        .where(and(eq(quotes.approval_status, "pending"), eq(quotes.status, "draft")))
        .orderBy(asc(quotes.approval_requested_at), asc(quotes.id));
    },
    async insertQuote(tx: Tx, row: typeof quotes.$inferInsert): Promise<QuoteRow> {
      return (await tx.insert(quotes).values(row).returning())[0];
    },
    async replaceLines(tx: Tx, quoteId: number, rows: Omit<typeof quoteLines.$inferInsert, "quote_id">[]) {
      await tx.delete(quoteLines).where(eq(quoteLines.quote_id, quoteId));
      if (rows.length) await tx.insert(quoteLines).values(rows.map((r) => ({ ...r, quote_id: quoteId })));
    },
    async updateQuote(tx: Tx, id: number, patch: Partial<typeof quotes.$inferInsert>): Promise<QuoteRow> {
      return (
        await tx
          .update(quotes)
          .set({ ...patch, updated_at: new Date() })
          .where(eq(quotes.id, id))
          .returning()
      )[0];
    },
    async nextVersion(tx: Tx, quotationId: number): Promise<number> {
      const [r] = await tx
        .select({ n: sql<number>`coalesce(max(${quotes.version}), 0)::int + 1` })
        .from(quotes)
        .where(eq(quotes.quotation_id, quotationId));
      return Number(r.n);
    },
    /** Whether `date` (YYYY-MM-DD) is before the company's today. */
    async isPast(tx: Tx, date: string, at?: Date): Promise<boolean> {
      const [r] = await rowsOf<{ past: boolean }>(tx, sql`SELECT ${date}::date < ${todayEc(at)} AS past`);
      return r.past;
    },
    async addDays(tx: Tx, days: number, at?: Date): Promise<string> {
      const [r] = await rowsOf<{ d: string }>(
        tx,
        sql`SELECT to_char(${todayEc(at)} + ${days}::int, 'YYYY-MM-DD') AS d`,
      );
      return r.d;
    },
    /** Accept/reject only while the quote is still 'sent' (two clicks or two tabs decide once). */
    async decide(tx: Tx, id: number, status: "accepted" | "rejected", patch: Partial<typeof quotes.$inferInsert>) {
      const rows = await tx
        .update(quotes)
        .set({ ...patch, status, decided_at: new Date(), updated_at: new Date() })
        .where(and(eq(quotes.id, id), eq(quotes.status, "sent")))
        .returning();
      return rows[0];
    },

    async insertMessage(tx: Tx, row: typeof quoteMessages.$inferInsert) {
      return (await tx.insert(quoteMessages).values(row).returning())[0];
    },
    async messagesOf(quotationId: number, tx: Tx = db): Promise<QuoteMessageRow[]> {
      return tx
        .select({
          id: quoteMessages.id,
          quotation_id: quoteMessages.quotation_id,
          author: quoteMessages.author,
          kind: quoteMessages.kind,
          user_id: quoteMessages.user_id,
          text: quoteMessages.text,
          read_at: quoteMessages.read_at,
          created_at: quoteMessages.created_at,
          author_name: users.name,
        })
        .from(quoteMessages)
        .leftJoin(users, eq(users.id, quoteMessages.user_id))
        .where(eq(quoteMessages.quotation_id, quotationId))
        .orderBy(asc(quoteMessages.created_at), asc(quoteMessages.id));
    },
    async markCustomerEntriesRead(quotationId: number) {
      await db
        .update(quoteMessages)
        .set({ read_at: new Date() })
        .where(
          and(
            eq(quoteMessages.quotation_id, quotationId),
            eq(quoteMessages.author, "customer"),
            isNull(quoteMessages.read_at),
          ),
        );
    },
    /** Customer events staff have not opened yet, per request (the inbox badge). */
    async unreadCustomerEvents(): Promise<{ quotation_id: number; unread: number }[]> {
      return db
        .select({ quotation_id: quoteMessages.quotation_id, unread: sql<number>`count(*)::int` })
        .from(quoteMessages)
        .where(and(eq(quoteMessages.author, "customer"), isNull(quoteMessages.read_at)))
        .groupBy(quoteMessages.quotation_id);
    },

    async settings(tx: Tx = db): Promise<Record<string, string>> {
      const rows = await tx.select().from(quoteSettings);
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },
    async saveSettings(values: Record<string, string | null>) {
      await db.transaction(async (tx) => {
        for (const [key, value] of Object.entries(values)) {
          if (value === null) await tx.delete(quoteSettings).where(eq(quoteSettings.key, key));
          else
            await tx
              .insert(quoteSettings)
              .values({ key, value })
              .onConflictDoUpdate({ target: quoteSettings.key, set: { value, updated_at: new Date() } });
        }
      });
    },
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;

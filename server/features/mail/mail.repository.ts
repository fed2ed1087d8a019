import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/requests.ts";

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = Pick<
  typeof mailOutbox.$inferInsert,
  "lead_type" | "lead_id" | "purpose" | "to_address" | "reply_to" | "subject" | "html" | "text" | "message_id"
>;

/** `at` when given (tests drive the clock), otherwise the database's clock: one clock for every instance. */
const clock = (at?: Date) => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);

export function createMailRepository(db: Db) {
  return {
    async insert(rows: NewOutboxRow[], tx: Tx = db): Promise<OutboxRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(mailOutbox).values(rows).returning();
    },

    /**
     * Claims due mails for `lockSeconds`: the row lock (SKIP LOCKED) keeps concurrent claimers
     * apart while this statement runs, `locked_until` afterwards. Counting the attempt here means a
     * crash mid-send still uses up an attempt.
     */
    async claimDue(opts: { limit: number; lockSeconds: number; at?: Date; id?: number }): Promise<OutboxRow[]> {
      const now = clock(opts.at);
      const onlyId = opts.id === undefined ? sql`` : sql`AND id = ${opts.id}`;
      const claimed = await db.execute(sql`
        UPDATE mail_outbox
           SET locked_until = ${now} + make_interval(secs => ${opts.lockSeconds}),
               attempts = attempts + 1,
               last_attempt_at = ${now}
         WHERE id IN (
           SELECT id FROM mail_outbox
            WHERE status = 'pending' ${onlyId}
              AND next_attempt_at <= ${now}
              AND (locked_until IS NULL OR locked_until <= ${now})
            ORDER BY next_attempt_at, id
            LIMIT ${opts.limit}
            FOR UPDATE SKIP LOCKED)
        RETURNING id`);
      const ids = (claimed as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
      if (ids.length === 0) return [];
      return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(asc(mailOutbox.id));
    },

    async markSent(id: number, at?: Date) {
      await db
        .update(mailOutbox)
        .set({ status: "sent", sent_at: clock(at), locked_until: null, last_error: null })
        .where(eq(mailOutbox.id, id));
    },

    /** A failed attempt: try again after `retryInSeconds`, or give up (status failed) when null. */
    async markFailed(id: number, error: string, retryInSeconds: number | null, at?: Date) {
      const now = clock(at);
      await db
        .update(mailOutbox)
        .set(
          retryInSeconds === null
            ? { status: "failed", locked_until: null, last_error: error }
            : {
                locked_until: null,
                last_error: error,
                next_attempt_at: sql`${now} + make_interval(secs => ${retryInSeconds})`,
              },
        )
        .where(eq(mailOutbox.id, id));
    },

    async countsByStatus(): Promise<Record<string, number>> {
      const rows = await db
        .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .groupBy(mailOutbox.status);
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    },

    async lastError(): Promise<{ message: string; at: Date } | undefined> {
      const [row] = await db
        .select({ message: mailOutbox.last_error, at: mailOutbox.last_attempt_at })
        .from(mailOutbox)
        .where(and(isNotNull(mailOutbox.last_error), isNotNull(mailOutbox.last_attempt_at)))
        .orderBy(desc(mailOutbox.last_attempt_at), desc(mailOutbox.id))
        .limit(1);
      return row?.message && row.at ? { message: row.message, at: row.at } : undefined;
    },

    async findById(id: number) {
      return (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1))[0];
    },

    async listForRequest(requestType: string, requestId: number, tx: Tx = db) {
      return tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.lead_type, requestType), eq(mailOutbox.lead_id, requestId)))
        .orderBy(asc(mailOutbox.id));
    },

    /**
     * Mails of `purpose` queued for `address` in the last `hours`, counted after taking a lock on
     * that address for the rest of the transaction: two sends to one address count each other,
     * on any instance (the advisory lock lives in the database).
     */
    async countRecentTo(tx: Tx, address: string, purpose: string, hours: number): Promise<number> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`mail-recipient:${address}`}))`);
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.to_address, address),
            eq(mailOutbox.purpose, purpose),
            sql`${mailOutbox.created_at} > now() - make_interval(hours => ${hours})`,
          ),
        );
      return Number(row.n);
    },

    /** Puts a request's failed (or waiting) mails back in the queue, due now, with fresh attempts. */
    async requeueForRequest(requestType: string, requestId: number): Promise<number> {
      const rows = await db
        .update(mailOutbox)
        .set({ status: "pending", attempts: 0, next_attempt_at: sql`now()`, locked_until: null })
        .where(
          and(
            eq(mailOutbox.lead_type, requestType),
            eq(mailOutbox.lead_id, requestId),
            inArray(mailOutbox.status, ["failed", "pending"]),
            // A mail being sent right now stays with its sender.
            sql`(${mailOutbox.locked_until} IS NULL OR ${mailOutbox.locked_until} <= now())`,
          ),
        )
        .returning({ id: mailOutbox.id });
      return rows.length;
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;

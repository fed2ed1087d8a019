import { and, eq, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { loginFailures, sessions, users } from "../../db/schema/auth.ts";

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type NewUser = { name: string; email: string; password_hash: string; role?: string };
export type NewSession = Pick<SessionRow, "token_hash" | "user_id" | "expires_at" | "ip" | "user_agent"> & {
  now: Date;
};
export type UserPatch = Partial<Pick<UserRow, "name" | "email" | "password_hash">>;
export type FailurePolicy = { windowMs: number; maxFailures: number; lockMs: number };

// Serialises the "only while no user exists" check across concurrent requests and instances.
const FIRST_USER_LOCK = 727_001;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export function createAuthRepository(db: Db) {
  const findUserByEmail = async (email: string, tx: Tx = db) =>
    (await tx.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1))[0];

  const insertUser = async (user: NewUser, tx: Tx = db) => (await tx.insert(users).values(user).returning())[0];

  return {
    findUserByEmail,
    insertUser,

    async findUserById(id: number, tx: Tx = db) {
      return (await tx.select().from(users).where(eq(users.id, id)).limit(1))[0];
    },

    /** Inserts the user only if the table is empty; undefined when someone already exists. */
    async insertFirstUser(user: NewUser): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_USER_LOCK})`);
        const existing = await tx.select({ id: users.id }).from(users).limit(1);
        if (existing.length) return undefined;
        return insertUser(user, tx);
      });
    },

    async hasAnyUser(tx: Tx = db) {
      return (await tx.select({ id: users.id }).from(users).limit(1)).length > 0;
    },

    async updateUser(id: number, patch: UserPatch, now: Date, tx: Tx = db) {
      return (await tx.update(users).set({ ...patch, updated_at: now }).where(eq(users.id, id)).returning())[0];
    },

    async setLastLogin(id: number, now: Date, tx: Tx = db) {
      await tx.update(users).set({ last_login_at: now }).where(eq(users.id, id));
    },

    async insertSession({ now, ...s }: NewSession, tx: Tx = db) {
      await tx.insert(sessions).values({ ...s, created_at: now, last_seen_at: now });
    },

    async findSession(tokenHash: string, tx: Tx = db) {
      const rows = await tx
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.user_id))
        .where(eq(sessions.token_hash, tokenHash))
        .limit(1);
      return rows[0];
    },

    async touchSession(tokenHash: string, now: Date, tx: Tx = db) {
      await tx.update(sessions).set({ last_seen_at: now }).where(eq(sessions.token_hash, tokenHash));
    },

    async revokeSession(tokenHash: string, now: Date, tx: Tx = db) {
      await tx
        .update(sessions)
        .set({ revoked_at: now })
        .where(and(eq(sessions.token_hash, tokenHash), sql`${sessions.revoked_at} is null`));
    },

    /** After a password change every other device has to sign in again. */
    async revokeOtherSessions(userId: number, keepTokenHash: string, now: Date, tx: Tx = db) {
      await tx
        .update(sessions)
        .set({ revoked_at: now })
        .where(
          and(eq(sessions.user_id, userId), ne(sessions.token_hash, keepTokenHash), sql`${sessions.revoked_at} is null`),
        );
    },

    /** Sessions that can never be valid again: past absolute expiry, idle too long, or revoked. */
    async deleteDeadSessions(now: Date, idleCutoff: Date, tx: Tx = db) {
      const gone = await tx
        .delete(sessions)
        .where(or(lt(sessions.expires_at, now), lt(sessions.last_seen_at, idleCutoff), isNotNull(sessions.revoked_at)))
        .returning({ token_hash: sessions.token_hash });
      return gone.length;
    },

    async findLoginFailure(email: string, tx: Tx = db) {
      return (await tx.select().from(loginFailures).where(eq(loginFailures.email, email)).limit(1))[0];
    },

    /**
     * Counts one failed sign-in in a single statement, so concurrent attempts on several
     * instances cannot lose counts; a window older than the policy starts over.
     */
    async recordLoginFailure(email: string, now: Date, policy: FailurePolicy, tx: Tx = db) {
      const windowStart = new Date(now.getTime() - policy.windowMs);
      const lockUntil = new Date(now.getTime() + policy.lockMs);
      const stale = sql`${loginFailures.window_started_at} < ${ts(windowStart)}`;
      const next = sql`(case when ${stale} then 1 else ${loginFailures.failures} + 1 end)`;
      const rows = await tx
        .insert(loginFailures)
        .values({
          email,
          failures: 1,
          window_started_at: now,
          locked_until: policy.maxFailures <= 1 ? lockUntil : null,
        })
        .onConflictDoUpdate({
          target: loginFailures.email,
          set: {
            failures: next,
            window_started_at: sql`(case when ${stale} then ${ts(now)} else ${loginFailures.window_started_at} end)`,
            locked_until: sql`(case when ${next} >= ${policy.maxFailures} then ${ts(lockUntil)} else null end)`,
          },
        })
        .returning();
      return rows[0];
    },

    async clearLoginFailures(email: string, tx: Tx = db) {
      await tx.delete(loginFailures).where(eq(loginFailures.email, email));
    },

    /** Test-only: moves a session's clock so expiry can be checked without sleeping. */
    async setSessionTimesForTest(tokenHash: string, times: Partial<Pick<SessionRow, "last_seen_at" | "expires_at">>) {
      await db.update(sessions).set(times).where(eq(sessions.token_hash, tokenHash));
    },

    /** Test-only: moves a login-failure window or lock so expiry can be checked without sleeping. */
    async setLoginFailureTimesForTest(
      email: string,
      times: Partial<Pick<typeof loginFailures.$inferSelect, "window_started_at" | "locked_until">>,
    ) {
      await db.update(loginFailures).set(times).where(eq(loginFailures.email, email));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

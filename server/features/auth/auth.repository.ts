import { and, eq, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { loginFailures, sessions, setupTokens, users } from "../../db/schema/auth.ts";

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type NewUser = { name: string; email: string; password_hash: string; role?: string };
export type NewSession = Pick<SessionRow, "token_hash" | "user_id" | "expires_at" | "ip" | "user_agent"> & {
  now: Date;
};
export type UserPatch = Partial<Pick<UserRow, "name" | "email" | "password_hash" | "role" | "active">>;
/** The first administrator's insert: refused unless the table is empty and the setup token is live. */
export type FirstUserOutcome = { user: UserRow } | { refused: "users-exist" | "bad-token" };
/** Failures of one (email, address) pair: free ones, then a delay that doubles up to a ceiling. */
export type ThrottlePolicy = { windowMs: number; freeFailures: number; maxDelaySeconds: number };
type FailureTimes = Partial<Pick<typeof loginFailures.$inferSelect, "window_started_at" | "locked_until">>;

/**
 * login_failures was keyed by email alone (the old per-email lock). Throttling is now per
 * (email, address), with a separate per-email row for the owner's alert; both live in that
 * table under prefixed keys, which no email can collide with (emails have no spaces).
 * `locked_until` is the pair's next allowed attempt, and for the alert row when the next mail
 * may go out.
 */
const pairKey = (email: string, ip: string) => `pair ${email.toLowerCase()} ${ip}`;
const alertKey = (email: string) => `alert ${email.toLowerCase()}`;

// Serialises the "only while no user exists" check across concurrent requests and instances.
const FIRST_USER_LOCK = 727_001;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const isStale = (now: Date, windowMs: number) =>
  sql`${loginFailures.window_started_at} < ${ts(new Date(now.getTime() - windowMs))}`;
const failureCount = (now: Date, windowMs: number) =>
  sql`(case when ${isStale(now, windowMs)} then 1 else ${loginFailures.failures} + 1 end)`;
const windowStart = (now: Date, windowMs: number) =>
  sql`(case when ${isStale(now, windowMs)} then ${ts(now)} else ${loginFailures.window_started_at} end)`;

export function createAuthRepository(db: Db) {
  const findUserByEmail = async (email: string, tx: Tx = db) =>
    (
      await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1)
    )[0];

  const insertUser = async (user: NewUser, tx: Tx = db) => (await tx.insert(users).values(user).returning())[0];

  /**
   * The same, through a setup link: the token must be live, and every token is deleted with the
   * insert, so a link works once on any instance. tokenHash undefined: start-up (ADMIN_EMAIL).
   * `onCreated` runs in the insert's transaction (the audit record commits with the account).
   */
  const insertFirstUserWithToken = (
    user: NewUser,
    tokenHash: string | undefined,
    onCreated?: (tx: Tx, created: UserRow) => Promise<void>,
  ): Promise<FirstUserOutcome> =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_USER_LOCK})`);
      const existing = await tx.select({ id: users.id }).from(users).limit(1);
      if (existing.length) return { refused: "users-exist" as const };
      if (tokenHash !== undefined) {
        const live = await tx.select().from(setupTokens).where(eq(setupTokens.token_hash, tokenHash)).limit(1);
        if (!live.length) return { refused: "bad-token" as const };
      }
      const created = await insertUser(user, tx);
      await tx.delete(setupTokens);
      await onCreated?.(tx, created);
      return { user: created };
    });

  return {
    findUserByEmail,
    insertUser,

    async findUserById(id: number, tx: Tx = db) {
      return (await tx.select().from(users).where(eq(users.id, id)).limit(1))[0];
    },

    /** Inserts the user only if the table is empty; undefined when someone already exists. */
    async insertFirstUser(
      user: NewUser,
      onCreated?: (tx: Tx, created: UserRow) => Promise<void>,
    ): Promise<UserRow | undefined> {
      const outcome = await insertFirstUserWithToken(user, undefined, onCreated);
      return "user" in outcome ? outcome.user : undefined;
    },

    insertFirstUserWithToken,

    async insertSetupToken(tokenHash: string, tx: Tx = db) {
      await tx.insert(setupTokens).values({ token_hash: tokenHash });
    },

    async listUsers(tx: Tx = db) {
      return tx.select().from(users).orderBy(users.name, users.id);
    },

    /** Active administrators other than `exceptId`: the last one may not be disabled or demoted. */
    async countOtherActiveAdmins(exceptId: number, tx: Tx = db) {
      const rows = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, "admin"), eq(users.active, true), ne(users.id, exceptId)));
      return rows[0]?.n ?? 0;
    },

    /** Serialises role/active changes so two admins cannot demote each other at the same time. */
    async lockUserChanges(tx: Tx) {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_USER_LOCK})`);
    },

    /** A user's sessions still usable now, newest first. */
    async listLiveSessions(userId: number, now: Date, idleCutoff: Date, tx: Tx = db) {
      return tx
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.user_id, userId),
            isNull(sessions.revoked_at),
            sql`${sessions.expires_at} > ${ts(now)}`,
            sql`${sessions.last_seen_at} > ${ts(idleCutoff)}`,
          ),
        )
        .orderBy(sql`${sessions.last_seen_at} desc`);
    },

    /** Revokes one of the user's own sessions by its public id; false when there is none. */
    async revokeSessionById(userId: number, id: number, now: Date, tx: Tx = db) {
      const rows = await tx
        .update(sessions)
        .set({ revoked_at: now })
        .where(and(eq(sessions.user_id, userId), eq(sessions.id, id), isNull(sessions.revoked_at)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    async revokeAllSessions(userId: number, now: Date, tx: Tx = db) {
      await tx
        .update(sessions)
        .set({ revoked_at: now })
        .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
    },

    async hasAnyUser(tx: Tx = db) {
      return (await tx.select({ id: users.id }).from(users).limit(1)).length > 0;
    },

    async updateUser(id: number, patch: UserPatch, now: Date, tx: Tx = db) {
      return (
        await tx
          .update(users)
          .set({ ...patch, updated_at: now })
          .where(eq(users.id, id))
          .returning()
      )[0];
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
          and(
            eq(sessions.user_id, userId),
            ne(sessions.token_hash, keepTokenHash),
            sql`${sessions.revoked_at} is null`,
          ),
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

    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    async findPairThrottle(email: string, ip: string, tx: Tx = db) {
      return (
        await tx
          .select()
          .from(loginFailures)
          .where(eq(loginFailures.email, pairKey(email, ip)))
          .limit(1)
      )[0];
    },

    /**
     * Counts one failed sign-in of a pair and sets when it may try again, in a single statement so
     * concurrent attempts on several instances cannot lose counts; a window older than the policy
     * starts over.
     */
    async recordPairFailure(email: string, ip: string, now: Date, policy: ThrottlePolicy, tx: Tx = db) {
      const next = failureCount(now, policy.windowMs);
      const retryAt = (n: SQL) =>
        sql`(case when ${n} >= ${policy.freeFailures}::int
            then ${ts(now)} + least(power(2, ${n} - ${policy.freeFailures}::int + 1), ${policy.maxDelaySeconds}::int) * interval '1 second'
            else null end)`;
      const rows = await tx
        .insert(loginFailures)
        .values({ email: pairKey(email, ip), failures: 1, window_started_at: now, locked_until: retryAt(sql`1`) })
        .onConflictDoUpdate({
          target: loginFailures.email,
          set: { failures: next, window_started_at: windowStart(now, policy.windowMs), locked_until: retryAt(next) },
        })
        .returning();
      return rows[0];
    },

    async clearPairThrottle(email: string, ip: string, tx: Tx = db) {
      await tx.delete(loginFailures).where(eq(loginFailures.email, pairKey(email, ip)));
    },

    /** Counts one failed sign-in for an email from any address; the count inside the window. */
    async recordAlertFailure(email: string, now: Date, windowMs: number, tx: Tx = db) {
      const rows = await tx
        .insert(loginFailures)
        .values({ email: alertKey(email), failures: 1, window_started_at: now })
        .onConflictDoUpdate({
          target: loginFailures.email,
          set: { failures: failureCount(now, windowMs), window_started_at: windowStart(now, windowMs) },
        })
        .returning({ failures: loginFailures.failures });
      return rows[0].failures;
    },

    /** True for the one caller (of any instance) that may mail the owner now; mutes for `everyMs`. */
    async claimLoginAlert(email: string, now: Date, everyMs: number, tx: Tx = db) {
      const claimed = await tx
        .update(loginFailures)
        .set({ locked_until: new Date(now.getTime() + everyMs) })
        .where(
          and(
            eq(loginFailures.email, alertKey(email)),
            or(isNull(loginFailures.locked_until), lte(loginFailures.locked_until, now)),
          ),
        )
        .returning({ email: loginFailures.email });
      return claimed.length > 0;
    },

    /** Test-only: moves a session's clock so expiry can be checked without sleeping. */
    async setSessionTimesForTest(tokenHash: string, times: Partial<Pick<SessionRow, "last_seen_at" | "expires_at">>) {
      await db.update(sessions).set(times).where(eq(sessions.token_hash, tokenHash));
    },

    /** Test-only: moves a pair's window or delay so expiry can be checked without sleeping. */
    async setPairThrottleForTest(email: string, ip: string, times: FailureTimes) {
      await db
        .update(loginFailures)
        .set(times)
        .where(eq(loginFailures.email, pairKey(email, ip)));
    },

    /** Test-only: moves an email's alert window or mute. */
    async setAlertThrottleForTest(email: string, times: FailureTimes) {
      await db
        .update(loginFailures)
        .set(times)
        .where(eq(loginFailures.email, alertKey(email)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

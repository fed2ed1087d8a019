import { and, asc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { loginChallenges, recoveryCodes, signIns, users } from "../../db/schema/auth.ts";

export type ChallengeRow = typeof loginChallenges.$inferSelect;

/** The SQL of the second factor, pending sign-ins and the sign-in history (auth feature). */
export function createTwoFactorRepository(db: Db) {
  const deleteChallenge = async (tokenHash: string, tx: Tx = db) => {
    await tx.delete(loginChallenges).where(eq(loginChallenges.token_hash, tokenHash));
  };

  return {
    async setPendingSecret(userId: number, sealed: string, tx: Tx = db) {
      await tx.update(users).set({ totp_pending_secret: sealed }).where(eq(users.id, userId));
    },

    /** Moves the pending secret into place; false when another request did it first. */
    async enable(userId: number, sealed: string, step: number, now: Date, tx: Tx = db) {
      const rows = await tx
        .update(users)
        .set({ totp_secret: sealed, totp_pending_secret: null, totp_enabled_at: now, totp_last_step: step })
        .where(and(eq(users.id, userId), isNull(users.totp_secret)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async disable(userId: number, tx: Tx = db) {
      await tx
        .update(users)
        .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
        .where(eq(users.id, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
    },

    /**
     * Records that a code of `step` was used, only if no later or equal step was: the one
     * statement makes a code single-use even when two sign-ins race with it.
     */
    async spendStep(userId: number, step: number, tx: Tx = db) {
      const rows = await tx
        .update(users)
        .set({ totp_last_step: step })
        .where(and(eq(users.id, userId), or(isNull(users.totp_last_step), lt(users.totp_last_step, step))))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async replaceRecoveryCodes(userId: number, hashes: string[], tx: Tx = db) {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
      if (hashes.length)
        await tx.insert(recoveryCodes).values(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
    },

    async unusedRecoveryCodes(userId: number, tx: Tx = db) {
      return tx
        .select({ id: recoveryCodes.id, code_hash: recoveryCodes.code_hash })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)))
        .orderBy(asc(recoveryCodes.id));
    },

    /** Marks a recovery code used; false when a concurrent sign-in used it first. */
    async spendRecoveryCode(id: number, now: Date, tx: Tx = db) {
      const rows = await tx
        .update(recoveryCodes)
        .set({ used_at: now })
        .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.used_at)))
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    async insertChallenge(row: { token_hash: string; user_id: number; expires_at: Date; now: Date }, tx: Tx = db) {
      const { now, ...values } = row;
      await tx.insert(loginChallenges).values({ ...values, created_at: now });
      // Opportunistic clean-up, like dead sessions at sign-in.
      await tx.delete(loginChallenges).where(lt(loginChallenges.expires_at, now));
    },

    async findChallenge(tokenHash: string, now: Date, tx: Tx = db): Promise<ChallengeRow | undefined> {
      return (
        await tx
          .select()
          .from(loginChallenges)
          .where(and(eq(loginChallenges.token_hash, tokenHash), gt(loginChallenges.expires_at, now)))
          .limit(1)
      )[0];
    },

    /** Counts a wrong code; the challenge ends after `max` of them. */
    async failChallenge(tokenHash: string, max: number, tx: Tx = db) {
      const rows = await tx
        .update(loginChallenges)
        .set({ attempts: sql`${loginChallenges.attempts} + 1` })
        .where(eq(loginChallenges.token_hash, tokenHash))
        .returning({ attempts: loginChallenges.attempts });
      if ((rows[0]?.attempts ?? max) >= max) await deleteChallenge(tokenHash, tx);
    },

    deleteChallenge,

    /** Whether this user completed a sign-in with this browser from this network since `since`. */
    async seenSignIn(userId: number, browser: string, network: string, since: Date, tx: Tx = db) {
      const rows = await tx
        .select({ id: signIns.id })
        .from(signIns)
        .where(
          and(
            eq(signIns.user_id, userId),
            eq(signIns.browser, browser),
            eq(signIns.network, network),
            gt(signIns.at, since),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Adds a completed sign-in and forgets this user's ones older than `keepSince`. */
    async recordSignIn(
      row: { user_id: number; browser: string; network: string; at: Date },
      keepSince: Date,
      tx: Tx = db,
    ) {
      await tx.insert(signIns).values(row);
      await tx.delete(signIns).where(and(eq(signIns.user_id, row.user_id), lt(signIns.at, keepSince)));
    },

    /** Test-only: moves a user's sign-in history back in time. */
    async ageSignInsForTest(userId: number, days: number) {
      await db
        .update(signIns)
        .set({ at: sql`${signIns.at} - make_interval(days => ${days})` })
        .where(eq(signIns.user_id, userId));
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;

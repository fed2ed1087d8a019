import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES, type TotpSetup, type TwoFactorStatus } from "../../../contracts/auth.ts";
import type { Config } from "../../config.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.ts";
import { recordChange } from "../../lib/record-change.ts";
import type { AuthRepository, UserRow } from "./auth.repository.ts";
import { checkPassword, hashSecret, verifySecret } from "./passwords.ts";
import { newRecoveryCodes, normalRecoveryCode } from "./recovery-codes.ts";
import { createSecretBox } from "./secret-box.ts";
import { newTotpSecret, qrSvg, totpStep, totpUri } from "./totp.ts";
import type { TwoFactorRepository } from "./two-factor.repository.ts";

export type SecondFactorMode = Config["session"]["secondFactor"];

/** STAFF_2FA: `required` for administrators, `all` for every staff member. */
export const secondFactorRequired = (mode: SecondFactorMode, role: string) =>
  mode === "all" || (mode === "required" && role === "admin");

/** What the audit log keeps of the second factor: only whether it is on. */
const auditedTwoFactor = (on: boolean) => ({ two_factor: on });

const codeInvalid = () =>
  badRequest(TWO_FACTOR_MESSAGES.codeInvalid, [{ field: "code", message: TWO_FACTOR_MESSAGES.codeInvalid }]);

type Deps = {
  repo: TwoFactorRepository;
  users: Pick<AuthRepository, "findUserById" | "transaction">;
  config: Config;
  now?: () => Date;
};

/**
 * The second factor of staff accounts: TOTP (RFC 6238, any authenticator app) set up in
 * 'Mi cuenta' and confirmed with a first code, plus 10 single-use recovery codes shown once and
 * kept as argon2id hashes. The secret is sealed at rest and never leaves the server after set-up.
 */
export function createTwoFactorService({ repo, users, config, now = () => new Date() }: Deps) {
  const box = createSecretBox(config.session.secret, "totp-secret");
  const mode = config.session.secondFactor;

  async function userOrFail(userId: number) {
    const user = await users.findUserById(userId);
    if (!user) throw notFound(AUTH_MESSAGES.sessionNotFound);
    return user;
  }

  async function requirePassword(user: UserRow, password: string) {
    if (!(await checkPassword(user, password))) {
      throw badRequest(AUTH_MESSAGES.wrongCurrentPassword, [
        { field: "currentPassword", message: AUTH_MESSAGES.wrongCurrentPassword },
      ]);
    }
  }

  const hashCodes = (codes: string[]) => Promise.all(codes.map((c) => hashSecret(normalRecoveryCode(c))));

  /** A recovery code of this user, used up now; false when none matches. */
  async function consumeRecoveryCode(userId: number, code: string, at: Date) {
    const typed = normalRecoveryCode(code);
    for (const row of await repo.unusedRecoveryCodes(userId)) {
      if (await verifySecret(row.code_hash, typed)) return repo.spendRecoveryCode(row.id, at);
    }
    return false;
  }

  /** A TOTP code of this user, accepted once: a step at or before the last one used is refused. */
  async function consumeTotp(user: UserRow, code: string, at: Date) {
    const secret = user.totp_secret ? box.open(user.totp_secret) : null;
    const step = secret ? totpStep(secret, code, at) : null;
    return step !== null && repo.spendStep(user.id, step);
  }

  return {
    async status(userId: number): Promise<TwoFactorStatus> {
      const user = await userOrFail(userId);
      const codes = user.totp_secret ? await repo.unusedRecoveryCodes(userId) : [];
      return {
        enabled: user.totp_secret !== null,
        required: secondFactorRequired(mode, user.role),
        enabledAt: user.totp_enabled_at?.toISOString() ?? null,
        recoveryCodesLeft: codes.length,
      };
    },

    /** A new secret for the app (QR and text). Replaces any earlier unconfirmed one. */
    async beginSetup(userId: number): Promise<TotpSetup> {
      const user = await userOrFail(userId);
      if (user.totp_secret) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      const secret = newTotpSecret();
      await repo.setPendingSecret(user.id, box.seal(secret));
      const uri = totpUri(secret, config.company.name, user.email);
      return { secret, uri, qrSvg: qrSvg(uri) };
    },

    /** Confirms the app with its first code; answers the recovery codes, the only time they are shown. */
    async enable(userId: number, code: string): Promise<string[]> {
      const user = await userOrFail(userId);
      if (user.totp_secret) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      const secret = user.totp_pending_secret ? box.open(user.totp_pending_secret) : null;
      if (!secret) throw badRequest(TWO_FACTOR_MESSAGES.setupFirst);
      const step = /^\d{6}$/.test(code) ? totpStep(secret, code, now()) : null;
      if (step === null) throw codeInvalid();
      const codes = newRecoveryCodes();
      const hashes = await hashCodes(codes);
      await users.transaction(async (tx) => {
        if (!(await repo.enable(user.id, box.seal(secret), step, now(), tx)))
          throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
        await repo.replaceRecoveryCodes(user.id, hashes, tx);
        await recordChange(tx, {
          action: "update",
          entity: "user",
          entityId: user.id,
          before: auditedTwoFactor(false),
          after: auditedTwoFactor(true),
        });
      });
      return codes;
    },

    /** The user's own switch-off: the current password again, and never while STAFF_2FA requires it. */
    async disable(userId: number, currentPassword: string) {
      const user = await userOrFail(userId);
      if (!user.totp_secret) throw badRequest(TWO_FACTOR_MESSAGES.notOn);
      if (secondFactorRequired(mode, user.role)) throw forbidden(TWO_FACTOR_MESSAGES.mandatory);
      await requirePassword(user, currentPassword);
      await switchOff(user.id);
    },

    /** New recovery codes (the old ones stop working), after the current password. */
    async renewRecoveryCodes(userId: number, currentPassword: string): Promise<string[]> {
      const user = await userOrFail(userId);
      if (!user.totp_secret) throw badRequest(TWO_FACTOR_MESSAGES.notOn);
      await requirePassword(user, currentPassword);
      const codes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(user.id, await hashCodes(codes));
      return codes;
    },

    /** An administrator clears another user's second factor (a lost phone); audited. */
    async reset(actorId: number, userId: number) {
      if (actorId === userId) throw badRequest(TWO_FACTOR_MESSAGES.resetOwn);
      const user = await users.findUserById(userId);
      if (!user) throw notFound("Usuario no encontrado");
      if (!user.totp_secret) throw badRequest(TWO_FACTOR_MESSAGES.notOn);
      await switchOff(user.id);
    },

    /**
     * The second step of a sign-in: 6 digits are a TOTP code, anything else a recovery code.
     * True when it was right and is now used up.
     */
    async consumeCode(user: UserRow, code: string, at: Date): Promise<boolean> {
      if (!user.totp_secret) return false;
      return /^\d{6}$/.test(code) ? consumeTotp(user, code, at) : consumeRecoveryCode(user.id, code, at);
    },
  };

  async function switchOff(userId: number) {
    await users.transaction(async (tx) => {
      await repo.disable(userId, tx);
      await recordChange(tx, {
        action: "update",
        entity: "user",
        entityId: userId,
        before: auditedTwoFactor(true),
        after: auditedTwoFactor(false),
      });
    });
  }
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

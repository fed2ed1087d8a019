import { createHash, randomBytes } from "node:crypto";
import {
  AUTH_MESSAGES,
  loginThrottledMessage,
  PASSWORD_MESSAGES,
  passwordContainsEmail,
  registerBody,
  TWO_FACTOR_MESSAGES,
  type ProfileUpdateBody,
  type PublicUser,
  type RegisterInitialBody,
  type SessionInfo,
} from "../../../contracts/auth.ts";
import type { Config } from "../../config.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from "../../lib/errors.ts";
import type { Tx } from "../../db/client.ts";
import { requestActor } from "../../lib/request-actor.ts";
import { recordChange } from "../../lib/record-change.ts";
import type { MailService } from "../mail/mail.service.ts";
import type { AuthRepository, ThrottlePolicy, UserRow } from "./auth.repository.ts";
import { isCommonPassword, refuseCommonPassword } from "./common-passwords.ts";
import { loginAlertMail } from "./login-alert-mail.ts";
import { checkPassword, hashSecret } from "./passwords.ts";
import type { SignInAlerts } from "./sign-in-alerts.ts";
import { secondFactorRequired, type SecondFactorMode, type TwoFactorService } from "./two-factor.service.ts";
import type { TwoFactorRepository } from "./two-factor.repository.ts";

/**
 * Per (email, address): five failures are free, then that address waits 2 s, 4 s, 8 s… up to
 * 15 minutes between attempts. A hard lock per email would let anyone keep the owner out; this
 * only slows the address that keeps guessing.
 */
export const LOGIN_THROTTLE: ThrottlePolicy = {
  windowMs: 24 * 3600_000,
  freeFailures: 5,
  maxDelaySeconds: 15 * 60,
};

/** Guessing spread over many addresses escapes the pair throttle: the owner hears about it. */
export const LOGIN_ALERT = { failures: 10, windowMs: 3600_000, everyMs: 3600_000 };

// Sliding the idle window costs a write; once a minute is precise enough for an 8-hour window.
const TOUCH_INTERVAL_MS = 60_000;

/** How long the code may be typed after the right password, and how many wrong codes end it. */
export const SECOND_FACTOR_CHALLENGE = { ttlMs: 5 * 60_000, maxAttempts: 5 };

export type ClientInfo = { ip?: string | null; userAgent?: string | null };
export type AuthenticatedSession = { user: PublicUser; tokenHash: string };
/** A completed sign-in: the route puts the token in the cookie (browsers) or the body (API clients). */
export type OpenedSession = { kind: "session"; token: string; user: PublicUser };
export type SignInStep = OpenedSession | { kind: "challenge"; challenge: string; expiresAt: string };

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** What the audit log keeps of a user: never the hash itself (recordChange hides it). */
export const auditedUser = (u: UserRow) => ({
  name: u.name,
  email: u.email,
  role: u.role,
  active: u.active,
  password_hash: u.password_hash,
  two_factor: u.totp_secret !== null,
});

/** The API's view of a user; `mode` (STAFF_2FA) says whether the second factor is mandatory for them. */
export function toPublicUser(u: UserRow, mode: SecondFactorMode = "optional"): PublicUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    active: u.active,
    last_login_at: u.last_login_at ? u.last_login_at.toISOString() : null,
    created_at: u.created_at.toISOString(),
    two_factor_enabled: u.totp_secret !== null,
    two_factor_required: secondFactorRequired(mode, u.role),
  };
}

const emailTaken = () => conflict(AUTH_MESSAGES.emailTaken);

/**
 * The first administrator's account in the audit log (issue 22), with how it came to be. Through
 * the setup link nobody is signed in yet: the person who used it is the new administrator.
 */
const auditFirstAdmin = (via: "setup_link" | "admin_email") => (tx: Tx, user: UserRow) =>
  requestActor.run(via === "setup_link" ? { id: user.id, name: user.name } : null, () =>
    recordChange(tx, {
      action: "first_admin",
      entity: "user",
      entityId: user.id,
      after: { ...auditedUser(user), via },
    }),
  );

/** A throttled pair: the route turns retryAfterSeconds into a Retry-After header. */
export class LoginThrottled extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, loginThrottledMessage(retryAfterSeconds));
  }
}

type Deps = {
  repo: AuthRepository;
  challenges: Pick<TwoFactorRepository, "insertChallenge" | "findChallenge" | "failChallenge" | "deleteChallenge">;
  twoFactor: Pick<TwoFactorService, "consumeCode">;
  signIns: SignInAlerts;
  config: Config;
  mail: Pick<MailService, "enqueue">;
  /** Tests fix the clock (TOTP codes depend on it). */
  now?: () => Date;
};

export function createAuthService({ repo, challenges, twoFactor, signIns, config, mail, now: clock }: Deps) {
  const idleMs = config.session.idleMinutes * 60_000;
  const maxAgeMs = config.session.maxDays * 24 * 60 * 60_000;
  const mode = config.session.secondFactor;
  const currentTime = clock ?? (() => new Date());
  const publicUser = (u: UserRow) => toPublicUser(u, mode);

  const hashPassword = hashSecret;

  /**
   * The end of every sign-in: a new session (a new token, so nothing issued before the password
   * and code carries over), the user's last sign-in, and the sign-in history that decides the
   * new-browser mail — one transaction.
   */
  async function openSession(user: UserRow, client: ClientInfo, now: Date): Promise<OpenedSession> {
    const token = randomBytes(32).toString("base64url");
    await repo.transaction(async (tx) => {
      await repo.insertSession(
        {
          token_hash: hashToken(token),
          user_id: user.id,
          expires_at: new Date(now.getTime() + maxAgeMs),
          ip: client.ip ?? null,
          user_agent: client.userAgent?.slice(0, 500) ?? null,
          now,
        },
        tx,
      );
      await signIns.record(tx, user, client, now);
      await repo.setLastLogin(user.id, now, tx);
    });
    return { kind: "session", token, user: publicUser({ ...user, last_login_at: now }) };
  }

  async function openChallenge(user: UserRow, now: Date): Promise<SignInStep> {
    const challenge = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + SECOND_FACTOR_CHALLENGE.ttlMs);
    await challenges.insertChallenge({
      token_hash: hashToken(challenge),
      user_id: user.id,
      expires_at: expiresAt,
      now,
    });
    return { kind: "challenge", challenge, expiresAt: expiresAt.toISOString() };
  }

  /** 429 while this (email, address) pair must wait. */
  async function refuseThrottled(email: string, address: string, now: Date) {
    const throttle = await repo.findPairThrottle(email, address);
    if (throttle?.locked_until && throttle.locked_until > now) {
      throw new LoginThrottled(Math.ceil((throttle.locked_until.getTime() - now.getTime()) / 1000));
    }
    return throttle;
  }

  async function createUser(input: { name: string; email: string; password: string; role?: string }) {
    try {
      return await repo.insertUser({
        name: input.name,
        email: input.email,
        password_hash: await hashPassword(input.password),
        role: input.role,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
  }

  /** Slows the guessing address and, past the alert threshold, mails the owner (once an hour). */
  async function recordFailure(email: string, address: string, user: UserRow | undefined, now: Date) {
    await repo.recordPairFailure(email, address, now, LOGIN_THROTTLE);
    const failures = await repo.recordAlertFailure(email, now, LOGIN_ALERT.windowMs);
    if (!user || failures < LOGIN_ALERT.failures) return;
    await repo.transaction(async (tx) => {
      if (!(await repo.claimLoginAlert(email, now, LOGIN_ALERT.everyMs, tx))) return;
      await mail.enqueue(tx, [loginAlertMail(config, { user, failures, lastAddress: address, at: now })]);
    });
  }

  return {
    hashPassword,

    /**
     * The password step. With a second factor on, the answer is a challenge for the code; the
     * pair's throttle is then cleared only by the right code, or re-typing the known password
     * would reset the count of wrong codes.
     */
    async login(email: string, password: string, client: ClientInfo = {}): Promise<SignInStep> {
      const now = currentTime();
      const address = client.ip ?? "desconocida";
      const throttle = await refuseThrottled(email, address, now);
      const user = await repo.findUserByEmail(email);
      if (!(await checkPassword(user, password)) || !user) {
        await recordFailure(email, address, user, now);
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      // Only after the right password, so a disabled account is not an oracle for guessers.
      if (!user.active) throw forbidden(AUTH_MESSAGES.accountDisabled);
      if (user.totp_secret) return openChallenge(user, now);
      if (throttle) await repo.clearPairThrottle(email, address);
      // Opportunistic clean-up keeps the table small without a scheduler.
      await repo.deleteDeadSessions(now, new Date(now.getTime() - idleMs));
      return openSession(user, client, now);
    },

    /**
     * The code step ('Código de verificación'): a TOTP code or a recovery code, each usable once.
     * A wrong one counts in the same (email, address) throttle as a wrong password, and a
     * challenge ends after a few, so guessing needs the password again each time.
     */
    async verifySecondFactor(challenge: string, code: string, client: ClientInfo = {}): Promise<OpenedSession> {
      const now = currentTime();
      const tokenHash = hashToken(challenge);
      const pending = await challenges.findChallenge(tokenHash, now);
      const user = pending && (await repo.findUserById(pending.user_id));
      if (!pending || !user || !user.active) throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
      const address = client.ip ?? "desconocida";
      const throttle = await refuseThrottled(user.email, address, now);
      if (!(await twoFactor.consumeCode(user, code, now))) {
        await challenges.failChallenge(tokenHash, SECOND_FACTOR_CHALLENGE.maxAttempts);
        await recordFailure(user.email, address, user, now);
        throw unauthorized(TWO_FACTOR_MESSAGES.codeInvalid);
      }
      await challenges.deleteChallenge(tokenHash);
      if (throttle) await repo.clearPairThrottle(user.email, address);
      await repo.deleteDeadSessions(now, new Date(now.getTime() - idleMs));
      return openSession(user, client, now);
    },

    async logout(token: string | undefined) {
      if (token) await repo.revokeSession(hashToken(token), new Date());
    },

    /** The signed-in user for a session token, or null when missing, revoked, idle or expired. */
    async authenticate(token: string | undefined): Promise<AuthenticatedSession | null> {
      if (!token || token.length > 128) return null;
      const tokenHash = hashToken(token);
      const found = await repo.findSession(tokenHash);
      if (!found) return null;
      const { session, user } = found;
      const now = currentTime();
      if (session.revoked_at || !user.active) return null;
      if (session.expires_at <= now) return null;
      const idleFor = now.getTime() - session.last_seen_at.getTime();
      if (idleFor >= idleMs) return null;
      if (idleFor >= TOUCH_INTERVAL_MS) await repo.touchSession(tokenHash, now);
      return { user: publicUser(user), tokenHash };
    },

    async getProfile(userId: number): Promise<PublicUser> {
      const user = await repo.findUserById(userId);
      if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      return publicUser(user);
    },

    async updateProfile(userId: number, currentTokenHash: string, input: ProfileUpdateBody): Promise<PublicUser> {
      const user = await repo.findUserById(userId);
      if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      const patch: { name?: string; email?: string; password_hash?: string } = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.email !== undefined && input.email !== user.email) {
        const other = await repo.findUserByEmail(input.email);
        if (other && other.id !== user.id) throw emailTaken();
        patch.email = input.email;
      }
      // A stolen session must not be enough to take the account over: email and password
      // changes need the current password.
      if (input.newPassword !== undefined || patch.email !== undefined) {
        if (!input.currentPassword) throw badRequest(AUTH_MESSAGES.currentPasswordRequired);
        if (!(await checkPassword(user, input.currentPassword))) throw badRequest(AUTH_MESSAGES.wrongCurrentPassword);
      }
      if (input.newPassword !== undefined) {
        if (passwordContainsEmail(input.newPassword, patch.email ?? user.email)) {
          throw badRequest(PASSWORD_MESSAGES.containsEmail, [
            { field: "newPassword", message: PASSWORD_MESSAGES.containsEmail },
          ]);
        }
        await refuseCommonPassword(input.newPassword, "newPassword");
        patch.password_hash = await hashPassword(input.newPassword);
      }
      if (!Object.keys(patch).length) return publicUser(user);
      const now = new Date();
      let updated: UserRow | undefined;
      try {
        // Like an admin's change to an account (users.service.ts), a user's own change is audited.
        updated = await repo.transaction(async (tx) => {
          const after = await repo.updateUser(user.id, patch, now, tx);
          if (after)
            await recordChange(tx, {
              action: "update",
              entity: "user",
              entityId: user.id,
              before: auditedUser(user),
              after: auditedUser(after),
            });
          return after;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
      if (patch.password_hash) await repo.revokeOtherSessions(user.id, currentTokenHash, now);
      return publicUser(updated ?? user);
    },

    /** Another staff member, created by a signed-in admin. */
    async register(input: { name: string; email: string; password: string; role?: string }): Promise<PublicUser> {
      if (await repo.findUserByEmail(input.email)) throw emailTaken();
      await refuseCommonPassword(input.password, "password");
      return publicUser(await createUser(input));
    },

    /** The very first admin, through the one-time link printed at start-up. */
    async registerInitial(input: RegisterInitialBody, client: ClientInfo = {}): Promise<OpenedSession> {
      if (await repo.hasAnyUser()) throw forbidden(AUTH_MESSAGES.initialDone);
      await refuseCommonPassword(input.password, "password");
      const outcome = await repo.insertFirstUserWithToken(
        { name: input.name, email: input.email, password_hash: await hashPassword(input.password) },
        hashToken(input.setupToken),
        auditFirstAdmin("setup_link"),
      );
      if ("refused" in outcome) {
        throw forbidden(outcome.refused === "bad-token" ? AUTH_MESSAGES.setupTokenInvalid : AUTH_MESSAGES.initialDone);
      }
      return openSession(outcome.user, client, currentTime());
    },

    /** True while no user exists: a setup link (/login?setup=…) can still create the first administrator. */
    async firstAdminPending(): Promise<boolean> {
      return !(await repo.hasAnyUser());
    },

    /**
     * A new one-time setup token while no user exists (undefined otherwise). Earlier ones stay
     * valid, so a link printed by another instance still works; the first use deletes them all.
     */
    async createSetupToken(): Promise<string | undefined> {
      if (await repo.hasAnyUser()) return undefined;
      const token = randomBytes(24).toString("base64url");
      await repo.insertSetupToken(hashToken(token));
      return token;
    },

    /** The caller's usable sessions; `current` marks the one making the request. */
    async listSessions(userId: number, currentTokenHash: string): Promise<SessionInfo[]> {
      const now = new Date();
      const rows = await repo.listLiveSessions(userId, now, new Date(now.getTime() - idleMs));
      return rows.map((r) => ({
        id: r.id,
        created_at: r.created_at.toISOString(),
        last_seen_at: r.last_seen_at.toISOString(),
        expires_at: r.expires_at.toISOString(),
        ip: r.ip,
        user_agent: r.user_agent,
        current: r.token_hash === currentTokenHash,
      }));
    },

    /** Signs out one of the caller's own sessions (another user's id is simply not found). */
    async revokeOwnSession(userId: number, sessionId: number): Promise<void> {
      if (!(await repo.revokeSessionById(userId, sessionId, new Date()))) throw notFound(AUTH_MESSAGES.sessionNotFound);
    },

    /** Start-up hook (ADMIN_EMAIL/ADMIN_PASSWORD): creates that admin only if there is no user at all. */
    async ensureInitialAdmin(admin: { email: string; password: string; name: string }): Promise<boolean> {
      if (await repo.hasAnyUser()) return false;
      const parsed = registerBody.safeParse(admin);
      if (!parsed.success) {
        const lines = parsed.error.issues.map((i) => `  ADMIN_${String(i.path[0]).toUpperCase()}: ${i.message}`);
        throw new Error(`Administrador inicial inválido:\n${lines.join("\n")}`);
      }
      const { name, email, password } = parsed.data;
      if (await isCommonPassword(password)) {
        throw new Error(`Administrador inicial inválido:\n  ADMIN_PASSWORD: ${PASSWORD_MESSAGES.common}`);
      }
      const created = await repo.insertFirstUser(
        { name, email, password_hash: await hashPassword(password) },
        auditFirstAdmin("admin_email"),
      );
      return created !== undefined;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

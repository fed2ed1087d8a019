import { createHash, randomBytes } from "node:crypto";
import { hash, verify, type Options } from "@node-rs/argon2";
import {
  AUTH_MESSAGES,
  registerBody,
  type LoginResult,
  type ProfileUpdateBody,
  type PublicUser,
} from "../../../contracts/auth.ts";
import type { Config } from "../../config.ts";
import { AppError, badRequest, conflict, forbidden, unauthorized } from "../../lib/errors.ts";
import type { AuthRepository, FailurePolicy, UserRow } from "./auth.repository.ts";

// argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane): ~30 ms per hash here.
const ARGON2: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Five wrong passwords for one email within 15 minutes lock that email for 15 minutes. */
export const LOGIN_FAILURE_POLICY: FailurePolicy = {
  windowMs: 15 * 60_000,
  maxFailures: 5,
  lockMs: 15 * 60_000,
};

// Sliding the idle window costs a write; once a minute is precise enough for an 8-hour window.
const TOUCH_INTERVAL_MS = 60_000;

export type ClientInfo = { ip?: string | null; userAgent?: string | null };
export type AuthenticatedSession = { user: PublicUser; tokenHash: string };

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    last_login_at: u.last_login_at ? u.last_login_at.toISOString() : null,
    created_at: u.created_at.toISOString(),
  };
}

const emailTaken = () => conflict(AUTH_MESSAGES.emailTaken);
const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
};

export function createAuthService({ repo, config }: { repo: AuthRepository; config: Config }) {
  const idleMs = config.session.idleMinutes * 60_000;
  const maxAgeMs = config.session.maxDays * 24 * 60 * 60_000;
  let dummyHash: Promise<string> | undefined;

  const hashPassword = (password: string) => hash(password, ARGON2);

  /** Unknown emails still pay for one verify, so response time does not reveal which emails exist. */
  async function checkPassword(user: UserRow | undefined, password: string) {
    if (user) return verify(user.password_hash, password).catch(() => false);
    dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }

  async function openSession(user: UserRow, client: ClientInfo, now: Date): Promise<LoginResult> {
    const token = randomBytes(32).toString("base64url");
    await repo.insertSession({
      token_hash: hashToken(token),
      user_id: user.id,
      expires_at: new Date(now.getTime() + maxAgeMs),
      ip: client.ip ?? null,
      user_agent: client.userAgent?.slice(0, 500) ?? null,
      now,
    });
    await repo.setLastLogin(user.id, now);
    return { sessionId: token, user: toPublicUser({ ...user, last_login_at: now }) };
  }

  async function createUser(input: { name: string; email: string; password: string }) {
    try {
      return await repo.insertUser({ name: input.name, email: input.email, password_hash: await hashPassword(input.password) });
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
  }

  return {
    hashPassword,

    async login(email: string, password: string, client: ClientInfo = {}): Promise<LoginResult> {
      const now = new Date();
      const failure = await repo.findLoginFailure(email);
      if (failure?.locked_until && failure.locked_until > now) {
        throw new AppError(429, AUTH_MESSAGES.tooManyAttemptsEmail);
      }
      const user = await repo.findUserByEmail(email);
      if (!(await checkPassword(user, password)) || !user) {
        await repo.recordLoginFailure(email, now, LOGIN_FAILURE_POLICY);
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      if (failure) await repo.clearLoginFailures(email);
      // Opportunistic clean-up keeps the table small without a scheduler.
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
      const now = new Date();
      if (session.revoked_at) return null;
      if (session.expires_at <= now) return null;
      const idleFor = now.getTime() - session.last_seen_at.getTime();
      if (idleFor >= idleMs) return null;
      if (idleFor >= TOUCH_INTERVAL_MS) await repo.touchSession(tokenHash, now);
      return { user: toPublicUser(user), tokenHash };
    },

    async getProfile(userId: number): Promise<PublicUser> {
      const user = await repo.findUserById(userId);
      if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      return toPublicUser(user);
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
      if (input.newPassword !== undefined) {
        if (!input.currentPassword || !(await checkPassword(user, input.currentPassword))) {
          throw badRequest(AUTH_MESSAGES.wrongCurrentPassword);
        }
        patch.password_hash = await hashPassword(input.newPassword);
      }
      if (!Object.keys(patch).length) return toPublicUser(user);
      const now = new Date();
      let updated: UserRow | undefined;
      try {
        updated = await repo.updateUser(user.id, patch, now);
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
      if (patch.password_hash) await repo.revokeOtherSessions(user.id, currentTokenHash, now);
      return toPublicUser(updated ?? user);
    },

    /** Another staff member, created by a signed-in admin. */
    async register(input: { name: string; email: string; password: string }): Promise<PublicUser> {
      if (await repo.findUserByEmail(input.email)) throw emailTaken();
      return toPublicUser(await createUser(input));
    },

    /** The very first admin, self-registered while the user table is still empty. */
    async registerInitial(
      input: { name: string; email: string; password: string },
      client: ClientInfo = {},
    ): Promise<LoginResult> {
      if (await repo.hasAnyUser()) throw forbidden(AUTH_MESSAGES.initialDone);
      const created = await repo.insertFirstUser({
        name: input.name,
        email: input.email,
        password_hash: await hashPassword(input.password),
      });
      if (!created) throw forbidden(AUTH_MESSAGES.initialDone);
      return openSession(created, client, new Date());
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
      const created = await repo.insertFirstUser({ name, email, password_hash: await hashPassword(password) });
      return created !== undefined;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    password_hash: text("password_hash").notNull(),
    // 'admin' | 'ventas' (contracts/users.ts); existing accounts were all administrators.
    role: text("role").notNull().default("admin"),
    // Disabled accounts keep their history (audit log) but cannot sign in.
    active: boolean("active").notNull().default(true),
    last_login_at: timestamp("last_login_at", { withTimezone: true }),
    // Second factor (TOTP): the secret sealed with a key derived from SESSION_SECRET (secret-box.ts),
    // never returned by the API once set up. `pending` holds the one being set up until confirmed.
    totp_secret: text("totp_secret"),
    totp_pending_secret: text("totp_pending_secret"),
    totp_enabled_at: timestamp("totp_enabled_at", { withTimezone: true }),
    // The last 30-second step a code was accepted for: a code works once (RFC 6238 §5.2).
    totp_last_step: bigint("totp_last_step", { mode: "number" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_ci").on(sql`lower(${t.email})`)],
);

/** Only the SHA-256 of the session token is stored, so a leaked table grants no access. */
export const sessions = pgTable(
  "sessions",
  {
    token_hash: text("token_hash").primaryKey(),
    // What the owner names a session by (GET/DELETE /auth/sessions): never the token or its hash.
    id: serial("id").notNull(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip"),
    user_agent: text("user_agent"),
  },
  (t) => [
    index("sessions_user").on(t.user_id),
    index("sessions_expires").on(t.expires_at),
    uniqueIndex("sessions_id").on(t.id),
  ],
);

/**
 * One-time links printed at start while no user exists (/login?setup=TOKEN). Stored hashed, in
 * the database so that any instance accepts a link another one printed; all are deleted when
 * the first administrator is created.
 */
export const setupTokens = pgTable("setup_tokens", {
  token_hash: text("token_hash").primaryKey(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Failed sign-ins per email inside a sliding window, shared by every server instance. */
export const loginFailures = pgTable("login_failures", {
  email: text("email").primaryKey(),
  failures: integer("failures").notNull().default(0),
  window_started_at: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  locked_until: timestamp("locked_until", { withTimezone: true }),
});

/** Single-use recovery codes of a user's second factor: argon2id hashes, never the codes. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code_hash: text("code_hash").notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recovery_codes_user").on(t.user_id)],
);

/**
 * A sign-in waiting for its second factor: the right password was given, the code not yet.
 * Short-lived, stored hashed like sessions; a few wrong codes end it.
 */
export const loginChallenges = pgTable(
  "login_challenges",
  {
    token_hash: text("token_hash").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [index("login_challenges_expires").on(t.expires_at)],
);

/** Completed sign-ins of the last 90 days: which browser from which address, for new-sign-in mails. */
export const signIns = pgTable(
  "sign_ins",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    // 'Chrome en Windows' (contracts/user-agent.ts): a browser update is not a new browser.
    browser: text("browser").notNull(),
    // The IPv4 address, or the /64 network of an IPv6 one (privacy addresses change daily).
    network: text("network").notNull(),
  },
  (t) => [index("sign_ins_user_at").on(t.user_id, t.at)],
);

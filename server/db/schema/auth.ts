import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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

import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    password_hash: text("password_hash").notNull(),
    role: text("role").notNull().default("admin"),
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
  (t) => [index("sessions_user").on(t.user_id), index("sessions_expires").on(t.expires_at)],
);

/** Failed sign-ins per email inside a sliding window, shared by every server instance. */
export const loginFailures = pgTable("login_failures", {
  email: text("email").primaryKey(),
  failures: integer("failures").notNull().default(0),
  window_started_at: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  locked_until: timestamp("locked_until", { withTimezone: true }),
});

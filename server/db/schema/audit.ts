import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * Who changed what: one row per change of a catalogue item, taxonomy entry, import, wipe, user
 * or request status. `changes` holds only the fields that changed, as { field: [before, after] }.
 * user_name is copied so the history still reads after an account is renamed.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    user_name: text("user_name"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entity_id: text("entity_id"),
    changes: jsonb("changes").$type<Record<string, [unknown, unknown]>>().notNull().default({}),
  },
  (t) => [
    index("audit_log_entity").on(t.entity, t.entity_id, t.at),
    index("audit_log_user").on(t.user_id, t.at),
    index("audit_log_at").on(t.at),
  ],
);

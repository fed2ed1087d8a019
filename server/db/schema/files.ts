import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export type StoredVariant = { name: string; key: string; width: number; height: number; bytes: number };

export const files = pgTable("files", {
  id: uuid("id").primaryKey().defaultRandom(),
  original_name: text("original_name").notNull(),
  mime_type: text("mime_type").notNull(),
  size_bytes: integer("size_bytes").notNull(),
  width: integer("width"),
  height: integer("height"),
  storage_key: text("storage_key").notNull(),
  variants: jsonb("variants").$type<StoredVariant[]>().notNull().default([]),
  uploaded_by: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

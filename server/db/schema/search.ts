import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Groups of equivalent search phrases staff teach (ADR 031); a change moves the catalogue version. */
export const searchSynonyms = pgTable("search_synonyms", {
  id: serial("id").primaryKey(),
  terms: text("terms").array().notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Visitors' searches that found nothing, counted per day: the query text only. */
export const searchMisses = pgTable(
  "search_misses",
  {
    day: date("day").notNull(),
    query: text("query").notNull(),
    count: integer("count").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] }), index("search_misses_day").on(t.day)],
);

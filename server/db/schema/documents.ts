import { index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { products } from "./catalog.ts";
import { files } from "./files.ts";

/**
 * Documents attached to a product (issue 14): datasheet, manual, certificate, CAD or ZIP. The bytes
 * live in `files` like images do; removing the product removes its documents.
 */
export const productDocuments = pgTable(
  "product_documents",
  {
    id: serial("id").primaryKey(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    file_id: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** One of DOCUMENT_TYPES in contracts/documents.ts. */
    type: text("type").notNull(),
    sort_order: integer("sort_order").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("product_documents_product").on(t.product_id, t.sort_order)],
);

/**
 * Documents whose product went in 'Vaciar productos' (ADR 037): the wipe moves each document row
 * here, with its file, keyed by the product's id and SKU, and the next import that creates a product
 * with that SKU moves it back, keeping the document's id (its download address stays the same).
 */
export const detachedDocuments = pgTable(
  "detached_documents",
  {
    id: integer("id").primaryKey(),
    product_id: integer("product_id").notNull(),
    sku: text("sku").notNull(),
    file_id: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    type: text("type").notNull(),
    sort_order: integer("sort_order").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull(),
    detached_at: timestamp("detached_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("detached_documents_sku").on(sql`lower(${t.sku})`)],
);

import { index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
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

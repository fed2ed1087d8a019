import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  date,
  jsonb,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { TemplateLine, TemplateSection } from "../../../contracts/quote-templates.ts";
import { users } from "./auth.ts";
import { products } from "./catalog.ts";
import { quotations } from "./requests.ts";

/**
 * Formal quotes answering a quotation request (issue 11, ADR 017). A draft has no version; sending
 * gives it the next one (v1, v2…), after which it never changes: the PDF is rebuilt from these rows.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    quotation_id: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    version: integer("version"),
    // draft | sent | accepted | rejected | expired
    status: text("status").notNull().default("draft"),
    valid_until: date("valid_until", { mode: "string" }).notNull(),
    delivery_time: text("delivery_time"),
    payment_terms: text("payment_terms"),
    notes: text("notes"),
    /** 'Adjuntar fichas técnicas': the PDF the customer gets carries the quoted products' datasheets. */
    attach_datasheets: boolean("attach_datasheets").notNull().default(false),
    // The customer block the version prints (issue 22): from the request when the draft starts,
    // edited by staff on the draft, frozen once sent (contracts/quote-customer.ts).
    customer_name: text("customer_name").notNull(),
    customer_company: text("customer_company"),
    // ruc | cedula | pasaporte | consumidor_final (contracts/customer-id.ts)
    customer_id_type: text("customer_id_type"),
    customer_id_number: text("customer_id_number"),
    customer_address: text("customer_address"),
    // 'Atención': the person the quote is addressed to.
    customer_attention: text("customer_attention"),
    // Totals kept with the quote so the dashboard sums them in SQL (computed in contracts/quotes.ts).
    subtotal: numeric("subtotal", { precision: 14, scale: 2 }).notNull().default("0"),
    discount_total: numeric("discount_total", { precision: 14, scale: 2 }).notNull().default("0"),
    iva_total: numeric("iva_total", { precision: 14, scale: 2 }).notNull().default("0"),
    total: numeric("total", { precision: 14, scale: 2 }).notNull().default("0"),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    reminder_sent_at: timestamp("reminder_sent_at", { withTimezone: true }),
    accepted_by: text("accepted_by"),
    purchase_order: text("purchase_order"),
    rejected_reason: text("rejected_reason"),
    decided_at: timestamp("decided_at", { withTimezone: true }),
    /** The optional lines (positions) the customer chose when accepting (ADR 049); null: none offered or not accepted. */
    accepted_optional_lines: integer("accepted_optional_lines").array(),
    // Approval of a large discount before sending (ADR 051): null | pending | approved | returned.
    approval_status: text("approval_status"),
    approval_note: text("approval_note"),
    approval_requested_by: integer("approval_requested_by").references(() => users.id, { onDelete: "set null" }),
    approval_requested_at: timestamp("approval_requested_at", { withTimezone: true }),
    approval_decided_by: integer("approval_decided_by").references(() => users.id, { onDelete: "set null" }),
    approval_decided_at: timestamp("approval_decided_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quotes_quotation_version").on(t.quotation_id, t.version),
    // One draft per request: two staff pressing 'Preparar cotización' at once share it.
    uniqueIndex("quotes_one_draft")
      .on(t.quotation_id)
      .where(sql`status = 'draft'`),
    index("quotes_status_valid").on(t.status, t.valid_until),
    index("quotes_sent").on(t.sent_at),
    index("quotes_approval_pending")
      .on(t.approval_status)
      .where(sql`approval_status = 'pending'`),
  ],
);

export const quoteLines = pgTable(
  "quote_lines",
  {
    id: serial("id").primaryKey(),
    quote_id: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    // Null on a free-text line; kept when the product is later deleted.
    product_id: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    sku: text("sku"),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    // Null until staff price a 'Precio a consultar' line; a quote cannot be sent with one.
    unit_price: numeric("unit_price", { precision: 12, scale: 2 }),
    discount_percent: numeric("discount_percent", { precision: 5, scale: 2 }).notNull().default("0"),
    // Frozen with the line: the product's rate (or IVA_RATE) when the line was made; 2 decimals (ADR 045).
    iva_rate: numeric("iva_rate", { precision: 5, scale: 2, mode: "number" }).notNull(),
    line_total: numeric("line_total", { precision: 14, scale: 2 }),
    /** The section's position in the version (quote_sections.position); null: before any section. */
    section: integer("section"),
    /** Shown with its price, not in the total unless the customer chooses it (ADR 049). */
    optional: boolean("optional").notNull().default(false),
  },
  (t) => [index("quote_lines_quote").on(t.quote_id, t.position)],
);

/** Section titles of a version, in order ('Tablero principal', 'Repuestos'); a whole section may be optional. */
export const quoteSections = pgTable(
  "quote_sections",
  {
    id: serial("id").primaryKey(),
    quote_id: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    optional: boolean("optional").notNull().default(false),
  },
  (t) => [uniqueIndex("quote_sections_quote_position").on(t.quote_id, t.position)],
);

/** 'Guardar como plantilla' (ADR 050): lines without prices, sections and terms, reused with today's prices. */
export const quoteTemplates = pgTable(
  "quote_templates",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    sections: jsonb("sections").$type<TemplateSection[]>().notNull().default([]),
    lines: jsonb("lines").$type<TemplateLine[]>().notNull().default([]),
    delivery_time: text("delivery_time"),
    payment_terms: text("payment_terms"),
    notes: text("notes"),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("quote_templates_name").on(sql`lower(${t.name})`)],
);

/** The thread between the customer (status page) and staff (inbox), with accept/reject events. */
export const quoteMessages = pgTable(
  "quote_messages",
  {
    id: serial("id").primaryKey(),
    quotation_id: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    // customer | staff
    author: text("author").notNull(),
    // message | accepted | rejected
    kind: text("kind").notNull().default("message"),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    // Customer entries: when staff opened the thread (null = the inbox badge counts it).
    read_at: timestamp("read_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("quote_messages_quotation").on(t.quotation_id, t.created_at),
    index("quote_messages_unread").on(t.author, t.read_at),
  ],
);

/** Company defaults for new quotes (delivery time, payment terms, notes), edited in the panel. */
export const quoteSettings = pgTable("quote_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

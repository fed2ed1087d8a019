import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";

const requestColumns = {
  reference: text("reference").notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  company: text("company"),
  // nueva → en_proceso → cotizada → cerrada
  status: text("status").notNull().default("nueva"),
  internal_note: text("internal_note"),
  idempotency_key: text("idempotency_key"),
  ip: text("ip"),
  user_agent: text("user_agent"),
  // Why it looked automated ('honeypot' | 'too_fast' | 'burst'); null = it did not. Kept after
  // staff mark it genuine, so the detail still says why it was held back.
  spam_reasons: text("spam_reasons").array(),
  marked_genuine_at: timestamp("marked_genuine_at", { withTimezone: true }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const quotations = pgTable(
  "quotations",
  {
    id: serial("id").primaryKey(),
    ...requestColumns,
    notes: text("notes"),
    total: numeric("total", { precision: 14, scale: 2 }).notNull(),
    // The identification number: RUC or cédula (check digits verified, contracts/ruc.ts), a
    // passport as typed, or consumidor final's 9999999999999 (contracts/customer-id.ts).
    ruc: text("ruc"),
    // ruc | cedula | pasaporte | consumidor_final; null when no number was given (issue 25).
    id_type: text("id_type"),
    // The customer's status page link (/cotizacion/estado/{token}), 256 random bits. Kept as is,
    // not hashed: every later email (quote, reply, reminder) must carry the link again (ADR 017).
    status_token: text("status_token"),
  },
  (t) => [
    uniqueIndex("quotations_reference").on(t.reference),
    uniqueIndex("quotations_idempotency").on(t.idempotency_key),
    uniqueIndex("quotations_status_token").on(t.status_token),
    index("quotations_created").on(t.created_at),
    index("quotations_status").on(t.status),
    // Burst check: requests from one address in the last minutes.
    index("quotations_ip_created").on(t.ip, t.created_at),
  ],
);

export const quotationItems = pgTable(
  "quotation_items",
  {
    id: serial("id").primaryKey(),
    quotation_id: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    // Kept when the product is later deleted: the request must still read as it was sent.
    product_id: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    product_name: text("product_name").notNull(),
    sku: text("sku"),
    quantity: integer("quantity").notNull(),
    // Both null on a price-on-request line (ADR 014): the product had no price to quote.
    unit_price: numeric("unit_price", { precision: 12, scale: 2 }),
    line_total: numeric("line_total", { precision: 14, scale: 2 }),
    // A line the customer typed that is not in the catalogue (a parts-list code not found, issue
    // 12): product_id stays null, `sku` holds the code as typed and `description` their text.
    free_text: boolean("free_text").notNull().default(false),
    description: text("description"),
    // The product was out of stock when requested (issue 22, ADR 030): quotable, with a lead time
    // to confirm; the mails and the inbox say so as it was then.
    out_of_stock: boolean("out_of_stock").notNull().default(false),
  },
  (t) => [index("quotation_items_quotation").on(t.quotation_id)],
);

/** Contact messages and services consultations (kind 'contact' | 'services'). */
export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    ...requestColumns,
    service: text("service"),
    message: text("message").notNull(),
  },
  (t) => [
    uniqueIndex("messages_reference").on(t.reference),
    uniqueIndex("messages_idempotency").on(t.idempotency_key),
    index("messages_created").on(t.created_at),
    index("messages_kind_status").on(t.kind, t.status),
    index("messages_ip_created").on(t.ip, t.created_at),
  ],
);

/** Per-prefix, per-year counters behind references such as COT-2026-000123. */
export const referenceCounters = pgTable(
  "reference_counters",
  {
    prefix: text("prefix").notNull(),
    year: integer("year").notNull(),
    last_value: integer("last_value").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);

/** Mail is written here in the request's transaction and sent by the outbox worker. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    lead_type: text("lead_type").notNull(),
    lead_id: integer("lead_id").notNull(),
    purpose: text("purpose").notNull(),
    to_address: text("to_address").notNull(),
    reply_to: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    // pending | sent | failed
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp("locked_until", { withTimezone: true }),
    last_error: text("last_error"),
    // When delivery was last tried: the "last error" of /email/status and the delivery history.
    last_attempt_at: timestamp("last_attempt_at", { withTimezone: true }),
    message_id: text("message_id"),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_due").on(t.status, t.next_attempt_at),
    index("mail_outbox_lead").on(t.lead_type, t.lead_id),
    uniqueIndex("mail_outbox_lead_purpose").on(t.lead_type, t.lead_id, t.purpose),
    // The daily confirmations per recipient address (issue 20, ADR 029) are counted on it.
    index("mail_outbox_recipient").on(t.to_address, t.created_at),
  ],
);

import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    logo_url: text("logo_url"),
    website: text("website"),
    ...timestamps,
  },
  (t) => [uniqueIndex("brands_name_ci").on(sql`lower(${t.name})`)],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    ...timestamps,
  },
  (t) => [uniqueIndex("categories_name_ci").on(sql`lower(${t.name})`)],
);

export const subcategories = pgTable(
  "subcategories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    category_id: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("subcategories_category_name_ci").on(t.category_id, sql`lower(${t.name})`)],
);

/**
 * Price and stock are typed by staff as free text ("Consultar", "Disponible"): the text is kept
 * as typed and the number, when there is one, sits beside it for filtering, sorting and totals.
 */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull(),
    sku_ec: text("sku_ec"),
    name: text("name").notNull(),
    description: text("description"),
    price_text: text("price_text"),
    price: numeric("price", { precision: 12, scale: 2 }),
    original_price: numeric("original_price", { precision: 12, scale: 2 }),
    // The product's own IVA rate in percent (0, 5, 15 …); null: the general rate in force
    // (IVA_RATE) when a quote line is made, so a decree reaches it (ADR 045).
    iva_rate: numeric("iva_rate", { precision: 5, scale: 2, mode: "number" }),
    stock_text: text("stock_text"),
    stock_quantity: integer("stock_quantity"),
    min_stock_level: integer("min_stock_level"),
    brand_id: integer("brand_id").references(() => brands.id, { onDelete: "restrict" }),
    category_id: integer("category_id").references(() => categories.id, { onDelete: "restrict" }),
    subcategory_id: integer("subcategory_id").references(() => subcategories.id, {
      onDelete: "restrict",
    }),
    series: text("series"),
    weight: text("weight"),
    dimensions: text("dimensions"),
    potencia_kw: text("potencia_kw"),
    corriente: text("corriente"),
    voltaje: text("voltaje"),
    frame_size: text("frame_size"),
    comunicacion: text("comunicacion"),
    alimentacion: text("alimentacion"),
    main_image: text("main_image"),
    is_active: boolean("is_active").notNull().default(true),
    // What the catalogue search matches (ADR 015). search_fold() (migration 0007) folds case,
    // accents and punctuation; the Spanish configuration stems, so "variadores" = "variador".
    // Name, series and codes weigh A, the description C, which ranks name matches first.
    search_vector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('spanish'::regconfig, search_fold(${products.name} || ' ' || coalesce(${products.series}, '') || ' ' || ${products.sku} || ' ' || coalesce(${products.sku_ec}, ''))), 'A') || setweight(to_tsvector('spanish'::regconfig, search_fold(coalesce(${products.description}, ''))), 'C')`,
    ),
    // Order codes as people type them without separators: "6es7 214-1ag40" finds 6ES7214-1AG40-0XB0.
    sku_code: text("sku_code").generatedAlwaysAs(
      (): SQL => sql`upper(regexp_replace(${products.sku}, '[^A-Za-z0-9]+', '', 'g'))`,
    ),
    sku_ec_code: text("sku_ec_code").generatedAlwaysAs(
      (): SQL => sql`upper(regexp_replace(${products.sku_ec}, '[^A-Za-z0-9]+', '', 'g'))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("products_sku_ci").on(sql`lower(${t.sku})`),
    index("products_sku_ec_ci").on(sql`lower(${t.sku_ec})`),
    index("products_search_vector").using("gin", t.search_vector),
    index("products_sku_code").on(sql`${t.sku_code} text_pattern_ops`),
    index("products_sku_ec_code").on(sql`${t.sku_ec_code} text_pattern_ops`),
    index("products_category").on(t.category_id),
    index("products_subcategory").on(t.subcategory_id),
    index("products_brand").on(t.brand_id),
    index("products_series").on(t.series),
    index("products_potencia").on(t.potencia_kw),
    index("products_voltaje").on(t.voltaje),
    index("products_frame_size").on(t.frame_size),
    index("products_corriente").on(t.corriente),
    index("products_comunicacion").on(t.comunicacion),
    index("products_alimentacion").on(t.alimentacion),
    index("products_active_name").on(t.is_active, t.name),
    index("products_active_price").on(t.is_active, t.price),
    index("products_active_stock").on(t.is_active, t.stock_quantity),
    check("products_iva_rate_range", sql`${t.iva_rate} >= 0 AND ${t.iva_rate} <= 100`),
  ],
);

export const productFeatures = pgTable(
  "product_features",
  {
    id: serial("id").primaryKey(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    feature_text: text("feature_text").notNull(),
    sort_order: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("product_features_product").on(t.product_id, t.sort_order),
    check("product_features_sort_order_min", sql`${t.sort_order} >= 0`),
  ],
);

/** The reusable list of applications staff can attach to products (GET/POST /applications). */
export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    ...timestamps,
  },
  (t) => [uniqueIndex("applications_name_ci").on(sql`lower(${t.name})`)],
);

export const productApplications = pgTable(
  "product_applications",
  {
    id: serial("id").primaryKey(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    // Set when the text came from the reusable applications list.
    application_id: integer("application_id").references(() => applications.id, {
      onDelete: "set null",
    }),
    application_text: text("application_text").notNull(),
    sort_order: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("product_applications_product").on(t.product_id, t.sort_order),
    check("product_applications_sort_order_min", sql`${t.sort_order} >= 0`),
  ],
);

export const accessories = pgTable(
  "accessories",
  {
    id: serial("id").primaryKey(),
    main_product_id: integer("main_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    accessory_product_id: integer("accessory_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("accessories_pair").on(t.main_product_id, t.accessory_product_id),
    index("accessories_accessory").on(t.accessory_product_id),
    check("accessories_not_self", sql`${t.main_product_id} <> ${t.accessory_product_id}`),
  ],
);

export const relatedProducts = pgTable(
  "related_products",
  {
    id: serial("id").primaryKey(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    related_product_id: integer("related_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    relationship_type: text("relationship_type").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("related_products_pair").on(t.product_id, t.related_product_id),
    index("related_products_related").on(t.related_product_id),
    check("related_products_not_self", sql`${t.product_id} <> ${t.related_product_id}`),
  ],
);

/**
 * One row whose version is bumped by statement-level triggers on every catalogue table (see the
 * catalog_version migration), so cached catalogue reads know when they are stale — in every
 * process, whatever path wrote (admin, import, wipe, seed).
 */
export const catalogState = pgTable("catalog_state", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  /** When product_demand was last counted (by whichever instance got there first). */
  demand_refreshed_at: timestamp("demand_refreshed_at", { withTimezone: true }),
});

/**
 * In how many quotation requests of the last 90 days each product appears ('Mejor valorados',
 * ADR 036); products asked for in none have no row. Refreshed hourly; a change moves the
 * catalogue version (migration 0021).
 */
export const productDemand = pgTable("product_demand", {
  product_id: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  quotations: integer("quotations").notNull(),
});

/**
 * Every distinct folded word of the catalogue (product names, series, descriptions, brand,
 * category and subcategory names) with its Spanish stem: the vocabulary typo correction picks
 * from. Filled by statement-level triggers (migration 0007); words are never removed, so a word
 * whose last product went away may still be offered as a correction (it then finds nothing).
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    lexeme: text("lexeme").notNull(),
  },
  (t) => [
    index("search_words_lexeme").on(t.lexeme),
    index("search_words_trgm").using("gin", sql`${t.word} gin_trgm_ops`),
    // Short words with a swapped pair share too few trigrams ('bmoba'/'bomba': 0.2): typo
    // candidates also come from words of the same first letter and a close length.
    index("search_words_shape").on(sql`left(${t.word}, 1)`, sql`length(${t.word})`),
  ],
);

import { sql, type SQL } from "drizzle-orm";
import {
  STORED_FIELDS,
  TEXT_FIELD_KEYS,
  type StoredColumn,
  type StoredField,
  type TextFieldKey,
} from "../../../contracts/product-fields.ts";
import type { Db, Tx } from "../../db/client.ts";
import type { products } from "../../db/schema/index.ts";

/**
 * Set-based SQL for the bulk import, export and wipe. Every batch travels as ONE jsonb parameter
 * unpacked by jsonb_to_recordset, so a write costs one statement per chunk whatever the row count,
 * and the same SQL runs on PGlite and PostgreSQL.
 */

const CHUNK = 2_000;

async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = await tx.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type Insert = typeof products.$inferInsert;
/** The products columns an import writes: every stored field's but the SKU, which finds the row. */
type WrittenColumn = Exclude<StoredColumn, "sku">;
/** A null means "blank cell": the stored value stays (is_active: a new product is active). */
export type ProductWrite = { [C in WrittenColumn]: NonNullable<Insert[C]> | null } & {
  /** The file sets the IVA rate: a null iva_rate is then 'General' (the general rate), not a blank cell. */
  iva_rate_given?: boolean;
};

const SQL_TYPE = {
  text: "text",
  "typed-decimal": "numeric",
  "typed-integer": "int",
  decimal: "numeric",
  percent: "numeric",
  integer: "int",
  reference: "int",
  boolean: "boolean",
} as const satisfies Record<StoredField["kind"], string>;

/** Typed fields write their text as typed beside the number read from it. */
const WRITTEN = STORED_FIELDS.filter((f) => f.key !== "sku").flatMap((f) => [
  ...("textColumn" in f ? [{ column: f.textColumn, type: "text" }] : []),
  { column: f.key, type: SQL_TYPE[f.kind] },
]);
const WRITTEN_COLUMNS = WRITTEN.map((c) => c.column);
const PRODUCT_RECORD = sql.raw(WRITTEN.map((c) => `${c.column} ${c.type}`).join(", "));
const INSERT_COLUMNS = sql.raw(["sku", ...WRITTEN_COLUMNS].join(", "));
const INSERT_VALUES = sql.raw(
  ["sku", ...WRITTEN_COLUMNS.map((c) => (c === "is_active" ? "coalesce(is_active, true)" : c))].join(", "),
);

// An update overwrites these only when the file has a value (coalesce keeps the rest); the columns
// with rules of their own are set one by one in updateProducts.
const OWN_RULE: ReadonlySet<string> = new Set([
  "price_text",
  "price",
  "stock_text",
  "stock_quantity",
  "subcategory_id",
  "iva_rate",
]);
const KEEP_UNLESS_GIVEN = WRITTEN_COLUMNS.filter((c) => !OWN_RULE.has(c));

/** The plain-text fields come out as stored; the others are spelled out in exportPage. */
const EXPORTED_TEXT = sql.raw(TEXT_FIELD_KEYS.map((k) => `p.${k}`).join(", "));

export type ExportRow = Record<TextFieldKey, string | null> & {
  id: number;
  sku: string;
  name: string;
  brand: string | null;
  category: string | null;
  subcategory: string | null;
  price: string | null;
  stock: string | null;
  min_stock_level: number | null;
  is_active: boolean;
  original_price: string | null;
  iva_rate: number | null;
  features: string[] | null;
  applications: string[] | null;
  accessories: string[] | null;
  related: [string, string][] | null;
  /** [document id, title, type] in the product page's order. */
  documents: [number, string, string][] | null;
};

export function createImportExportRepository(db: Db) {
  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    /** Existing products whose SKU matches one of `skus` ignoring case; `input` is the SKU as asked. */
    async findProductsBySku(tx: Tx, skus: string[]) {
      if (!skus.length) return [];
      return rows<{ id: number; sku: string; category_id: number | null; input: string }>(
        tx,
        sql`SELECT p.id, p.sku, p.category_id, x.input
              FROM jsonb_array_elements_text(${json(skus)}) AS x(input)
              JOIN products p ON lower(p.sku) = lower(x.input)`,
      );
    },

    async findBrands(tx: Tx, names: string[]) {
      return findNamed(tx, "brands", names);
    },
    async findCategories(tx: Tx, names: string[]) {
      return findNamed(tx, "categories", names);
    },
    async insertBrands(tx: Tx, names: string[]) {
      return insertNamed(tx, "brands", names);
    },
    async insertCategories(tx: Tx, names: string[]) {
      return insertNamed(tx, "categories", names);
    },

    async findSubcategories(tx: Tx, pairs: { category_id: number; name: string }[]) {
      if (!pairs.length) return [];
      return rows<{ id: number; category_id: number; input: string }>(
        tx,
        sql`SELECT s.id, s.category_id, x.name AS input
              FROM jsonb_to_recordset(${json(pairs)}) AS x(category_id int, name text)
              JOIN subcategories s ON s.category_id = x.category_id AND lower(s.name) = lower(x.name)`,
      );
    },

    async insertSubcategories(tx: Tx, pairs: { category_id: number; name: string }[]) {
      if (!pairs.length) return [];
      return rows<{ id: number; category_id: number; input: string }>(
        tx,
        sql`INSERT INTO subcategories (name, category_id)
            SELECT name, category_id FROM jsonb_to_recordset(${json(pairs)}) AS x(category_id int, name text)
            RETURNING id, category_id, name AS input`,
      );
    },

    /**
     * Inserts in the given order (so new ids follow the file) and returns the ids by SKU. Products
     * given an `id` keep it (ADR 037: an import into an empty catalogue); the id sequence is then
     * moved past them, so a product created later never collides with one.
     */
    async insertProducts(tx: Tx, products: (ProductWrite & { sku: string; id?: number })[]) {
      const created: { id: number; sku: string }[] = [];
      const withId = products.filter((p) => p.id !== undefined);
      for (const chunk of chunks(withId)) {
        created.push(
          ...(await rows<{ id: number; sku: string }>(
            tx,
            sql`INSERT INTO products (id, ${INSERT_COLUMNS})
                SELECT id, ${INSERT_VALUES}
                  FROM jsonb_to_recordset(${json(chunk)}) AS v(id int, sku text, ${PRODUCT_RECORD})
                RETURNING id, sku`,
          )),
        );
      }
      if (withId.length) await advanceSequence(tx, "products");
      const rest = products.filter((p) => p.id === undefined).map(({ id: _id, ...p }, ord) => ({ ...p, ord }));
      for (const chunk of chunks(rest)) {
        created.push(
          ...(await rows<{ id: number; sku: string }>(
            tx,
            sql`INSERT INTO products (${INSERT_COLUMNS})
                SELECT ${INSERT_VALUES}
                  FROM jsonb_to_recordset(${json(chunk)}) AS v(ord int, sku text, ${PRODUCT_RECORD})
                 ORDER BY ord
                RETURNING id, sku`,
          )),
        );
      }
      return created;
    },

    async isCatalogEmpty(tx: Tx) {
      const [row] = await rows<{ empty: boolean }>(tx, sql`SELECT NOT EXISTS (SELECT 1 FROM products) AS empty`);
      return row?.empty ?? false;
    },

    /**
     * Moves back the documents a wipe set aside for these new products (matched by SKU), with their
     * own ids, so each download address is the one the export wrote.
     */
    async reattachDocuments(tx: Tx, productIds: number[]) {
      if (!productIds.length) return 0;
      const [row] = await rows<{ n: number }>(
        tx,
        sql`WITH moved AS (
              DELETE FROM detached_documents d
               USING products p
               WHERE p.id IN (SELECT (jsonb_array_elements_text(${json(productIds)}))::int)
                 AND lower(d.sku) = lower(p.sku)
              RETURNING d.id, p.id AS product_id, d.file_id, d.title, d.type, d.sort_order, d.created_at
            ), restored AS (
              INSERT INTO product_documents (id, product_id, file_id, title, type, sort_order, created_at)
              SELECT id, product_id, file_id, title, type, sort_order, created_at FROM moved
              RETURNING 1
            )
            SELECT count(*)::int AS n FROM restored`,
      );
      const n = row?.n ?? 0;
      if (n) await advanceSequence(tx, "product_documents");
      return n;
    },

    /** A null in the batch means "blank cell": the stored value stays. Price and stock move with their text. */
    async updateProducts(tx: Tx, products: (ProductWrite & { id: number })[]) {
      const keep = sql.raw(KEEP_UNLESS_GIVEN.map((c) => `${c} = coalesce(v.${c}, p.${c})`).join(",\n"));
      for (const chunk of chunks(products)) {
        await tx.execute(sql`
          UPDATE products p SET
            ${keep},
            price_text = CASE WHEN v.price_text IS NULL THEN p.price_text ELSE v.price_text END,
            price = CASE WHEN v.price_text IS NULL THEN p.price ELSE v.price END,
            stock_text = CASE WHEN v.stock_text IS NULL THEN p.stock_text ELSE v.stock_text END,
            stock_quantity = CASE WHEN v.stock_text IS NULL THEN p.stock_quantity ELSE v.stock_quantity END,
            -- 'General' clears the product's own rate; a blank cell keeps it.
            iva_rate = CASE WHEN v.iva_rate_given THEN v.iva_rate ELSE p.iva_rate END,
            -- A new category drops a subcategory of the old one, as the product form does.
            subcategory_id = CASE
              WHEN v.subcategory_id IS NOT NULL THEN v.subcategory_id
              WHEN v.category_id IS DISTINCT FROM p.category_id AND v.category_id IS NOT NULL THEN NULL
              ELSE p.subcategory_id END,
            updated_at = now()
          FROM jsonb_to_recordset(${json(chunk)}) AS v(id int, ${PRODUCT_RECORD}, iva_rate_given boolean)
          WHERE p.id = v.id`);
      }
    },

    /** Current feature / application texts of some products, in display order. */
    async listTexts(tx: Tx, kind: "features" | "applications", productIds: number[]) {
      if (!productIds.length) return [];
      const [table, column] = TEXT_TABLE[kind];
      return rows<{ product_id: number; text: string }>(
        tx,
        sql`SELECT product_id, ${sql.raw(column)} AS text FROM ${sql.raw(table)}
             WHERE product_id IN (SELECT (jsonb_array_elements_text(${json(productIds)}))::int)
             ORDER BY product_id, sort_order, id`,
      );
    },

    /** Replaces the whole list of each given product; `existing` names the ones that may have rows to drop. */
    async replaceTexts(
      tx: Tx,
      kind: "features" | "applications",
      lists: { product_id: number; texts: string[] }[],
      existing: number[],
    ) {
      if (!lists.length) return 0;
      const [table, column] = TEXT_TABLE[kind];
      for (const chunk of chunks(existing)) {
        await tx.execute(
          sql`DELETE FROM ${sql.raw(table)} WHERE product_id IN (SELECT (jsonb_array_elements_text(${json(chunk)}))::int)`,
        );
      }
      const flat = lists.flatMap((l) =>
        l.texts.map((text, sort_order) => ({ product_id: l.product_id, text, sort_order })),
      );
      for (const chunk of chunks(flat, 5_000)) {
        const rows = sql`jsonb_to_recordset(${json(chunk)}) AS v(product_id int, text text, sort_order int)`;
        // An application named like one of the reusable list is that entry (as when staff pick it in
        // the product form): the link survives export → wipe → import.
        await tx.execute(
          kind === "applications"
            ? sql`INSERT INTO product_applications (product_id, application_text, sort_order, application_id)
                  SELECT v.product_id, v.text, v.sort_order, a.id
                    FROM ${rows} LEFT JOIN applications a ON lower(a.name) = lower(v.text)`
            : sql`INSERT INTO ${sql.raw(table)} (product_id, ${sql.raw(column)}, sort_order)
                  SELECT product_id, text, sort_order FROM ${rows}`,
        );
      }
      return flat.length;
    },

    async listAccessories(tx: Tx, productIds: number[]) {
      if (!productIds.length) return [];
      return rows<{ id: number; main_product_id: number; accessory_product_id: number }>(
        tx,
        sql`SELECT id, main_product_id, accessory_product_id FROM accessories
             WHERE main_product_id IN (SELECT (jsonb_array_elements_text(${json(productIds)}))::int)`,
      );
    },

    async listRelated(tx: Tx, productIds: number[]) {
      if (!productIds.length) return [];
      return rows<{ id: number; product_id: number; related_product_id: number; relationship_type: string }>(
        tx,
        sql`SELECT id, product_id, related_product_id, relationship_type FROM related_products
             WHERE product_id IN (SELECT (jsonb_array_elements_text(${json(productIds)}))::int)`,
      );
    },

    async deleteLinks(tx: Tx, table: "accessories" | "related_products", ids: number[]) {
      for (const chunk of chunks(ids, 10_000)) {
        await tx.execute(
          sql`DELETE FROM ${sql.raw(table)} WHERE id IN (SELECT (jsonb_array_elements_text(${json(chunk)}))::int)`,
        );
      }
    },

    async insertAccessories(tx: Tx, links: { main_product_id: number; accessory_product_id: number }[]) {
      for (const chunk of chunks(links, 5_000)) {
        await tx.execute(sql`
          INSERT INTO accessories (main_product_id, accessory_product_id)
          SELECT main_product_id, accessory_product_id
            FROM jsonb_to_recordset(${json(chunk)}) AS v(main_product_id int, accessory_product_id int)`);
      }
    },

    async insertRelated(
      tx: Tx,
      links: { product_id: number; related_product_id: number; relationship_type: string }[],
    ) {
      for (const chunk of chunks(links, 5_000)) {
        await tx.execute(sql`
          INSERT INTO related_products (product_id, related_product_id, relationship_type)
          SELECT product_id, related_product_id, relationship_type
            FROM jsonb_to_recordset(${json(chunk)}) AS v(product_id int, related_product_id int, relationship_type text)`);
      }
    },

    async retypeRelated(tx: Tx, changes: { id: number; relationship_type: string }[]) {
      for (const chunk of chunks(changes, 5_000)) {
        await tx.execute(sql`
          UPDATE related_products r SET relationship_type = v.relationship_type, updated_at = now()
            FROM jsonb_to_recordset(${json(chunk)}) AS v(id int, relationship_type text)
           WHERE r.id = v.id`);
      }
    },

    /**
     * One page of the export, keyed on id, with every list already in the import's order. Lists are
     * aggregated per page over an id RANGE (an index range scan on each link table), not per row and
     * not by scanning whole link tables, so each page costs the same however large the catalogue.
     * Amounts stored only as numbers come out in their shortest form (trim_scale: 99.90 → "99.9"),
     * the text a number cell reads back as, so the writer can give Excel a number.
     */
    async exportPage(afterId: number, limit: number, tx: Tx = db) {
      return rows<ExportRow>(
        tx,
        sql`WITH page AS (
              SELECT * FROM products WHERE id > ${afterId} ORDER BY id LIMIT ${limit}
            ), bounds AS (
              SELECT max(id) AS last FROM page
            ), f AS (
              SELECT product_id, jsonb_agg(feature_text ORDER BY sort_order, id) AS list
                FROM product_features WHERE product_id > ${afterId} AND product_id <= (SELECT last FROM bounds)
               GROUP BY product_id
            ), a AS (
              SELECT product_id, jsonb_agg(application_text ORDER BY sort_order, id) AS list
                FROM product_applications WHERE product_id > ${afterId} AND product_id <= (SELECT last FROM bounds)
               GROUP BY product_id
            ), ac AS (
              SELECT x.main_product_id AS product_id, jsonb_agg(ap.sku ORDER BY x.id) AS list
                FROM accessories x JOIN products ap ON ap.id = x.accessory_product_id
               WHERE x.main_product_id > ${afterId} AND x.main_product_id <= (SELECT last FROM bounds)
               GROUP BY x.main_product_id
            ), d AS (
              SELECT product_id, jsonb_agg(jsonb_build_array(id, title, type) ORDER BY sort_order, id) AS list
                FROM product_documents WHERE product_id > ${afterId} AND product_id <= (SELECT last FROM bounds)
               GROUP BY product_id
            ), r AS (
              SELECT x.product_id, jsonb_agg(jsonb_build_array(rp.sku, x.relationship_type) ORDER BY x.id) AS list
                FROM related_products x JOIN products rp ON rp.id = x.related_product_id
               WHERE x.product_id > ${afterId} AND x.product_id <= (SELECT last FROM bounds)
               GROUP BY x.product_id
            )
            SELECT p.id, ${EXPORTED_TEXT}, b.name AS brand, c.name AS category, s.name AS subcategory,
                   coalesce(p.price_text, trim_scale(p.price)::text) AS price,
                   coalesce(p.stock_text, p.stock_quantity::text) AS stock, p.min_stock_level, p.is_active,
                   trim_scale(p.original_price)::text AS original_price, p.iva_rate::float8 AS iva_rate,
                   f.list AS features, a.list AS applications,
                   ac.list AS accessories, r.list AS related, d.list AS documents
              FROM page p
              LEFT JOIN brands b ON b.id = p.brand_id
              LEFT JOIN categories c ON c.id = p.category_id
              LEFT JOIN subcategories s ON s.id = p.subcategory_id
              LEFT JOIN f ON f.product_id = p.id
              LEFT JOIN d ON d.product_id = p.id
              LEFT JOIN a ON a.product_id = p.id
              LEFT JOIN ac ON ac.product_id = p.id
              LEFT JOIN r ON r.product_id = p.id
             ORDER BY p.id`,
      );
    },

    /** Fresh statistics after a bulk write, so the very next queries (catalogue, export) plan well. */
    async analyze(tx: Tx) {
      await tx.execute(
        sql`ANALYZE products, product_features, product_applications, accessories, related_products, brands, categories, subcategories`,
      );
    },

    /**
     * Deletes every product; features, applications, accessories and related links cascade. Their
     * documents are set aside first (ADR 037), file and all, for the import that brings them back.
     */
    async deleteAllProducts(tx: Tx = db) {
      await tx.execute(
        sql`INSERT INTO detached_documents (id, product_id, sku, file_id, title, type, sort_order, created_at)
            SELECT d.id, d.product_id, p.sku, d.file_id, d.title, d.type, d.sort_order, d.created_at
              FROM product_documents d JOIN products p ON p.id = d.product_id`,
      );
      const [row] = await rows<{ n: number }>(
        tx,
        sql`WITH d AS (DELETE FROM products RETURNING 1) SELECT count(*)::int AS n FROM d`,
      );
      return row?.n ?? 0;
    },
  };
}

export type ImportExportRepository = ReturnType<typeof createImportExportRepository>;

const TEXT_TABLE = {
  features: ["product_features", "feature_text"],
  applications: ["product_applications", "application_text"],
} as const;

/** Moves a serial's sequence past the table's highest id (never back). */
async function advanceSequence(tx: Tx, table: "products" | "product_documents") {
  const seq = sql.raw(`${table}_id_seq`);
  await tx.execute(
    sql`SELECT setval('${seq}', GREATEST((SELECT coalesce(max(id), 1) FROM ${sql.raw(table)}), (SELECT last_value FROM ${seq})))`,
  );
}

async function findNamed(tx: Tx, table: "brands" | "categories", names: string[]) {
  if (!names.length) return [];
  return rows<{ id: number; input: string }>(
    tx,
    sql`SELECT t.id, x.input FROM jsonb_array_elements_text(${json(names)}) AS x(input)
          JOIN ${sql.raw(table)} t ON lower(t.name) = lower(x.input)`,
  );
}

async function insertNamed(tx: Tx, table: "brands" | "categories", names: string[]) {
  if (!names.length) return [];
  return rows<{ id: number; input: string }>(
    tx,
    sql`INSERT INTO ${sql.raw(table)} (name) SELECT x FROM jsonb_array_elements_text(${json(names)}) AS x
        RETURNING id, name AS input`,
  );
}

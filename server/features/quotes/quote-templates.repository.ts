import { asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { users } from "../../db/schema/auth.ts";
import { products } from "../../db/schema/catalog.ts";
import { quoteTemplates } from "../../db/schema/quotes.ts";

export type TemplateRow = typeof quoteTemplates.$inferSelect & { created_by_name: string | null };

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = {
  id: quoteTemplates.id,
  name: quoteTemplates.name,
  sections: quoteTemplates.sections,
  lines: quoteTemplates.lines,
  delivery_time: quoteTemplates.delivery_time,
  payment_terms: quoteTemplates.payment_terms,
  notes: quoteTemplates.notes,
  created_by: quoteTemplates.created_by,
  created_at: quoteTemplates.created_at,
  updated_at: quoteTemplates.updated_at,
  created_by_name: users.name,
};

/** Quote templates (ADR 050): the only SQL of the feature. */
export function createQuoteTemplatesRepository(db: Db) {
  return {
    /** By name, accent- and case-insensitive ('tablero' finds 'Tablero de control'). */
    async list(search?: string): Promise<TemplateRow[]> {
      const like = search ? `%${likeEscape(search.toLowerCase())}%` : null;
      return db
        .select(columns)
        .from(quoteTemplates)
        .leftJoin(users, eq(users.id, quoteTemplates.created_by))
        .where(like ? sql`f_unaccent(lower(${quoteTemplates.name})) LIKE f_unaccent(${like})` : undefined)
        .orderBy(asc(sql`lower(${quoteTemplates.name})`));
    },
    async get(id: number, tx: Tx = db): Promise<TemplateRow | undefined> {
      return (
        await tx
          .select(columns)
          .from(quoteTemplates)
          .leftJoin(users, eq(users.id, quoteTemplates.created_by))
          .where(eq(quoteTemplates.id, id))
      )[0];
    },
    async insert(tx: Tx, row: typeof quoteTemplates.$inferInsert) {
      return (await tx.insert(quoteTemplates).values(row).returning())[0];
    },
    async rename(tx: Tx, id: number, name: string) {
      return (
        await tx
          .update(quoteTemplates)
          .set({ name, updated_at: new Date() })
          .where(eq(quoteTemplates.id, id))
          .returning()
      )[0];
    },
    async remove(tx: Tx, id: number) {
      return (await tx.delete(quoteTemplates).where(eq(quoteTemplates.id, id)).returning())[0];
    },
    /** Today's catalogue for the template's products: price (null: on request), rate, name, code. */
    async catalogue(ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({
          id: products.id,
          sku: products.sku,
          name: products.name,
          price: products.price,
          iva_rate: products.iva_rate,
        })
        .from(products)
        .where(
          sql`${products.id} IN (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`,
        );
    },
  };
}

export type QuoteTemplatesRepository = ReturnType<typeof createQuoteTemplatesRepository>;

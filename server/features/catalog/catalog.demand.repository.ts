import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { catalogState, productDemand, products, quotationItems, quotations } from "../../db/schema/index.ts";

/**
 * What customers ask for, the order of 'Mejor valorados' (issue 22, ADR 036): in how many
 * quotation requests of the last DEMAND_DAYS days each product appears. Part of the catalogue
 * repository (the only place with its SQL).
 */
export const DEMAND_DAYS = 90;

/** A product's count (0 when no request of the window named it), for ORDER BY and the index. */
export const demandOf = sql`coalesce((SELECT ${productDemand.quotations} FROM ${productDemand} WHERE ${productDemand.product_id} = ${products.id}), 0)`;

/** Requests held as possible spam count only once staff marked them genuine. */
const genuine = or(isNull(quotations.spam_reasons), sql`${quotations.marked_genuine_at} IS NOT NULL`);

/** Each product's count now, from the requests themselves. */
async function countDemand(tx: Tx): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: quotationItems.product_id, n: sql<number>`count(DISTINCT ${quotationItems.quotation_id})::int` })
    .from(quotationItems)
    .innerJoin(quotations, eq(quotations.id, quotationItems.quotation_id))
    .innerJoin(products, eq(products.id, quotationItems.product_id))
    .where(and(sql`${quotations.created_at} >= now() - make_interval(days => ${DEMAND_DAYS})`, genuine))
    .groupBy(quotationItems.product_id);
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

export type DemandRefresh = { changed: number } | null;

/**
 * Counts the demand again unless another instance (or an earlier call) did within `minAgeMs`;
 * null when skipped. Only the rows that changed are written, so an hour in which nobody asked for
 * anything moves neither the catalogue version nor the caches built on it.
 */
export async function refreshProductDemand(db: Db, minAgeMs: number): Promise<DemandRefresh> {
  return db.transaction(async (tx) => {
    const due = or(
      isNull(catalogState.demand_refreshed_at),
      lt(catalogState.demand_refreshed_at, sql`now() - make_interval(secs => ${minAgeMs / 1000})`),
    );
    const claimed = await tx
      .update(catalogState)
      .set({ demand_refreshed_at: sql`now()` })
      .where(and(eq(catalogState.id, 1), due))
      .returning({ id: catalogState.id });
    if (claimed.length === 0) return null;

    const fresh = await countDemand(tx);
    const stored = await tx.select().from(productDemand);
    const gone = stored.filter((r) => !fresh.has(r.product_id)).map((r) => r.product_id);
    const before = new Map(stored.map((r) => [r.product_id, r.quotations]));
    const changed = [...fresh].filter(([id, n]) => before.get(id) !== n);
    if (gone.length) await tx.delete(productDemand).where(inArray(productDemand.product_id, gone));
    if (changed.length) {
      await tx
        .insert(productDemand)
        .values(changed.map(([product_id, quotations]) => ({ product_id, quotations })))
        .onConflictDoUpdate({ target: productDemand.product_id, set: { quotations: sql`excluded.quotations` } });
    }
    return { changed: gone.length + changed.length };
  });
}

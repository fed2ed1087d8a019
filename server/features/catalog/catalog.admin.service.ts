import {
  PRODUCT_MESSAGES as M,
  type ProductCreate,
  type ProductDeleted,
  type ProductUpdate,
} from "../../../contracts/catalog-admin.ts";
import type { CatalogStats, Product } from "../../../contracts/catalog.ts";
import type { Tx } from "../../db/client.ts";
import { AppError, conflict, notFound, unprocessable } from "../../lib/errors.ts";
import type { CatalogAdminRepository, ProductValues } from "./catalog.admin.repository.ts";
import type { CatalogRepository } from "./catalog.repository.ts";
import { toProduct } from "./catalog.service.ts";
import { recordChange } from "../../lib/record-change.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";

type Deps = { repo: CatalogAdminRepository; read: Pick<CatalogRepository, "findProduct" | "stats"> };

/** The body as columns: typed price/stock keep their text beside the parsed number. */
function toValues(body: ProductUpdate): ProductValues {
  const { price, stock_quantity, ...rest } = body;
  const values: ProductValues = { ...rest };
  if (price) Object.assign(values, { price_text: price.text, price: price.amount });
  if (stock_quantity)
    Object.assign(values, { stock_text: stock_quantity.text, stock_quantity: stock_quantity.quantity });
  return values;
}

export function createCatalogAdminService({ repo, read }: Deps) {
  const fullProduct = async (id: number, tx?: Tx): Promise<Product> => {
    const row = await read.findProduct(id, true, tx);
    if (!row) throw notFound(M.notFound);
    return toProduct(row);
  };

  async function assertSkuFree(sku: string, exceptId: number | undefined, tx: Tx) {
    if (await repo.productWithSku(sku, exceptId, tx)) throw conflict(M.skuTaken(sku));
  }

  /** Brand, category and subcategory must exist, and the subcategory must sit in the category. */
  async function assertRefs(
    refs: { brand_id?: number | null; category_id?: number | null; subcategory_id?: number | null },
    tx: Tx,
  ) {
    if (refs.brand_id && !(await repo.brandExists(refs.brand_id, tx))) {
      throw unprocessable(M.brandMissing, [{ field: "brand_id", message: M.brandMissing }]);
    }
    if (refs.category_id && !(await repo.categoryExists(refs.category_id, tx))) {
      throw unprocessable(M.categoryMissing, [{ field: "category_id", message: M.categoryMissing }]);
    }
    if (refs.subcategory_id) {
      const sub = await repo.subcategory(refs.subcategory_id, tx);
      if (!sub) throw unprocessable(M.subcategoryMissing, [{ field: "subcategory_id", message: M.subcategoryMissing }]);
      if (sub.category_id !== refs.category_id) {
        throw unprocessable(M.subcategoryMismatch, [{ field: "subcategory_id", message: M.subcategoryMismatch }]);
      }
    }
  }

  /** A concurrent insert can still win the SKU between our check and our write. */
  async function guardSku<T>(sku: string | undefined, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (sku && isUniqueViolation(err) && !(err instanceof AppError)) throw conflict(M.skuTaken(sku));
      throw err;
    }
  }

  return {
    create: (body: ProductCreate): Promise<Product> =>
      guardSku(body.sku, () =>
        repo.transaction(async (tx) => {
          await assertSkuFree(body.sku, undefined, tx);
          await assertRefs(body, tx);
          const id = await repo.insertProduct(
            { is_active: true, ...toValues(body), sku: body.sku, name: body.name },
            tx,
          );
          const created = await fullProduct(id, tx);
          await recordChange(tx, { action: "create", entity: "product", entityId: id, after: created });
          return created;
        }),
      ),

    /**
     * A category change without a subcategory in the body clears a subcategory of the old
     * category, as the form does (admin §4).
     */
    update: (id: number, body: ProductUpdate): Promise<Product> =>
      guardSku(body.sku, () =>
        repo.transaction(async (tx) => {
          const current = await repo.productRefs(id, tx);
          if (!current) throw notFound(M.notFound);
          if (body.sku !== undefined) await assertSkuFree(body.sku, id, tx);
          const values = toValues(body);
          const category_id = body.category_id ?? current.category_id;
          let subcategory_id = body.subcategory_id !== undefined ? body.subcategory_id : current.subcategory_id;
          if (body.subcategory_id === undefined && category_id !== current.category_id && subcategory_id) {
            subcategory_id = null;
            values.subcategory_id = null;
          }
          await assertRefs({ brand_id: body.brand_id, category_id, subcategory_id }, tx);
          const before = await fullProduct(id, tx);
          await repo.updateProduct(id, values, tx);
          const after = await fullProduct(id, tx);
          await recordChange(tx, { action: "update", entity: "product", entityId: id, before, after });
          return after;
        }),
      ),

    remove: (id: number): Promise<ProductDeleted> =>
      repo.transaction(async (tx) => {
        const before = (await repo.productRefs(id, tx)) ? await fullProduct(id, tx) : undefined;
        const deleted = await repo.deleteProduct(id, tx);
        if (!deleted) throw notFound(M.notFound);
        await recordChange(tx, { action: "delete", entity: "product", entityId: id, before });
        return { id, deleted };
      }),

    /** The public counters, plus the dashboard's breakdowns for staff. */
    async stats(staff: boolean): Promise<CatalogStats> {
      const base = await read.stats();
      if (staff) return { ...base, ...(await repo.dashboardCounts()) };
      // Visitors count what they can browse: total minus active would tell them how many
      // products were withdrawn.
      return {
        ...base,
        total_products: base.active_products,
        out_of_stock_products: await repo.activeOutOfStockCount(),
      };
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;

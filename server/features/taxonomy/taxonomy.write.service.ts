import {
  TAXONOMY_IN_USE,
  TAXONOMY_MESSAGES as M,
  type BrandCreate,
  type BrandUpdate,
  type CategoryCreate,
  type CategoryUpdate,
  type SubcategoryCreate,
  type SubcategoryUpdate,
} from "../../../contracts/taxonomy.ts";
import type { Tx } from "../../db/client.ts";
import { brands, categories, subcategories } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { conflict, notFound, unprocessable } from "../../lib/errors.ts";
import type { TaxonomyRepository } from "./taxonomy.repository.ts";
import type { TaxonomyReadService } from "./taxonomy.read.service.ts";
import { recordChange } from "../../lib/record-change.ts";
import type { AuditEntity } from "../../../contracts/audit.ts";

type Deps = { repo: TaxonomyRepository; read: TaxonomyReadService };

/**
 * The name check runs first so the usual case gets the specific message; the unique index still
 * decides between two concurrent requests, and its violation gets the same message.
 */
async function unique<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  }
}

type Find = (id: number, t: Tx) => Promise<Record<string, unknown> | null | undefined>;

/** Each write records the row as it was and as it became, in the write's own transaction. */
const audited = (entity: AuditEntity, find: Find) => ({
  async created(t: Tx, id: number) {
    await recordChange(t, { action: "create", entity, entityId: id, after: await find(id, t) });
  },
  async updated(t: Tx, id: number, write: () => Promise<unknown>) {
    const before = await find(id, t);
    await write();
    await recordChange(t, { action: "update", entity, entityId: id, before, after: await find(id, t) });
  },
  async deleted(t: Tx, id: number, remove: () => Promise<unknown>) {
    const before = await find(id, t);
    await remove();
    await recordChange(t, { action: "delete", entity, entityId: id, before });
  },
});

const missingCategory = () => unprocessable(M.categoryMissing, [{ field: "category_id", message: M.categoryMissing }]);

/** Categories, subcategories and brands: create, update, delete (admin). Nothing cascades. */
export function createTaxonomyWriteService({ repo, read }: Deps) {
  const tx = repo.transaction;
  const categoryAudit = audited("category", repo.findCategory);
  const subcategoryAudit = audited("subcategory", repo.findSubcategory);
  const brandAudit = audited("brand", repo.findBrand);

  async function mustLock(
    table: typeof categories | typeof subcategories | typeof brands,
    id: number,
    t: Tx,
    message: string,
  ) {
    if (!(await repo.lock(table, id, t))) throw notFound(message);
  }

  return {
    async createCategory(input: CategoryCreate) {
      const id = await unique(M.categoryDuplicate, () =>
        tx(async (t) => {
          if (await repo.categoryNameTaken(input.name, undefined, t)) throw conflict(M.categoryDuplicate);
          const id = await repo.insertCategory(input, t);
          await categoryAudit.created(t, id);
          return id;
        }),
      );
      return read.getCategory(id);
    },

    async updateCategory(id: number, input: CategoryUpdate) {
      await unique(M.categoryDuplicate, () =>
        tx(async (t) => {
          await mustLock(categories, id, t, M.categoryNotFound);
          if (input.name !== undefined && (await repo.categoryNameTaken(input.name, id, t))) {
            throw conflict(M.categoryDuplicate);
          }
          await categoryAudit.updated(t, id, () => repo.updateCategory(id, input, t));
        }),
      );
      return read.getCategory(id);
    },

    deleteCategory: (id: number) =>
      tx(async (t) => {
        await mustLock(categories, id, t, M.categoryNotFound);
        const used = await repo.productsUsing("category_id", id, t);
        if (used > 0) throw conflict(TAXONOMY_IN_USE.categoryProducts(used));
        const subs = await repo.subcategoriesOf(id, t);
        if (subs > 0) throw conflict(TAXONOMY_IN_USE.categorySubcategories(subs));
        await categoryAudit.deleted(t, id, () => repo.deleteCategory(id, t));
        return { id };
      }),

    async createSubcategory(input: SubcategoryCreate) {
      const id = await unique(M.subcategoryDuplicate, () =>
        tx(async (t) => {
          // Locking the parent keeps it from being deleted before the insert commits.
          if (!(await repo.lock(categories, input.category_id, t))) throw missingCategory();
          if (await repo.subcategoryNameTaken(input.category_id, input.name, undefined, t)) {
            throw conflict(M.subcategoryDuplicate);
          }
          const id = await repo.insertSubcategory(input, t);
          await subcategoryAudit.created(t, id);
          return id;
        }),
      );
      return read.getSubcategory(id);
    },

    async updateSubcategory(id: number, input: SubcategoryUpdate) {
      await unique(M.subcategoryDuplicate, () =>
        tx(async (t) => {
          await mustLock(subcategories, id, t, M.subcategoryNotFound);
          const current = (await repo.findSubcategory(id, t))!;
          const categoryId = input.category_id ?? current.category_id;
          if (categoryId !== current.category_id) {
            if (!(await repo.lock(categories, categoryId, t))) throw missingCategory();
            // Its products would keep the old category: staff must move them first.
            const used = await repo.productsUsing("subcategory_id", id, t);
            if (used > 0) throw conflict(TAXONOMY_IN_USE.subcategoryMove(used));
          }
          const name = input.name ?? current.name;
          if (await repo.subcategoryNameTaken(categoryId, name, id, t)) throw conflict(M.subcategoryDuplicate);
          await subcategoryAudit.updated(t, id, () => repo.updateSubcategory(id, input, t));
        }),
      );
      return read.getSubcategory(id);
    },

    deleteSubcategory: (id: number) =>
      tx(async (t) => {
        await mustLock(subcategories, id, t, M.subcategoryNotFound);
        const used = await repo.productsUsing("subcategory_id", id, t);
        if (used > 0) throw conflict(TAXONOMY_IN_USE.subcategoryProducts(used));
        await subcategoryAudit.deleted(t, id, () => repo.deleteSubcategory(id, t));
        return { id };
      }),

    async createBrand(input: BrandCreate) {
      const id = await unique(M.brandDuplicate, () =>
        tx(async (t) => {
          if (await repo.brandNameTaken(input.name, undefined, t)) throw conflict(M.brandDuplicate);
          const id = await repo.insertBrand(input, t);
          await brandAudit.created(t, id);
          return id;
        }),
      );
      return read.getBrand(id);
    },

    async updateBrand(id: number, input: BrandUpdate) {
      await unique(M.brandDuplicate, () =>
        tx(async (t) => {
          await mustLock(brands, id, t, M.brandNotFound);
          if (input.name !== undefined && (await repo.brandNameTaken(input.name, id, t))) {
            throw conflict(M.brandDuplicate);
          }
          await brandAudit.updated(t, id, () => repo.updateBrand(id, input, t));
        }),
      );
      return read.getBrand(id);
    },

    deleteBrand: (id: number) =>
      tx(async (t) => {
        await mustLock(brands, id, t, M.brandNotFound);
        const used = await repo.productsUsing("brand_id", id, t);
        if (used > 0) throw conflict(TAXONOMY_IN_USE.brandProducts(used));
        await brandAudit.deleted(t, id, () => repo.deleteBrand(id, t));
        return { id };
      }),
  };
}

export type TaxonomyWriteService = ReturnType<typeof createTaxonomyWriteService>;

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
import { conflict, notFound, unprocessable } from "../../lib/errors.ts";
import type { TaxonomyRepository } from "./taxonomy.repository.ts";
import type { TaxonomyReadService } from "./taxonomy.read.service.ts";
import { recordChange } from "../audit/audit.record.ts";

type Deps = { repo: TaxonomyRepository; read: TaxonomyReadService };

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

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

const missingCategory = () => unprocessable(M.categoryMissing, [{ field: "category_id", message: M.categoryMissing }]);

/** Categories, subcategories and brands: create, update, delete (admin). Nothing cascades. */
export function createTaxonomyWriteService({ repo, read }: Deps) {
  const tx = repo.transaction;

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
          await recordChange(t, {
            action: "create",
            entity: "category",
            entityId: id,
            after: await repo.findCategory(id, t),
          });
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
          const before = await repo.findCategory(id, t);
          await repo.updateCategory(id, input, t);
          await recordChange(t, {
            action: "update",
            entity: "category",
            entityId: id,
            before,
            after: await repo.findCategory(id, t),
          });
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
        const before = await repo.findCategory(id, t);
        await repo.deleteCategory(id, t);
        await recordChange(t, { action: "delete", entity: "category", entityId: id, before });
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
          await recordChange(t, {
            action: "create",
            entity: "subcategory",
            entityId: id,
            after: await repo.findSubcategory(id, t),
          });
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
          const before = await repo.findSubcategory(id, t);
          await repo.updateSubcategory(id, input, t);
          await recordChange(t, {
            action: "update",
            entity: "subcategory",
            entityId: id,
            before,
            after: await repo.findSubcategory(id, t),
          });
        }),
      );
      return read.getSubcategory(id);
    },

    deleteSubcategory: (id: number) =>
      tx(async (t) => {
        await mustLock(subcategories, id, t, M.subcategoryNotFound);
        const used = await repo.productsUsing("subcategory_id", id, t);
        if (used > 0) throw conflict(TAXONOMY_IN_USE.subcategoryProducts(used));
        const before = await repo.findSubcategory(id, t);
        await repo.deleteSubcategory(id, t);
        await recordChange(t, { action: "delete", entity: "subcategory", entityId: id, before });
        return { id };
      }),

    async createBrand(input: BrandCreate) {
      const id = await unique(M.brandDuplicate, () =>
        tx(async (t) => {
          if (await repo.brandNameTaken(input.name, undefined, t)) throw conflict(M.brandDuplicate);
          const id = await repo.insertBrand(input, t);
          await recordChange(t, {
            action: "create",
            entity: "brand",
            entityId: id,
            after: await repo.findBrand(id, t),
          });
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
          const before = await repo.findBrand(id, t);
          await repo.updateBrand(id, input, t);
          await recordChange(t, {
            action: "update",
            entity: "brand",
            entityId: id,
            before,
            after: await repo.findBrand(id, t),
          });
        }),
      );
      return read.getBrand(id);
    },

    deleteBrand: (id: number) =>
      tx(async (t) => {
        await mustLock(brands, id, t, M.brandNotFound);
        const used = await repo.productsUsing("brand_id", id, t);
        if (used > 0) throw conflict(TAXONOMY_IN_USE.brandProducts(used));
        const before = await repo.findBrand(id, t);
        await repo.deleteBrand(id, t);
        await recordChange(t, { action: "delete", entity: "brand", entityId: id, before });
        return { id };
      }),
  };
}

export type TaxonomyWriteService = ReturnType<typeof createTaxonomyWriteService>;

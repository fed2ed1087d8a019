import { LINK_MESSAGES as M } from "../../../contracts/catalog-links.ts";
import type { Application, Feature, ProductApplication } from "../../../contracts/catalog.ts";
import type { Tx } from "../../db/client.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { CatalogRepository } from "./catalog.repository.ts";
import type { CatalogTextsRepository } from "./catalog.texts.repository.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { changedFields, recordChange } from "../../lib/record-change.ts";

type Deps = { repo: CatalogTextsRepository; read: Pick<CatalogRepository, "features" | "productApplications"> };
type FeatureIn = { feature_text: string; sort_order: number };
type NewFeature = { feature_text: string; sort_order?: number };

type TextRow = { product_id: number } & Record<string, unknown>;

/**
 * A feature or application change, logged on its product (issue 22: the log missed these): only
 * the text and the order, before → after; an edit that changed neither records nothing.
 */
async function recordText(tx: Tx, action: string, before: TextRow | undefined, after: TextRow | undefined) {
  const shown = (r: TextRow | undefined) =>
    r && Object.fromEntries(Object.entries(r).filter(([k]) => k.endsWith("_text") || k === "sort_order"));
  const [b, a] = [shown(before), shown(after)];
  if (before && after && Object.keys(changedFields(b, a)).length === 0) return;
  await recordChange(tx, { action, entity: "product", entityId: (after ?? before)!.product_id, before: b, after: a });
}

/** Features, product applications and the reusable applications list (staff only). */
export function createCatalogTextsService({ repo, read }: Deps) {
  const assertProduct = async (id: number, tx?: Tx) => {
    if (!(await repo.productExists(id, tx))) throw notFound(M.productNotFound);
  };

  const found = <T>(row: T | undefined, message: string): T => {
    if (!row) throw notFound(message);
    return row;
  };

  /** Application names are unique case-insensitively (the index says so; we word the 409). */
  async function guardName<T>(name: string | undefined, exceptId: number | undefined, fn: () => Promise<T>) {
    if (name && (await repo.applicationNamed(name, exceptId))) throw conflict(M.applicationTaken(name));
    try {
      return await fn();
    } catch (err) {
      if (name && isUniqueViolation(err)) throw conflict(M.applicationTaken(name));
      throw err;
    }
  }

  return {
    // features

    addFeature: (productId: number, body: NewFeature): Promise<Feature> =>
      repo.transaction(async (tx) => {
        await assertProduct(productId, tx);
        const sort_order = body.sort_order ?? (await repo.nextSortOrder("features", productId, tx));
        const [row] = await repo.insertFeatures(productId, [{ ...body, sort_order }], tx);
        await recordText(tx, "feature_add", undefined, row);
        return row;
      }),

    feature: async (id: number): Promise<Feature> => found(await repo.feature(id), M.featureNotFound),

    updateFeature: (id: number, body: Partial<FeatureIn>): Promise<Feature> =>
      repo.transaction(async (tx) => {
        const before = await repo.feature(id, tx);
        const after = found(await repo.updateFeature(id, body, tx), M.featureNotFound);
        await recordText(tx, "feature_update", before, after);
        return after;
      }),

    /** With a productId the feature must belong to that product (DELETE /products/{id}/features/{fid}). */
    deleteFeature: (id: number, productId?: number) =>
      repo.transaction(async (tx) => {
        if (productId) await assertProduct(productId, tx);
        const before = await repo.feature(id, tx);
        if (!(await repo.deleteFeature(id, productId, tx))) throw notFound(M.featureNotFound);
        await recordText(tx, "feature_delete", before, undefined);
        return { id };
      }),

    /** The product's whole ordered list, replaced in one transaction (new ids). */
    replaceFeatures: (productId: number, features: FeatureIn[]): Promise<Feature[]> =>
      repo.transaction(async (tx) => {
        await assertProduct(productId, tx);
        const before = (await read.features(productId, tx)).map((f) => f.feature_text);
        await repo.deleteFeaturesOf(productId, tx);
        await repo.insertFeatures(productId, features, tx);
        const after = await read.features(productId, tx);
        await recordChange(tx, {
          action: "features_replace",
          entity: "product",
          entityId: productId,
          before: { features: before },
          after: { features: after.map((f) => f.feature_text) },
        });
        return after;
      }),

    // product applications

    async addProductApplication(body: {
      product_id: number;
      application_text: string;
      sort_order?: number;
      application_id?: number | null;
    }): Promise<ProductApplication> {
      return repo.transaction(async (tx) => {
        await assertProduct(body.product_id, tx);
        if (body.application_id) found(await repo.application(body.application_id, tx), M.applicationNotFound);
        const { product_id, ...values } = body;
        const sort_order = values.sort_order ?? (await repo.nextSortOrder("applications", product_id, tx));
        const [row] = await repo.insertProductApplications(
          product_id,
          [{ ...values, sort_order, application_id: values.application_id ?? null }],
          tx,
        );
        await recordText(tx, "application_add", undefined, row);
        return row;
      });
    },

    productApplication: async (id: number): Promise<ProductApplication> =>
      found(await repo.productApplication(id), M.productApplicationNotFound),

    updateProductApplication: (id: number, body: { application_text?: string; sort_order?: number }) =>
      repo.transaction(async (tx) => {
        const before = await repo.productApplication(id, tx);
        const after = found(await repo.updateProductApplication(id, body, tx), M.productApplicationNotFound);
        await recordText(tx, "application_update", before, after);
        return after;
      }),

    deleteProductApplication: (id: number) =>
      repo.transaction(async (tx) => {
        const before = await repo.productApplication(id, tx);
        if (!(await repo.deleteProductApplication(id, tx))) throw notFound(M.productApplicationNotFound);
        await recordText(tx, "application_delete", before, undefined);
        return { id };
      }),

    /**
     * Links reusable applications to the product, copying each name as the text. Ids the product
     * already carries are skipped, so sending the same set twice changes nothing.
     */
    linkApplications: (productId: number, applicationIds: number[]): Promise<ProductApplication[]> =>
      repo.transaction(async (tx) => {
        if (!(await repo.lockProduct(productId, tx))) throw notFound(M.productNotFound);
        const wanted = [...new Set(applicationIds)];
        const apps = await repo.applicationsByIds(wanted, tx);
        if (apps.length !== wanted.length) throw notFound(M.applicationNotFound);
        const { ids, lastSortOrder } = await repo.linkedApplications(productId, tx);
        const byId = new Map(apps.map((a) => [a.id, a]));
        const fresh = wanted.filter((id) => !ids.has(id));
        await repo.insertProductApplications(
          productId,
          fresh.map((id, i) => ({
            application_id: id,
            application_text: byId.get(id)!.name,
            sort_order: lastSortOrder + 1 + i,
          })),
          tx,
        );
        if (fresh.length)
          await recordChange(tx, {
            action: "application_add",
            entity: "product",
            entityId: productId,
            summary: { applications: fresh.map((id) => byId.get(id)!.name) },
          });
        return read.productApplications(productId, tx);
      }),

    // reusable applications

    application: async (id: number): Promise<Application> => found(await repo.application(id), M.applicationNotFound),

    createApplication: (body: { name: string; description: string | null }): Promise<Application> =>
      guardName(body.name, undefined, () => repo.insertApplication(body)),

    updateApplication: (id: number, body: { name?: string; description?: string | null }): Promise<Application> =>
      guardName(body.name, id, async () => found(await repo.updateApplication(id, body), M.applicationNotFound)),

    /** Products keep the text they copied; only the link to the list goes (FK set null). */
    async deleteApplication(id: number) {
      if (!(await repo.deleteApplication(id))) throw notFound(M.applicationNotFound);
      return { id };
    },
  };
}

export type CatalogTextsService = ReturnType<typeof createCatalogTextsService>;

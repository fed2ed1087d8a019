import {
  LINK_MESSAGES as M,
  sameType,
  type RelatedGroupResult,
  type RelatedGroupSave,
  type RelatedMultipleResult,
} from "../../../contracts/catalog-links.ts";
import type { AccessoryLink, RelatedLink } from "../../../contracts/catalog.ts";
import type { Tx } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { recordChange } from "../../lib/record-change.ts";
import type { CatalogLinksRepository } from "./catalog.links.repository.ts";
import type { CatalogRepository } from "./catalog.repository.ts";
import { toAccessoryLink, toRelatedLink } from "./catalog.service.ts";

type Deps = { repo: CatalogLinksRepository; read: Pick<CatalogRepository, "accessories" | "related"> };
type Relation = Awaited<ReturnType<CatalogLinksRepository["relationsOf"]>>[number];

/**
 * The type a link gets: a new group must not clash with an existing type (any case); joining a
 * group reuses the group's own spelling, so 'alternativa' lands in 'Alternativa'.
 */
function groupType(existing: Relation[], type: string, newGroup: boolean | undefined) {
  const match = existing.find((r) => sameType(r.relationship_type, type));
  if (match && newGroup) throw conflict(M.typeTaken);
  return match?.relationship_type ?? type;
}

/** A link change, logged on the product whose page shows it (issue 22: the log missed these). */
const recordLink = (tx: Tx, action: string, productId: number, summary: Record<string, unknown>) =>
  recordChange(tx, { action, entity: "product", entityId: productId, summary });

/** Accessory links and related-product groups (staff only). */
export function createCatalogLinksService({ repo, read }: Deps) {
  const lockedProduct = async (id: number, tx: Tx) => {
    if (!(await repo.lockProduct(id, tx))) throw notFound(M.productNotFound);
  };

  const relatedLinks = async (productId: number, ids: number[], tx?: Tx): Promise<RelatedLink[]> => {
    const wanted = new Set(ids);
    return (await read.related(productId, true, tx)).filter((r) => wanted.has(r.id)).map(toRelatedLink);
  };
  const relatedLink = async (productId: number, id: number, tx?: Tx) => (await relatedLinks(productId, [id], tx))[0];

  async function relationOrThrow(id: number, tx?: Tx) {
    const row = await repo.relation(id, tx);
    if (!row) throw notFound(M.relationNotFound);
    return row;
  }

  async function pairOrThrow(productId: number, relatedProductId: number, tx: Tx) {
    await lockedProduct(productId, tx);
    const row = (await repo.relationsOf(productId, tx)).find((r) => r.related_product_id === relatedProductId);
    if (!row) throw notFound(M.relationNotFound);
    return row;
  }

  const recordRemoval = (tx: Tx, row: Relation) =>
    recordLink(tx, "related_remove", row.product_id, {
      related_product_ids: [row.related_product_id],
      relationship_type: row.relationship_type,
    });

  /** One link's new type, spelled like a group of the product it joins. */
  async function retype(relation: Relation, type: string, tx: Tx): Promise<RelatedLink> {
    const others = (await repo.relationsOf(relation.product_id, tx)).filter((r) => r.id !== relation.id);
    const to = groupType(others, type, false);
    await repo.setRelationType(relation.id, to, tx);
    if (to !== relation.relationship_type)
      await recordChange(tx, {
        action: "related_retype",
        entity: "product",
        entityId: relation.product_id,
        before: { related_product_id: relation.related_product_id, relationship_type: relation.relationship_type },
        after: { related_product_id: relation.related_product_id, relationship_type: to },
      });
    return relatedLink(relation.product_id, relation.id, tx);
  }

  return {
    addAccessory: (mainId: number, accessoryId: number): Promise<AccessoryLink> =>
      repo.transaction(async (tx) => {
        if (mainId === accessoryId) throw badRequest(M.accessorySelf);
        const found = new Set((await repo.productsByIds([mainId, accessoryId], tx)).map((p) => p.id));
        if (!found.has(mainId)) throw notFound(M.productNotFound);
        if (!found.has(accessoryId)) throw notFound(M.accessoryProductNotFound);
        const id = await repo.insertAccessory(mainId, accessoryId, tx);
        if (!id) throw conflict(M.accessoryDuplicate);
        await recordLink(tx, "accessory_add", mainId, { accessory_product_id: accessoryId });
        const rows = await read.accessories(mainId, true, tx);
        return toAccessoryLink(rows.find((r) => r.id === id)!);
      }),

    deleteAccessory: (id: number) =>
      repo.transaction(async (tx) => {
        const removed = await repo.deleteAccessory(id, tx);
        if (!removed) throw notFound(M.accessoryNotFound);
        await recordLink(tx, "accessory_remove", removed.main_product_id, {
          accessory_product_id: removed.accessory_product_id,
        });
        return { id };
      }),

    addRelated: (
      productId: number,
      body: { related_product_id: number; relationship_type: string; newGroup?: boolean },
    ): Promise<RelatedLink> =>
      repo.transaction(async (tx) => {
        if (productId === body.related_product_id) throw badRequest(M.relatedSelf);
        await lockedProduct(productId, tx);
        if ((await repo.productsByIds([body.related_product_id], tx)).length === 0) {
          throw notFound(M.relatedProductNotFound);
        }
        const existing = await repo.relationsOf(productId, tx);
        if (existing.some((r) => r.related_product_id === body.related_product_id)) throw conflict(M.relatedDuplicate);
        const type = groupType(existing, body.relationship_type, body.newGroup);
        const [row] = await repo.insertRelations(productId, [body.related_product_id], type, tx);
        if (!row) throw conflict(M.relatedDuplicate);
        await recordLink(tx, "related_add", productId, {
          related_product_ids: [body.related_product_id],
          relationship_type: type,
        });
        return relatedLink(productId, row.id, tx);
      }),

    /** Several products into one group; ones already related are skipped, bad ids reported. */
    addRelatedMany: (
      productId: number,
      body: { relationship_type: string; products: number[]; newGroup?: boolean },
    ): Promise<RelatedMultipleResult> =>
      repo.transaction(async (tx) => {
        await lockedProduct(productId, tx);
        const existing = await repo.relationsOf(productId, tx);
        const type = groupType(existing, body.relationship_type, body.newGroup);
        const ids = [...new Set(body.products)];
        const found = new Set((await repo.productsByIds(ids, tx)).map((p) => p.id));
        const linked = new Set(existing.map((r) => r.related_product_id));
        const errors: RelatedMultipleResult["errors"] = [];
        const fresh: number[] = [];
        let skipped = 0;
        for (const id of ids) {
          if (id === productId) errors.push({ product_id: id, error: M.relatedSelf });
          else if (!found.has(id)) errors.push({ product_id: id, error: M.relatedProductNotFound });
          else if (linked.has(id)) skipped++;
          else fresh.push(id);
        }
        const created = await repo.insertRelations(productId, fresh, type, tx);
        if (created.length)
          await recordLink(tx, "related_add", productId, {
            related_product_ids: created.map((r) => r.related_product_id),
            relationship_type: type,
          });
        return {
          created: created.length,
          skipped: skipped + fresh.length - created.length,
          errors,
          relatedProducts: await relatedLinks(
            productId,
            created.map((r) => r.id),
            tx,
          ),
        };
      }),

    async relation(id: number): Promise<RelatedLink> {
      const row = await relationOrThrow(id);
      return relatedLink(row.product_id, row.id);
    },

    updateRelationType: (id: number, type: string) =>
      repo.transaction(async (tx) => {
        const row = await relationOrThrow(id, tx);
        await lockedProduct(row.product_id, tx);
        return retype(row, type, tx);
      }),

    updateRelatedOfProduct: (productId: number, relatedProductId: number, type: string) =>
      repo.transaction(async (tx) => retype(await pairOrThrow(productId, relatedProductId, tx), type, tx)),

    deleteRelation: (id: number) =>
      repo.transaction(async (tx) => {
        const row = await relationOrThrow(id, tx);
        await repo.deleteRelation(id, tx);
        await recordRemoval(tx, row);
        return { id };
      }),

    deleteRelatedOfProduct: (productId: number, relatedProductId: number) =>
      repo.transaction(async (tx) => {
        const row = await pairOrThrow(productId, relatedProductId, tx);
        await repo.deleteRelation(row.id, tx);
        await recordRemoval(tx, row);
        return { id: row.id };
      }),

    /**
     * The group edit modal's save (admin §4): removals, the rename of every remaining member and
     * the additions, in one transaction — any failure leaves the group exactly as it was.
     */
    saveGroup: (productId: number, body: RelatedGroupSave): Promise<RelatedGroupResult> =>
      repo.transaction(async (tx) => {
        await lockedProduct(productId, tx);
        const existing = await repo.relationsOf(productId, tx);
        if (!existing.some((r) => r.relationship_type === body.from)) throw notFound(M.groupNotFound);
        const clash = existing.find((r) => r.relationship_type !== body.from && sameType(r.relationship_type, body.to));
        if (clash) throw conflict(M.typeTaken);

        const removed = await repo.deleteRelations(productId, body.remove ?? [], body.from, tx);
        const renamed = await repo.renameGroup(productId, body.from, body.to, tx);

        const add = [...new Set(body.add ?? [])];
        const found = new Map((await repo.productsByIds(add, tx)).map((p) => [p.id, p.sku]));
        const fresh: number[] = [];
        for (const id of add) {
          if (id === productId) throw badRequest(M.relatedSelf);
          if (!found.has(id)) throw notFound(M.relatedProductNotFound);
          const current = existing.find((r) => r.related_product_id === id);
          if (current && current.relationship_type !== body.from) {
            throw conflict(M.relatedInOtherGroup(found.get(id)!, current.relationship_type));
          }
          if (!current || body.remove?.includes(id)) fresh.push(id);
        }
        const added = await repo.insertRelations(productId, fresh, body.to, tx);
        await recordLink(tx, "related_group_save", productId, {
          relationship_type: body.from === body.to ? body.to : `${body.from} → ${body.to}`,
          related_removed: removed,
          related_added: added.map((r) => r.related_product_id),
        });
        return {
          renamed,
          removed,
          added: added.length,
          relatedProducts: (await read.related(productId, true, tx)).map(toRelatedLink),
        };
      }),
  };
}

export type CatalogLinksService = ReturnType<typeof createCatalogLinksService>;

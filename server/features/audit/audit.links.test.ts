import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../../db/seed/factories.ts";
import { adminApi, type Api } from "../catalog/catalog-admin-test-support.ts";

let api: Api;
beforeAll(async () => {
  api = await adminApi();
});
afterAll(() => api.t.close());

type Entry = { action: string; entity: string; entity_id: string; user_name: string; changes: object };
const history = async (productId: number) =>
  ((await api.data("GET", `/audit?entity=product&entityId=${productId}`)).entries as Entry[]).reverse();

describe("audit log of a product's links (issue 22)", () => {
  it("records accessories added and removed, on the main product, with who did it", async () => {
    const [main, acc] = [await createProduct(api.t.database.db), await createProduct(api.t.database.db)];
    const link = await api.data("POST", "/accessories", { main_product_id: main.id, accessory_product_id: acc.id });
    await api.data("DELETE", `/accessories/${link.id}`);
    const entries = await history(main.id);
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      ["accessory_add", { accessory_product_id: [null, acc.id] }],
      ["accessory_remove", { accessory_product_id: [null, acc.id] }],
    ]);
    expect(entries.every((e) => e.user_name)).toBe(true);
  });

  it("records related products added, retyped, removed and a group saved", async () => {
    const db = api.t.database.db;
    const [main, a, b, c] = [
      await createProduct(db),
      await createProduct(db),
      await createProduct(db),
      await createProduct(db),
    ];
    const link = await api.data("POST", "/relatedProducts", {
      product_id: main.id,
      related_product_id: a.id,
      relationship_type: "Alternativa",
    });
    await api.data(
      "POST",
      "/relatedProducts/multiple",
      { product_id: main.id, relationship_type: "Alternativa", products: [b.id] },
      200,
    );
    await api.data("PUT", `/relatedProducts/${link.id}`, { relationship_type: "Reemplazo" });
    await api.data("PUT", `/products/${main.id}/related/groups`, {
      from: "Alternativa",
      to: "Equivalente",
      remove: [b.id],
      add: [c.id],
    });
    await api.data("DELETE", `/relatedProducts/${link.id}`);

    expect((await history(main.id)).map((e) => [e.action, e.changes])).toEqual([
      ["related_add", { related_product_ids: [null, [a.id]], relationship_type: [null, "Alternativa"] }],
      ["related_add", { related_product_ids: [null, [b.id]], relationship_type: [null, "Alternativa"] }],
      ["related_retype", { relationship_type: ["Alternativa", "Reemplazo"] }],
      [
        "related_group_save",
        {
          relationship_type: [null, "Alternativa → Equivalente"],
          related_removed: [null, 1],
          related_added: [null, [c.id]],
        },
      ],
      ["related_remove", { related_product_ids: [null, [a.id]], relationship_type: [null, "Reemplazo"] }],
    ]);
  });
});

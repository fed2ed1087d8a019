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

  it("records features and applications added, edited, replaced and removed, text before → after", async () => {
    const main = await createProduct(api.t.database.db);
    const feature = await api.data("POST", `/products/${main.id}/features`, { feature_text: "IP65", sort_order: 0 });
    await api.data("PUT", `/productFeatures/${feature.id}`, { feature_text: "IP66" });
    await api.data("PUT", `/productFeatures/${feature.id}`, { feature_text: "IP66" });
    await api.data("DELETE", `/productFeatures/${feature.id}`);
    await api.data("PUT", `/products/${main.id}/features`, { features: [{ feature_text: "24 VDC", sort_order: 0 }] });
    const app = await api.data("POST", "/productApplications", {
      product_id: main.id,
      application_text: "Bombeo",
      sort_order: 1,
    });
    await api.data("PUT", `/productApplications/${app.id}`, { sort_order: 2 });
    await api.data("DELETE", `/productApplications/${app.id}`);

    expect((await history(main.id)).map((e) => [e.action, e.changes])).toEqual([
      ["feature_add", { feature_text: [null, "IP65"], sort_order: [null, 0] }],
      // The second, identical edit changed nothing and records nothing.
      ["feature_update", { feature_text: ["IP65", "IP66"] }],
      ["feature_delete", { feature_text: ["IP66", null], sort_order: [0, null] }],
      ["features_replace", { features: [[], ["24 VDC"]] }],
      ["application_add", { application_text: [null, "Bombeo"], sort_order: [null, 1] }],
      ["application_update", { sort_order: [1, 2] }],
      ["application_delete", { application_text: ["Bombeo", null], sort_order: [2, null] }],
    ]);
  });
});

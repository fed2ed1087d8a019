import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../../db/seed/factories.ts";
import { adminApi, type Api } from "./catalog-admin-test-support.ts";

let api: Api;
const newProduct = async () => (await createProduct(api.t.database.db)).id;

beforeAll(async () => {
  api = await adminApi();
});
afterAll(() => api?.t.close());

/** Issue 22: features and applications added one by one all got order 0; now each goes last. */
describe("a new feature or application without an order goes after the last one", () => {
  it("features: 0, 1, then after an explicit 7 comes 8; blank counts as not given", async () => {
    const id = await newProduct();
    await api.data("POST", `/products/${id}/features`, { feature_text: "Primera" });
    await api.data("POST", `/products/${id}/features`, { feature_text: "Segunda", sort_order: "" });
    await api.data("POST", `/products/${id}/features`, { feature_text: "Séptima", sort_order: 7 });
    await api.data("POST", "/productFeatures", { product_id: id, feature_text: "Última" });
    const list = await api.data("GET", `/products/${id}/features`);
    expect(list.map((x: { feature_text: string; sort_order: number }) => [x.feature_text, x.sort_order])).toEqual([
      ["Primera", 0],
      ["Segunda", 1],
      ["Séptima", 7],
      ["Última", 8],
    ]);
  });

  it("applications: each new one after the last", async () => {
    const id = await newProduct();
    for (const text of ["Bombas", "Ventiladores", "Compresores"])
      await api.data("POST", "/productApplications", { product_id: id, application_text: text });
    const list = await api.data("GET", `/products/${id}/applications`);
    expect(
      list.map((x: { application_text: string; sort_order: number }) => [x.application_text, x.sort_order]),
    ).toEqual([
      ["Bombas", 0],
      ["Ventiladores", 1],
      ["Compresores", 2],
    ]);
  });
});

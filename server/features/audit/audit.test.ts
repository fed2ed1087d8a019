import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrand, createCategory } from "../../db/seed/factories.ts";
import { adminApi, type Api } from "../catalog/catalog-admin-test-support.ts";
import { changedFields } from "../../lib/record-change.ts";

let api: Api;
let category: number;
let brand: number;
beforeAll(async () => {
  api = await adminApi();
  category = (await createCategory(api.t.database.db, { name: "Variadores" })).id;
  brand = (await createBrand(api.t.database.db, { name: "Siemens" })).id;
});
afterAll(() => api.t.close());

const history = async (query: string) => (await api.data("GET", `/audit?${query}`)).entries as any[];

describe("audit log", () => {
  it("records who created and changed a product, with the changed fields before → after ('Historial')", async () => {
    const created = await api.data("POST", "/products", {
      sku: "6SL3210",
      sku_ec: "EC-1",
      name: "G120",
      description: "Variador",
      category_id: category,
      brand_id: brand,
      price: "100",
      stock_quantity: "5",
    });
    await api.data("PUT", `/products/${created.id}`, { name: "G120 Compacto", price: "120.50" });
    await api.data("PUT", `/products/${created.id}`, { name: "G120 Compacto" }); // no change: no record
    const entries = await history(`entity=product&entityId=${created.id}`);
    expect(entries.map((e) => e.action)).toEqual(["update", "create"]);
    const [update] = entries;
    expect(update).toMatchObject({ user_name: "Ana Administradora", entity: "product", entity_id: String(created.id) });
    expect(update.changes.name).toEqual(["G120", "G120 Compacto"]);
    expect(Object.keys(update.changes)).not.toContain("updated_at");
    await api.data("DELETE", `/products/${created.id}`);
    expect((await history(`entity=product&entityId=${created.id}`))[0]).toMatchObject({ action: "delete" });
  });

  it("records taxonomy changes, the wipe and user changes; filters by user and date; pages", async () => {
    const cat = await api.data("POST", "/categories", { name: "PLC", description: "Controladores" });
    await api.data("PUT", `/categories/${cat.id}`, { name: "PLC y E/S" });
    const [renamed] = await history(`entity=category&entityId=${cat.id}`);
    expect(renamed.changes.name).toEqual(["PLC", "PLC y E/S"]);

    await api.data("DELETE", "/products/clear", { confirmation: "ELIMINAR PRODUCTOS" });
    const [wipe] = await history("entity=catalog");
    expect(wipe).toMatchObject({ action: "wipe" });
    expect(wipe.changes.deleted_count[1]).toBeGreaterThanOrEqual(0);

    const user = await api.data("POST", "/users", {
      name: "Vera",
      email: "vera@andes.ec",
      password: "ventas-clave-2026",
      role: "ventas",
    });
    await api.data("PUT", `/users/${user.id}`, { password: "otra-clave-2026x", role: "admin" });
    const [change] = await history(`entity=user&entityId=${user.id}`);
    expect(change.changes).toEqual({ role: ["ventas", "admin"], password: ["(oculta)", "(oculta)"] });
    expect(JSON.stringify(await history("entity=user"))).not.toContain("argon2");

    const me = (await api.data("GET", "/auth/profile")).id;
    const mine = await history(`userId=${me}&from=2000-01-01&to=${new Date().toISOString().slice(0, 10)}`);
    expect(mine.length).toBeGreaterThanOrEqual(6);
    expect(await history(`userId=${me}&to=2000-01-01`)).toEqual([]);
    const page = await api.data("GET", "/audit?limit=2&page=2");
    expect(page.entries).toHaveLength(2);
    expect(page.pagination).toMatchObject({ page: 2, limit: 2 });
    expect(page.pagination.total).toBeGreaterThanOrEqual(6);
  });

  it("records a user's own profile change like an admin's change to the account", async () => {
    const me = (await api.data("GET", "/auth/profile")).id;
    await api.data("PUT", "/auth/profile", { name: "Ana Administradora Pérez" });
    const [own] = await history(`entity=user&entityId=${me}`);
    expect(own).toMatchObject({ action: "update", user_id: me });
    expect(own.changes).toEqual({ name: ["Ana Administradora", "Ana Administradora Pérez"] });
  });

  it("validates the filters in Spanish", async () => {
    await api.fails("GET", "/audit?entity=planeta", undefined, 400, "Entidad inválida");
  });
});

describe("changedFields", () => {
  it("keeps only what changed, hides secrets, ignores bookkeeping", () => {
    const at = new Date("2026-01-01T00:00:00Z");
    expect(
      changedFields(
        { a: 1, b: [1], updated_at: at, password_hash: "x", same: at },
        { a: 2, b: [1], updated_at: new Date(), password_hash: "y", same: new Date(at) },
      ),
    ).toEqual({ a: [1, 2], password: ["(oculta)", "(oculta)"] });
  });
});

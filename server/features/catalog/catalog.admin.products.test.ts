import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { accessories, productApplications, productFeatures, products, relatedProducts } from "../../db/schema/index.ts";
import { isOutOfStock } from "../../../contracts/stock.ts";
import {
  addAccessory,
  addApplications,
  addFeatures,
  addRelated,
  createBrand,
  createCategory,
  createProduct,
  createSubcategory,
} from "../../db/seed/factories.ts";
import { adminApi, type Api } from "./catalog-admin-test-support.ts";

let api: Api;
let refs: { brand: number; brand2: number; category: number; category2: number; sub: number; sub2: number };

beforeAll(async () => {
  api = await adminApi();
  const db = api.t.database.db;
  const [brand, brand2] = [await createBrand(db, { name: "Siemens" }), await createBrand(db, { name: "ABB" })];
  const [category, category2] = [
    await createCategory(db, { name: "Variadores" }),
    await createCategory(db, { name: "PLC" }),
  ];
  const sub = await createSubcategory(db, { name: "Baja tensión", category_id: category.id });
  const sub2 = await createSubcategory(db, { name: "Compactos", category_id: category2.id });
  refs = {
    brand: brand.id,
    brand2: brand2.id,
    category: category.id,
    category2: category2.id,
    sub: sub.id,
    sub2: sub2.id,
  };
});
afterAll(() => api?.t.close());

let n = 0;
const valid = (over: Record<string, unknown> = {}) => ({
  sku: `ADM-${++n}`,
  sku_ec: `EC-${n}`,
  name: `Variador ${n}`,
  description: "Convertidor de frecuencia",
  price: "1250.00",
  stock_quantity: "5",
  brand_id: refs.brand,
  category_id: refs.category,
  ...over,
});

describe("POST /api/products", () => {
  it("creates a product with every optional field and answers it like GET /products/{id}", async () => {
    const body = valid({
      subcategory_id: refs.sub,
      original_price: "1.400,00",
      min_stock_level: "2",
      series: "G120",
      weight: 3.5,
      dimensions: "200x100x80 mm",
      potencia_kw: "0.75",
      corriente: "2.2A",
      voltaje: "400V",
      frame_size: "FSA",
      comunicacion: "PROFINET",
      alimentacion: "Trifásica",
      main_image: "/uploads/g120.webp",
      is_active: false,
    });
    const created = await api.data("POST", "/products", body);
    expect(created).toMatchObject({
      sku: body.sku,
      sku_ec: body.sku_ec,
      price: "1250.00",
      price_amount: "1250.00",
      original_price: "1400.00",
      stock_quantity: 5,
      stock_text: "5",
      min_stock_level: 2,
      brand: { id: refs.brand, name: "Siemens" },
      category: { id: refs.category, name: "Variadores" },
      subcategory: { id: refs.sub, name: "Baja tensión" },
      weight: "3.5",
      alimentacion: "Trifásica",
      main_image: "/uploads/g120.webp",
      is_active: false,
      accessories_count: 0,
    });
    expect(await api.data("GET", `/products/${created.id}`)).toEqual(created);
  });

  it("answers the spec's message for each missing required field", async () => {
    const cases: [string, string][] = [
      ["sku", "El SKU es requerido"],
      ["sku_ec", "El SKU EC es requerido"],
      ["name", "El nombre es requerido"],
      ["description", "La descripción es requerida"],
      ["price", "El precio es requerido"],
      ["stock_quantity", "El stock es requerido"],
      ["brand_id", "La marca es requerida"],
      ["category_id", "La categoría es requerida"],
    ];
    for (const [field, message] of cases) {
      for (const value of [undefined, null, "", "   "]) {
        const body: Record<string, unknown> = valid({ [field]: value });
        if (value === undefined) delete body[field];
        const res = await api.fails("POST", "/products", body, 400, message);
        expect(res.details).toContainEqual({ field, message });
      }
    }
    const all = await api.fails("POST", "/products", {}, 400, "El SKU es requerido");
    expect(all.details.map((d: any) => d.field)).toEqual([
      "sku",
      "sku_ec",
      "name",
      "description",
      "price",
      "stock_quantity",
      "brand_id",
      "category_id",
    ]);
  });

  it("reads free-text price and stock, keeping the text and the number", async () => {
    const table: [unknown, string, string | null][] = [
      ["1250", "1250", "1250.00"],
      ["1.250,50", "1.250,50", "1250.50"],
      ["1,250.50", "1,250.50", "1250.50"],
      ["$ 99.90", "$ 99.90", "99.90"],
      ["USD 1.250,00", "USD 1.250,00", "1250.00"],
      [99.9, "99.9", "99.90"],
      ["  Consultar ", "Consultar", null],
      ["Precio a convenir", "Precio a convenir", null],
    ];
    for (const [typed, text, amount] of table) {
      const p = await api.data("POST", "/products", valid({ price: typed }));
      expect({ typed, price: p.price, amount: p.price_amount }).toEqual({ typed, price: text, amount });
      const [row] = await api.t.database.db.select().from(products).where(eq(products.id, p.id));
      expect(row.price_text).toBe(text);
    }
    const stocks: [unknown, string, number | null][] = [
      ["12", "12", 12],
      [7, "7", 7],
      ["1.000", "1.000", 1000],
      ["Disponible", "Disponible", null],
      ["Bajo pedido", "Bajo pedido", null],
    ];
    for (const [typed, text, quantity] of stocks) {
      const p = await api.data("POST", "/products", valid({ stock_quantity: typed }));
      expect({ typed, text: p.stock_text, quantity: p.stock_quantity }).toEqual({ typed, text, quantity });
    }
  });

  it("stores empty optional fields as null and rejects bad numbers in Spanish", async () => {
    const p = await api.data(
      "POST",
      "/products",
      valid({
        subcategory_id: "",
        original_price: "",
        min_stock_level: "",
        weight: "",
        potencia_kw: null,
        main_image: "  ",
      }),
    );
    expect(p).toMatchObject({
      subcategory_id: null,
      original_price: null,
      min_stock_level: null,
      weight: null,
      potencia_kw: null,
      main_image: null,
      is_active: true,
    });
    await api.fails("POST", "/products", valid({ price: "-5" }), 400, "El precio no puede ser negativo");
    await api.fails("POST", "/products", valid({ price: "99999999999" }), 400, "El precio es demasiado alto");
    await api.fails("POST", "/products", valid({ stock_quantity: "-1" }), 400, "El stock no puede ser negativo");
    await api.fails(
      "POST",
      "/products",
      valid({ original_price: "mucho" }),
      400,
      "El precio original debe ser un número",
    );
    const minStock = "El stock mínimo debe ser un número entero mayor o igual a 0";
    for (const bad of ["dos", "-1", 2.5])
      await api.fails("POST", "/products", valid({ min_stock_level: bad }), 400, minStock);
    await api.fails("POST", "/products", valid({ brand_id: "abc" }), 400, "Identificador inválido");
    await api.fails("POST", "/products", valid({ is_active: "sí" }), 400, "El estado debe ser verdadero o falso");
  });

  it("409 for a SKU that exists in any case", async () => {
    await api.data("POST", "/products", valid({ sku: "6SL3210-UNICO" }));
    await api.fails(
      "POST",
      "/products",
      valid({ sku: "6sl3210-unico" }),
      409,
      "Ya existe un producto con el SKU 6sl3210-unico",
    );
    await api.fails(
      "POST",
      "/products",
      valid({ sku: " 6SL3210-UNICO " }),
      409,
      "Ya existe un producto con el SKU 6SL3210-UNICO",
    );
  });

  it("two simultaneous creates with one SKU: one 201, one 409", async () => {
    const [a, b] = await Promise.all([
      api.call("POST", "/products", valid({ sku: "CARRERA-1" })),
      api.call("POST", "/products", valid({ sku: "carrera-1" })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.error).toMatch(
      /^Ya existe un producto con el SKU (CARRERA-1|carrera-1)$/,
    );
  });

  it("422 when brand, category or subcategory do not exist, or the subcategory is of another category", async () => {
    await api.fails("POST", "/products", valid({ brand_id: 999999 }), 422, "La marca seleccionada no existe");
    await api.fails("POST", "/products", valid({ category_id: 999999 }), 422, "La categoría seleccionada no existe");
    await api.fails(
      "POST",
      "/products",
      valid({ subcategory_id: 999999 }),
      422,
      "La subcategoría seleccionada no existe",
    );
    const res = await api.fails(
      "POST",
      "/products",
      valid({ subcategory_id: refs.sub2 }),
      422,
      "La subcategoría no pertenece a la categoría seleccionada",
    );
    expect(res.details).toEqual([
      { field: "subcategory_id", message: "La subcategoría no pertenece a la categoría seleccionada" },
    ]);
  });

  it("the admin list shows the new inactive product; the public one does not", async () => {
    const p = await api.data("POST", "/products", valid({ name: "Equipo oculto zeta", is_active: false }));
    const admin = await api.data("GET", "/products?includeInactive=true&search=oculto%20zeta");
    expect(admin.products.map((x: any) => x.id)).toEqual([p.id]);
    const anon = await api.call("GET", "/products?includeInactive=true&search=oculto%20zeta", undefined, {});
    expect(anon.body.data.products).toEqual([]);
  });
});

describe("PUT /api/products/{id}", () => {
  it("changes only the fields sent", async () => {
    const p = await api.data(
      "POST",
      "/products",
      valid({ subcategory_id: refs.sub, min_stock_level: 3, is_active: false }),
    );
    const u = await api.data("PUT", `/products/${p.id}`, { name: "Nuevo nombre", price: "Consultar" });
    expect(u).toMatchObject({
      name: "Nuevo nombre",
      price: "Consultar",
      price_amount: null,
      sku: p.sku,
      stock_quantity: 5,
      min_stock_level: 3,
      subcategory_id: refs.sub,
      is_active: false,
    });
    expect(new Date(u.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(p.updated_at).getTime());
    const emptied = await api.data("PUT", `/products/${p.id}`, { min_stock_level: "", weight: "", is_active: true });
    expect(emptied).toMatchObject({ min_stock_level: null, weight: null, is_active: true });
  });

  it("accepts the product as the client read it (extra fields are ignored)", async () => {
    const p = await api.data("POST", "/products", valid());
    const u = await api.data("PUT", `/products/${p.id}`, { ...p, name: "Editado", price: "2.000,00" });
    expect(u).toMatchObject({ name: "Editado", price: "2.000,00", price_amount: "2000.00", id: p.id });
  });

  it("validates like create for the fields sent", async () => {
    const p = await api.data("POST", "/products", valid());
    await api.fails("PUT", `/products/${p.id}`, { sku: "" }, 400, "El SKU es requerido");
    await api.fails("PUT", `/products/${p.id}`, { name: null }, 400, "El nombre es requerido");
    await api.fails("PUT", `/products/${p.id}`, { price: "" }, 400, "El precio es requerido");
    await api.fails("PUT", `/products/${p.id}`, { brand_id: 999999 }, 422, "La marca seleccionada no existe");
    await api.fails(
      "PUT",
      `/products/${p.id}`,
      { subcategory_id: refs.sub2 },
      422,
      "La subcategoría no pertenece a la categoría seleccionada",
    );
  });

  it("409 when the new SKU belongs to another product, not for its own SKU in another case", async () => {
    const a = await api.data("POST", "/products", valid());
    const b = await api.data("POST", "/products", valid());
    await api.fails(
      "PUT",
      `/products/${b.id}`,
      { sku: a.sku.toLowerCase() },
      409,
      `Ya existe un producto con el SKU ${a.sku.toLowerCase()}`,
    );
    expect((await api.data("PUT", `/products/${b.id}`, { sku: b.sku.toLowerCase() })).sku).toBe(b.sku.toLowerCase());
  });

  it("a category change without a subcategory clears the old subcategory", async () => {
    const p = await api.data("POST", "/products", valid({ subcategory_id: refs.sub }));
    const moved = await api.data("PUT", `/products/${p.id}`, { category_id: refs.category2 });
    expect(moved).toMatchObject({ category_id: refs.category2, subcategory_id: null, subcategory: null });
    const both = await api.data("PUT", `/products/${p.id}`, { category_id: refs.category, subcategory_id: refs.sub });
    expect(both).toMatchObject({ category_id: refs.category, subcategory_id: refs.sub });
  });

  it("404 for an unknown product, 400 for a bad id", async () => {
    await api.fails("PUT", "/products/999999", { name: "X" }, 404, "Producto no encontrado");
    await api.fails("PUT", "/products/abc", { name: "X" }, 400, "Identificador inválido");
  });
});

describe("DELETE /api/products/{id}", () => {
  it("removes the product and every link naming it, in either direction", async () => {
    const db = api.t.database.db;
    const main = await createProduct(db);
    const other = await createProduct(db);
    const third = await createProduct(db);
    await addFeatures(db, main.id, ["Uno", "Dos"]);
    await addApplications(db, main.id, ["Bombeo"]);
    await addAccessory(db, main.id, other.id);
    await addAccessory(db, third.id, main.id);
    await addRelated(db, main.id, other.id, "Alternativa");
    await addRelated(db, third.id, main.id, "Complemento");
    await addRelated(db, third.id, other.id, "Complemento");

    const res = await api.data("DELETE", `/products/${main.id}`);
    expect(res).toEqual({ id: main.id, deleted: { features: 2, applications: 1, accessories: 2, related: 2 } });
    expect(await db.select().from(products).where(eq(products.id, main.id))).toEqual([]);
    expect(await db.select().from(productFeatures).where(eq(productFeatures.product_id, main.id))).toEqual([]);
    expect(await db.select().from(productApplications).where(eq(productApplications.product_id, main.id))).toEqual([]);
    expect(await db.select().from(accessories).where(eq(accessories.main_product_id, third.id))).toEqual([]);
    // Links between the other products stay.
    expect(await db.select().from(relatedProducts).where(eq(relatedProducts.product_id, third.id))).toHaveLength(1);
    await api.fails("GET", `/products/${main.id}`, undefined, 404, "Producto no encontrado");
    await api.fails("DELETE", `/products/${main.id}`, undefined, 404, "Producto no encontrado");
  });
});

describe("stats for the dashboard", () => {
  it("staff get inactive and out-of-stock counts and products per category and brand; the public the basic counters", async () => {
    const staff = await api.data("GET", "/info/stats");
    const db = api.t.database.db;
    const all = await db.select().from(products);
    expect(staff.total_products).toBe(all.length);
    expect(staff.inactive_products).toBe(all.filter((p) => !p.is_active).length);
    expect(staff.out_of_stock_products).toBe(all.filter((p) => isOutOfStock(p.stock_quantity)).length);
    const perCategory = staff.products_by_category.reduce((s: number, c: any) => s + c.count, 0);
    expect(perCategory).toBe(all.length);
    const variadores = staff.products_by_category.find((c: any) => c.id === refs.category);
    expect(variadores).toEqual({
      id: refs.category,
      name: "Variadores",
      count: all.filter((p) => p.category_id === refs.category).length,
    });
    const withoutBrand = staff.products_by_brand.find((b: any) => b.id === null);
    expect(withoutBrand).toEqual({ id: null, name: "Sin marca", count: all.filter((p) => p.brand_id === null).length });
    expect(await api.data("GET", "/products/stats")).toEqual(staff);

    const anon = (await api.call("GET", "/info/stats", undefined, {})).body.data;
    expect(Object.keys(anon).sort()).toEqual([
      "active_products",
      "out_of_stock_products",
      "total_brands",
      "total_categories",
      "total_products",
      "total_subcategories",
    ]);
  });
});

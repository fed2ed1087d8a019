import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { relatedProducts } from "../../db/schema/index.ts";
import { addRelated, createBrand, createProduct } from "../../db/seed/factories.ts";
import { adminApi, type Api } from "./catalog-admin-test-support.ts";

let api: Api;
const product = async (values: Parameters<typeof createProduct>[1] = {}) => createProduct(api.t.database.db, values);
/** The product's groups as { type: [related product ids] }, read back through the public API. */
async function groups(productId: number) {
  const { relatedProducts: links } = await api.data("GET", `/relatedProducts/product/${productId}`);
  const out: Record<string, number[]> = {};
  for (const l of links) (out[l.relationshipType] ??= []).push(l.related_product_id);
  for (const ids of Object.values(out)) ids.sort((a, b) => a - b);
  return out;
}

beforeAll(async () => {
  api = await adminApi();
});
afterAll(() => api?.t.close());

describe("accessories", () => {
  it("POST /accessories links a product and answers the link with the accessory's summary", async () => {
    const brand = await createBrand(api.t.database.db, { name: "Weg" });
    const main = await product();
    const acc = await product({ name: "Filtro de línea", brand_id: brand.id, price: "45.50", price_text: "45.50" });
    const res = await api.call("POST", "/accessories", {
      main_product_id: main.id,
      accessory_product_id: String(acc.id),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: "Accesorio agregado correctamente",
      data: {
        id: expect.any(Number),
        main_product_id: main.id,
        accessory_product_id: acc.id,
        accessoryProduct: {
          id: acc.id,
          name: "Filtro de línea",
          sku: acc.sku,
          main_image: null,
          price: "45.50",
          brand: { id: brand.id, name: "Weg" },
        },
      },
    });
    expect((await api.data("GET", `/products/${main.id}`)).accessories_count).toBe(1);
    expect((await api.data("GET", `/accessories/product/${main.id}`)).accessories).toEqual([res.body.data]);
  });

  it("refuses self links, duplicates, missing fields and unknown products", async () => {
    const [main, acc] = [await product(), await product()];
    await api.fails(
      "POST",
      "/accessories",
      { main_product_id: main.id, accessory_product_id: main.id },
      400,
      "Un producto no puede ser accesorio de sí mismo",
    );
    await api.data("POST", "/accessories", { main_product_id: main.id, accessory_product_id: acc.id });
    await api.fails(
      "POST",
      "/accessories",
      { main_product_id: main.id, accessory_product_id: acc.id },
      409,
      "Este accesorio ya está agregado",
    );
    for (const body of [
      {},
      { main_product_id: main.id },
      { accessory_product_id: acc.id },
      { main_product_id: "", accessory_product_id: acc.id },
    ]) {
      await api.fails("POST", "/accessories", body, 400, "Datos incompletos para agregar accesorio");
    }
    await api.fails(
      "POST",
      "/accessories",
      { main_product_id: 999999, accessory_product_id: acc.id },
      404,
      "Producto no encontrado",
    );
    await api.fails(
      "POST",
      "/accessories",
      { main_product_id: main.id, accessory_product_id: 999999 },
      404,
      "Producto accesorio no encontrado",
    );
  });

  it("DELETE /accessories/{id}", async () => {
    const [main, acc] = [await product(), await product()];
    const link = await api.data("POST", "/accessories", { main_product_id: main.id, accessory_product_id: acc.id });
    const res = await api.call("DELETE", `/accessories/${link.id}`);
    expect(res.body).toEqual({ success: true, data: { id: link.id }, message: "Accesorio eliminado correctamente" });
    expect((await api.data("GET", `/accessories/product/${main.id}`)).accessories).toEqual([]);
    await api.fails("DELETE", `/accessories/${link.id}`, undefined, 404, "Accesorio no encontrado");
  });
});

describe("related products", () => {
  it("POST /relatedProducts adds a link; GET, PUT and DELETE /relatedProducts/{id}", async () => {
    const [main, other] = [await product(), await product({ name: "Variador alternativo" })];
    const link = await api.data("POST", "/relatedProducts", {
      product_id: main.id,
      related_product_id: other.id,
      relationship_type: "  Alternativa ",
    });
    expect(link).toMatchObject({
      product_id: main.id,
      related_product_id: other.id,
      relationshipType: "Alternativa",
      relationship_type: "Alternativa",
      relatedProduct: { id: other.id, name: "Variador alternativo", sku: other.sku },
    });
    expect(await api.data("GET", `/relatedProducts/${link.id}`)).toEqual(link);
    const updated = await api.call("PUT", `/relatedProducts/${link.id}`, { relationship_type: "Reemplazo" });
    expect(updated.body.message).toBe("Producto relacionado actualizado correctamente");
    expect(updated.body.data.relationshipType).toBe("Reemplazo");
    await api.fails(
      "PUT",
      `/relatedProducts/${link.id}`,
      { relationship_type: "" },
      400,
      "El tipo de relación es requerido",
    );
    await api.fails("PUT", `/relatedProducts/${link.id}`, {}, 400, "El tipo de relación es requerido");
    await api.fails(
      "PUT",
      `/relatedProducts/${link.id}`,
      { relationship_type: "R" },
      400,
      "El tipo de relación debe tener al menos 2 caracteres",
    );
    expect(await api.data("DELETE", `/relatedProducts/${link.id}`)).toEqual({ id: link.id });
    for (const [method, payload] of [["GET"], ["PUT", { relationship_type: "Otro" }], ["DELETE"]] as const) {
      await api.fails(method, `/relatedProducts/${link.id}`, payload, 404, "Relación no encontrada");
    }
  });

  it("type rules, self links, duplicates and unknown products", async () => {
    const [main, a, b] = [await product(), await product(), await product()];
    const base = { product_id: main.id, related_product_id: a.id };
    await api.fails(
      "POST",
      "/relatedProducts",
      { ...base, relationship_type: "   " },
      400,
      "El tipo de relación es requerido",
    );
    await api.fails("POST", "/relatedProducts", base, 400, "El tipo de relación es requerido");
    await api.fails(
      "POST",
      "/relatedProducts",
      { ...base, relationship_type: " A " },
      400,
      "El tipo de relación debe tener al menos 2 caracteres",
    );
    await api.fails(
      "POST",
      "/relatedProducts",
      { product_id: main.id, related_product_id: main.id, relationship_type: "Kit" },
      400,
      "Un producto no puede relacionarse consigo mismo",
    );
    await api.fails(
      "POST",
      "/relatedProducts",
      { product_id: main.id, relationship_type: "Kit" },
      400,
      "Datos incompletos para relacionar productos",
    );
    await api.fails(
      "POST",
      "/relatedProducts",
      { ...base, product_id: 999999, relationship_type: "Kit" },
      404,
      "Producto no encontrado",
    );
    await api.fails(
      "POST",
      "/relatedProducts",
      { ...base, related_product_id: 999999, relationship_type: "Kit" },
      404,
      "Producto relacionado no encontrado",
    );
    await api.data("POST", "/relatedProducts", { ...base, relationship_type: "Complemento" });
    await api.fails(
      "POST",
      "/relatedProducts",
      { ...base, relationship_type: "Otro" },
      409,
      "Este producto ya está relacionado",
    );

    // A new group may not repeat an existing type in any case; joining the group is fine and keeps its spelling.
    await api.fails(
      "POST",
      "/relatedProducts",
      { product_id: main.id, related_product_id: b.id, relationship_type: "COMPLEMENTO", newGroup: true },
      409,
      "Este tipo de relación ya existe",
    );
    const joined = await api.data("POST", "/relatedProducts", {
      product_id: main.id,
      related_product_id: b.id,
      relationship_type: "complemento",
    });
    expect(joined.relationshipType).toBe("Complemento");
    expect(await groups(main.id)).toEqual({ Complemento: [a.id, b.id].sort((x, y) => x - y) });
  });

  it("POST /relatedProducts/multiple reports created, skipped and errors", async () => {
    const [main, a, b, c] = [await product(), await product(), await product(), await product()];
    await addRelated(api.t.database.db, main.id, a.id, "Repuestos");
    const res = await api.data(
      "POST",
      "/relatedProducts/multiple",
      {
        product_id: main.id,
        relationship_type: "Kit de montaje",
        products: [a.id, b.id, c.id, b.id, main.id, 999999],
        newGroup: true,
      },
      200,
    );
    expect(res).toMatchObject({
      created: 2,
      skipped: 1,
      errors: [
        { product_id: main.id, error: "Un producto no puede relacionarse consigo mismo" },
        { product_id: 999999, error: "Producto relacionado no encontrado" },
      ],
    });
    expect(res.relatedProducts.map((l: any) => l.related_product_id).sort()).toEqual([b.id, c.id].sort());
    expect(await groups(main.id)).toEqual({ "Kit de montaje": [b.id, c.id].sort((x, y) => x - y), Repuestos: [a.id] });

    const msg = "Selecciona un tipo de relación y al menos un producto";
    await api.fails(
      "POST",
      "/relatedProducts/multiple",
      { product_id: main.id, relationship_type: "Kit", products: [] },
      400,
      msg,
    );
    await api.fails("POST", "/relatedProducts/multiple", { product_id: main.id, relationship_type: "Kit" }, 400, msg);
    await api.fails(
      "POST",
      "/relatedProducts/multiple",
      { product_id: main.id, products: [b.id] },
      400,
      "El tipo de relación es requerido",
    );
    await api.fails(
      "POST",
      "/relatedProducts/multiple",
      { product_id: main.id, relationship_type: "kit DE montaje", products: [a.id], newGroup: true },
      409,
      "Este tipo de relación ya existe",
    );
    await api.fails(
      "POST",
      "/relatedProducts/multiple",
      { product_id: 999999, relationship_type: "Kit", products: [a.id] },
      404,
      "Producto no encontrado",
    );
  });

  it("/products/{id}/related: POST, PUT (by related product id) and DELETE /products/{id}/related/{relatedId}", async () => {
    const [main, a, b] = [await product(), await product(), await product()];
    const link = await api.data("POST", `/products/${main.id}/related`, {
      related_product_id: a.id,
      relationship_type: "Alternativa",
    });
    expect(link).toMatchObject({ product_id: main.id, related_product_id: a.id, relationshipType: "Alternativa" });
    await api.fails(
      "POST",
      `/products/${main.id}/related`,
      { related_product_id: main.id, relationship_type: "Kit" },
      400,
      "Un producto no puede relacionarse consigo mismo",
    );
    await api.fails(
      "POST",
      `/products/999999/related`,
      { related_product_id: a.id, relationship_type: "Kit" },
      404,
      "Producto no encontrado",
    );

    const u = await api.data("PUT", `/products/${main.id}/related`, {
      related_product_id: a.id,
      relationship_type: "Sustituto",
    });
    expect(u).toMatchObject({ id: link.id, relationshipType: "Sustituto" });
    await api.fails(
      "PUT",
      `/products/${main.id}/related`,
      { related_product_id: b.id, relationship_type: "Kit" },
      404,
      "Relación no encontrada",
    );
    await api.fails(
      "PUT",
      `/products/${main.id}/related`,
      { related_product_id: a.id, relationship_type: "" },
      400,
      "El tipo de relación es requerido",
    );

    await api.fails("DELETE", `/products/${main.id}/related/${b.id}`, undefined, 404, "Relación no encontrada");
    expect(await api.data("DELETE", `/products/${main.id}/related/${a.id}`)).toEqual({ id: link.id });
    expect(await groups(main.id)).toEqual({});
  });

  describe("PUT /products/{id}/related/groups (group edit save)", () => {
    async function groupFixture() {
      const main = await product();
      const [a, b, c, d, e] = [await product(), await product(), await product(), await product(), await product()];
      const db = api.t.database.db;
      await addRelated(db, main.id, a.id, "Alternativa");
      await addRelated(db, main.id, b.id, "Alternativa");
      await addRelated(db, main.id, c.id, "Alternativa");
      await addRelated(db, main.id, d.id, "Complemento");
      return { main, a, b, c, d, e };
    }

    it("renames every member, removes and adds, in one call", async () => {
      const { main, a, b, c, d, e } = await groupFixture();
      const res = await api.data("PUT", `/products/${main.id}/related/groups`, {
        from: "Alternativa",
        to: "Reemplazos",
        remove: [b.id],
        add: [e.id],
      });
      expect(res).toMatchObject({ renamed: 2, removed: 1, added: 1 });
      const expected = { Reemplazos: [a.id, c.id, e.id].sort((x, y) => x - y), Complemento: [d.id] };
      expect(await groups(main.id)).toEqual(expected);
      // The answer is the product's whole related list after the save.
      expect(res.relatedProducts).toHaveLength(4);
      // Changing only the case of the group's own name is allowed.
      await api.data("PUT", `/products/${main.id}/related/groups`, { from: "Reemplazos", to: "REEMPLAZOS" });
      expect(Object.keys(await groups(main.id)).sort()).toEqual(["Complemento", "REEMPLAZOS"]);
    });

    it("is atomic: a failing addition leaves the rename and removals undone", async () => {
      const { main, a, b, c, d } = await groupFixture();
      const before = await api.t.database.db
        .select()
        .from(relatedProducts)
        .where(eq(relatedProducts.product_id, main.id));
      await api.fails(
        "PUT",
        `/products/${main.id}/related/groups`,
        { from: "Alternativa", to: "Renombrado", remove: [a.id], add: [999999] },
        404,
        "Producto relacionado no encontrado",
      );
      await api.fails(
        "PUT",
        `/products/${main.id}/related/groups`,
        { from: "Alternativa", to: "Renombrado", remove: [a.id], add: [d.id] },
        409,
        `El producto ${d.sku} ya está relacionado en el grupo "Complemento"`,
      );
      const after = await api.t.database.db
        .select()
        .from(relatedProducts)
        .where(eq(relatedProducts.product_id, main.id));
      expect(after).toEqual(before);
      expect(await groups(main.id)).toEqual({
        Alternativa: [a.id, b.id, c.id].sort((x, y) => x - y),
        Complemento: [d.id],
      });
    });

    it("validates the names and refuses a name another group has", async () => {
      const { main } = await groupFixture();
      const url = `/products/${main.id}/related/groups`;
      await api.fails("PUT", url, { from: "Alternativa", to: "" }, 400, "El nuevo tipo de relación es requerido");
      await api.fails("PUT", url, { from: "Alternativa" }, 400, "El nuevo tipo de relación es requerido");
      await api.fails(
        "PUT",
        url,
        { from: "Alternativa", to: "X" },
        400,
        "El tipo de relación debe tener al menos 2 caracteres",
      );
      await api.fails("PUT", url, { from: "Alternativa", to: "complemento" }, 409, "Este tipo de relación ya existe");
      await api.fails("PUT", url, { from: "No existe", to: "Otro" }, 404, "Grupo de relación no encontrado");
      await api.fails(
        "PUT",
        `/products/999999/related/groups`,
        { from: "Alternativa", to: "Otro" },
        404,
        "Producto no encontrado",
      );
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addApplications, addFeatures, createApplication, createProduct } from "../../db/seed/factories.ts";
import { adminApi, type Api } from "./catalog-admin-test-support.ts";

let api: Api;
let productId: number;
const newProduct = async () => (await createProduct(api.t.database.db)).id;

beforeAll(async () => {
  api = await adminApi();
  productId = await newProduct();
});
afterAll(() => api?.t.close());

const TEXT_REQUIRED = "El texto de la característica es requerido";
const SORT_INVALID = "El orden debe ser un número entero mayor o igual a 0";

describe("features", () => {
  it("POST /products/{id}/features adds a trimmed feature; sort_order defaults to 0", async () => {
    const id = await newProduct();
    const f = await api.data("POST", `/products/${id}/features`, { feature_text: "  Control vectorial  " });
    expect(f).toEqual({ id: expect.any(Number), product_id: id, feature_text: "Control vectorial", sort_order: 0 });
    const res = await api.call("POST", `/products/${id}/features`, { feature_text: "Filtro EMC", sort_order: 2 });
    expect(res.body.message).toBe("Característica creada correctamente");
    const list = await api.data("GET", `/products/${id}/features`);
    expect(list.map((x: any) => [x.feature_text, x.sort_order])).toEqual([
      ["Control vectorial", 0],
      ["Filtro EMC", 2],
    ]);
  });

  it("text is required after trimming; a non-numeric sort_order becomes 0, a blank one is after the last (issue 22); a negative or fractional one is refused", async () => {
    for (const feature_text of [undefined, null, "", "   "]) {
      await api.fails("POST", `/products/${productId}/features`, { feature_text }, 400, TEXT_REQUIRED);
    }
    for (const [sort_order, stored] of [
      ["abc", 0],
      ["", 1],
      [null, 2],
    ] as const) {
      const f = await api.data("POST", `/products/${productId}/features`, { feature_text: "X", sort_order });
      expect(f.sort_order).toBe(stored);
    }
    expect(
      (await api.data("POST", `/products/${productId}/features`, { feature_text: "X", sort_order: "7" })).sort_order,
    ).toBe(7);
    for (const sort_order of [-1, 1.5, "-3"]) {
      await api.fails("POST", `/products/${productId}/features`, { feature_text: "X", sort_order }, 400, SORT_INVALID);
    }
  });

  it("PUT /products/{id}/features replaces the whole ordered list at once", async () => {
    const id = await newProduct();
    await addFeatures(api.t.database.db, id, ["Vieja 1", "Vieja 2"]);
    const list = await api.data("PUT", `/products/${id}/features`, {
      features: [
        { feature_text: "B", sort_order: 1 },
        { feature_text: "A", sort_order: 0 },
      ],
    });
    expect(list.map((f: any) => f.feature_text)).toEqual(["A", "B"]);
    expect(await api.data("GET", `/products/${id}/features`)).toEqual(list);
    // One bad item: nothing changes.
    await api.fails(
      "PUT",
      `/products/${id}/features`,
      { features: [{ feature_text: "C" }, { feature_text: " " }] },
      400,
      TEXT_REQUIRED,
    );
    expect(await api.data("GET", `/products/${id}/features`)).toEqual(list);
    expect(await api.data("PUT", `/products/${id}/features`, { features: [] })).toEqual([]);
  });

  it("DELETE /products/{id}/features/{featureId} only deletes a feature of that product", async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    const [fa] = await addFeatures(api.t.database.db, a, ["De A"]);
    await api.fails("DELETE", `/products/${b}/features/${fa.id}`, undefined, 404, "Característica no encontrada");
    expect(await api.data("DELETE", `/products/${a}/features/${fa.id}`)).toEqual({ id: fa.id });
    expect(await api.data("GET", `/products/${a}/features`)).toEqual([]);
    await api.fails("DELETE", `/products/${a}/features/${fa.id}`, undefined, 404, "Característica no encontrada");
  });

  it("/productFeatures: POST, GET by id, PUT (partial), DELETE", async () => {
    const id = await newProduct();
    const f = await api.data("POST", "/productFeatures", { product_id: id, feature_text: "Uno", sort_order: 3 });
    expect(f).toMatchObject({ product_id: id, feature_text: "Uno", sort_order: 3 });
    expect(await api.data("GET", `/productFeatures/${f.id}`)).toEqual(f);
    const renamed = await api.call("PUT", `/productFeatures/${f.id}`, { feature_text: "Uno bis" });
    expect(renamed.body).toEqual({
      success: true,
      data: { ...f, feature_text: "Uno bis" },
      message: "Característica actualizada correctamente",
    });
    expect((await api.data("PUT", `/productFeatures/${f.id}`, { sort_order: 1 })).feature_text).toBe("Uno bis");
    await api.fails("PUT", `/productFeatures/${f.id}`, { feature_text: "" }, 400, TEXT_REQUIRED);
    expect(await api.data("GET", `/productFeatures?product_id=${id}`)).toEqual([
      { ...f, feature_text: "Uno bis", sort_order: 1 },
    ]);
    const del = await api.call("DELETE", `/productFeatures/${f.id}`);
    expect(del.body).toEqual({ success: true, data: { id: f.id }, message: "Característica eliminada correctamente" });
    for (const [method, payload] of [["GET"], ["PUT", { feature_text: "X" }], ["DELETE"]] as const) {
      await api.fails(method, `/productFeatures/${f.id}`, payload, 404, "Característica no encontrada");
    }
    await api.fails(
      "POST",
      "/productFeatures",
      { product_id: 999999, feature_text: "X" },
      404,
      "Producto no encontrado",
    );
    await api.fails("POST", "/productFeatures", { feature_text: "X" }, 400, "El producto es requerido");
    await api.fails("POST", `/products/999999/features`, { feature_text: "X" }, 404, "Producto no encontrado");
    await api.fails("PUT", `/products/999999/features`, { features: [] }, 404, "Producto no encontrado");
  });
});

describe("product applications", () => {
  it("/productApplications: POST, GET, PUT, DELETE with exact messages", async () => {
    const id = await newProduct();
    const res = await api.call("POST", "/productApplications", {
      product_id: id,
      application_text: " Bombeo ",
      sort_order: "x",
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Aplicación creada correctamente");
    const a = res.body.data;
    expect(a).toEqual({
      id: expect.any(Number),
      product_id: id,
      application_id: null,
      application_text: "Bombeo",
      sort_order: 0,
    });
    expect(await api.data("GET", `/productApplications/${a.id}`)).toEqual(a);
    const u = await api.data("PUT", `/productApplications/${a.id}`, { sort_order: 4 });
    expect(u).toEqual({ ...a, sort_order: 4 });
    await api.fails(
      "PUT",
      `/productApplications/${a.id}`,
      { application_text: "  " },
      400,
      "El texto de la aplicación es requerido",
    );
    await api.fails("POST", "/productApplications", { product_id: id }, 400, "El texto de la aplicación es requerido");
    await api.fails(
      "POST",
      "/productApplications",
      { product_id: id, application_text: "X", sort_order: -2 },
      400,
      SORT_INVALID,
    );
    await api.fails(
      "POST",
      "/productApplications",
      { product_id: 999999, application_text: "X" },
      404,
      "Producto no encontrado",
    );
    await api.fails(
      "POST",
      "/productApplications",
      { product_id: id, application_text: "X", application_id: 999999 },
      404,
      "Aplicación no encontrada",
    );
    expect((await api.call("DELETE", `/productApplications/${a.id}`)).body.message).toBe(
      "Aplicación eliminada correctamente",
    );
    await api.fails("GET", `/productApplications/${a.id}`, undefined, 404, "Aplicación del producto no encontrada");
    await api.fails("DELETE", `/productApplications/${a.id}`, undefined, 404, "Aplicación del producto no encontrada");
  });

  it("POST /products/{id}/applications links reusable applications once each, after the existing ones", async () => {
    const db = api.t.database.db;
    const id = await newProduct();
    await addApplications(db, id, ["Texto libre"]);
    const pumping = await createApplication(db, { name: "Bombeo industrial" });
    const fans = await createApplication(db, { name: "Ventiladores" });
    const list = await api.data(
      "POST",
      `/products/${id}/applications`,
      { applicationIds: [pumping.id, fans.id, pumping.id] },
      200,
    );
    expect(list.map((a: any) => [a.application_text, a.application_id, a.sort_order])).toEqual([
      ["Texto libre", null, 0],
      ["Bombeo industrial", pumping.id, 1],
      ["Ventiladores", fans.id, 2],
    ]);
    // Idempotent per id.
    expect(await api.data("POST", `/products/${id}/applications`, { applicationIds: [fans.id] }, 200)).toEqual(list);
    await api.fails(
      "POST",
      `/products/${id}/applications`,
      { applicationIds: [] },
      400,
      "Selecciona al menos una aplicación",
    );
    await api.fails("POST", `/products/${id}/applications`, {}, 400, "Selecciona al menos una aplicación");
    await api.fails(
      "POST",
      `/products/${id}/applications`,
      { applicationIds: [fans.id, 999999] },
      404,
      "Aplicación no encontrada",
    );
    await api.fails(
      "POST",
      `/products/999999/applications`,
      { applicationIds: [fans.id] },
      404,
      "Producto no encontrado",
    );
    expect(await api.data("GET", `/products/${id}/applications`)).toEqual(list);
  });
});

describe("/applications (the reusable list)", () => {
  it("create, read, update, delete; names unique in any case", async () => {
    const a = await api.data("POST", "/applications", { name: "  Tratamiento de agua ", description: "" });
    expect(a).toEqual({ id: expect.any(Number), name: "Tratamiento de agua", description: null });
    expect(await api.data("GET", `/applications/${a.id}`)).toEqual(a);
    await api.fails(
      "POST",
      "/applications",
      { name: "TRATAMIENTO DE AGUA" },
      409,
      "Ya existe una aplicación con el nombre TRATAMIENTO DE AGUA",
    );
    await api.fails("POST", "/applications", { name: " " }, 400, "El nombre de la aplicación es requerido");
    await api.fails("POST", "/applications", {}, 400, "El nombre de la aplicación es requerido");

    const described = await api.data("PUT", `/applications/${a.id}`, { description: "Plantas potabilizadoras" });
    expect(described).toEqual({ ...a, description: "Plantas potabilizadoras" });
    // A name-only update keeps the description.
    expect(await api.data("PUT", `/applications/${a.id}`, { name: "Agua potable" })).toEqual({
      id: a.id,
      name: "Agua potable",
      description: "Plantas potabilizadoras",
    });
    expect((await api.data("PUT", `/applications/${a.id}`, { name: "agua POTABLE" })).name).toBe("agua POTABLE");
    const other = await api.data("POST", "/applications", { name: "Minería" });
    await api.fails(
      "PUT",
      `/applications/${other.id}`,
      { name: "Agua Potable" },
      409,
      "Ya existe una aplicación con el nombre Agua Potable",
    );

    // Deleting keeps the text copied into products.
    const id = await newProduct();
    await api.data("POST", `/products/${id}/applications`, { applicationIds: [a.id] }, 200);
    expect(await api.data("DELETE", `/applications/${a.id}`)).toEqual({ id: a.id });
    expect(await api.data("GET", `/products/${id}/applications`)).toMatchObject([
      { application_text: "agua POTABLE", application_id: null },
    ]);
    for (const [method, payload] of [["GET"], ["PUT", { name: "X" }], ["DELETE"]] as const) {
      await api.fails(method, `/applications/${a.id}`, payload, 404, "Aplicación no encontrada");
    }
  });
});

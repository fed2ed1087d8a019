import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TAXONOMY_MESSAGES as M } from "../../../contracts/taxonomy.ts";
import { products } from "../../db/schema/index.ts";
import { createBrand, createCategory, createProduct, createSubcategory } from "../../db/seed/factories.ts";
import { createTestApp, json, type TestApp } from "../../test/app.ts";
import { adminHeaders } from "../auth/auth-test-helpers.ts";

const SESSION_EXPIRED = "Sesión expirada. Por favor, inicia sesión nuevamente.";

let t: TestApp;
let admin: Record<string, string>;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t.app);
});
afterAll(() => t?.close());

type Method = "POST" | "PUT" | "DELETE";
async function send(method: Method, url: string, payload?: unknown, headers: Record<string, string> | null = admin) {
  const res = await t.app.inject({ method, url: `/api${url}`, payload: payload as any, headers: headers ?? {} });
  return { status: res.statusCode, body: json(res) };
}
async function expectError(res: { status: number; body: any }, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(res.body.success).toBe(false);
  expect(res.body.error).toBe(error);
}
const fields = (res: { body: any }) => Object.fromEntries(res.body.details.map((d: any) => [d.field, d.message]));

describe("every write route is admin only", () => {
  it("401 with the spec's message, without or with a bogus session, before validating the body", async () => {
    const c = await createCategory(db());
    const s = await createSubcategory(db(), { category_id: c.id });
    const b = await createBrand(db());
    const routes: [Method, string][] = [
      ["POST", "/categories"],
      ["PUT", `/categories/${c.id}`],
      ["DELETE", `/categories/${c.id}`],
      ["POST", "/subcategories"],
      ["PUT", `/subcategories/${s.id}`],
      ["DELETE", `/subcategories/${s.id}`],
      ["POST", "/brands"],
      ["PUT", `/brands/${b.id}`],
      ["DELETE", `/brands/${b.id}`],
    ];
    for (const [method, url] of routes) {
      for (const headers of [null, { "x-session-id": "caducada" }]) {
        const res = await send(method, url, method === "DELETE" ? undefined : {}, headers);
        expect(res.status, `${method} ${url}`).toBe(401);
        expect(res.body).toEqual({ success: false, error: SESSION_EXPIRED });
      }
    }
    // Nothing was touched.
    expect((await send("DELETE", `/brands/${b.id}`)).status).toBe(200);
  });

  it("reads stay public", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/categories" });
    expect(res.statusCode).toBe(200);
  });
});

describe("categories", () => {
  it("POST creates (trimmed) and answers 201 with the category", async () => {
    const res = await send("POST", "/categories", { name: "  Sensores  ", description: " Detección de presencia " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: M.categoryCreated,
      data: {
        id: expect.any(Number),
        name: "Sensores",
        description: "Detección de presencia",
        subcategories: [],
        products_count: 0,
      },
    });
    const got = await t.app.inject({ method: "GET", url: `/api/categories/${res.body.data.id}` });
    expect(json(got).data.name).toBe("Sensores");
  });

  it("validation: name and description required, with the exact messages", async () => {
    const empty = await send("POST", "/categories", {});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(M.nameRequired);
    expect(fields(empty)).toEqual({ name: M.nameRequired, description: M.descriptionRequired });
    const blank = await send("POST", "/categories", { name: "   ", description: null });
    expect(fields(blank)).toEqual({ name: M.nameRequired, description: M.descriptionRequired });
    const long = await send("POST", "/categories", { name: "x".repeat(101), description: "ok" });
    expect(fields(long)).toEqual({ name: "El nombre no puede exceder 100 caracteres" });
    expect(M.nameRequired).toBe("El nombre es requerido");
    expect(M.descriptionRequired).toBe("La descripción es requerida");
  });

  it("409 on a duplicate name, case-insensitively", async () => {
    await createCategory(db(), { name: "Motores" });
    await expectError(
      await send("POST", "/categories", { name: "MOTORES", description: "x" }),
      409,
      M.categoryDuplicate,
    );
    expect(M.categoryDuplicate).toBe("Ya existe una categoría con ese nombre");
  });

  it("two concurrent creates of one name: one 201, the other the same 409 message", async () => {
    const results = await Promise.all(
      [1, 2].map(() => send("POST", "/categories", { name: "Carrera", description: "x" })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.error).toBe(M.categoryDuplicate);
  });

  it("PUT updates part of it; keeping its own name is fine; another's name is 409; 404; 400", async () => {
    const c = await createCategory(db(), { name: "Relés", description: "antes" });
    await createCategory(db(), { name: "Fuentes" });
    const res = await send("PUT", `/categories/${c.id}`, { description: "después" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: M.categoryUpdated,
      data: { id: c.id, name: "Relés", description: "después" },
    });
    expect((await send("PUT", `/categories/${c.id}`, { name: "RELÉS" })).body.data.name).toBe("RELÉS");
    await expectError(await send("PUT", `/categories/${c.id}`, { name: "fuentes" }), 409, M.categoryDuplicate);
    await expectError(await send("PUT", `/categories/${c.id}`, { name: "" }), 400, M.nameRequired);
    await expectError(await send("PUT", `/categories/${c.id}`, { description: "  " }), 400, M.descriptionRequired);
    await expectError(await send("PUT", "/categories/999999", { name: "Nada" }), 404, M.categoryNotFound);
    expect((await send("PUT", "/categories/abc", { name: "Nada" })).status).toBe(400);
  });

  it("DELETE: 409 with the count while products or subcategories use it; then deletes", async () => {
    const c = await createCategory(db());
    const sub = await createSubcategory(db(), { category_id: c.id });
    const subs = [
      sub,
      await createSubcategory(db(), { category_id: c.id }),
      await createSubcategory(db(), { category_id: c.id }),
    ];
    for (let i = 0; i < 12; i++) await createProduct(db(), { category_id: c.id, is_active: i % 2 === 0 });

    await expectError(
      await send("DELETE", `/categories/${c.id}`),
      409,
      "No se puede eliminar la categoría: 12 productos la usan",
    );
    // Staff reassign the products elsewhere first.
    await db().update(products).set({ category_id: null }).where(eq(products.category_id, c.id));
    await createProduct(db(), { category_id: c.id });
    await expectError(
      await send("DELETE", `/categories/${c.id}`),
      409,
      "No se puede eliminar la categoría: 1 producto la usa",
    );
    await db().update(products).set({ category_id: null }).where(eq(products.category_id, c.id));

    await expectError(
      await send("DELETE", `/categories/${c.id}`),
      409,
      "No se puede eliminar la categoría: tiene 3 subcategorías",
    );
    for (const s of subs.slice(1)) expect((await send("DELETE", `/subcategories/${s.id}`)).status).toBe(200);
    await expectError(
      await send("DELETE", `/categories/${c.id}`),
      409,
      "No se puede eliminar la categoría: tiene 1 subcategoría",
    );
    expect((await send("DELETE", `/subcategories/${sub.id}`)).status).toBe(200);

    const res = await send("DELETE", `/categories/${c.id}`);
    expect(res).toEqual({ status: 200, body: { success: true, data: { id: c.id }, message: M.categoryDeleted } });
    await expectError(await send("DELETE", `/categories/${c.id}`), 404, M.categoryNotFound);
    expect((await send("DELETE", "/categories/0")).status).toBe(400);
  });
});

describe("subcategories", () => {
  it("POST creates under an existing category", async () => {
    const c = await createCategory(db(), { name: "Variadores de frecuencia" });
    const res = await send("POST", "/subcategories", {
      name: "Baja tensión",
      description: "Hasta 690 V",
      category_id: c.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: M.subcategoryCreated,
      data: {
        id: expect.any(Number),
        name: "Baja tensión",
        description: "Hasta 690 V",
        category_id: c.id,
        category: { id: c.id, name: "Variadores de frecuencia" },
        products_count: 0,
      },
    });
    // A <select> sends the id as text.
    expect(
      (await send("POST", "/subcategories", { name: "Media tensión", description: "x", category_id: String(c.id) }))
        .status,
    ).toBe(201);
  });

  it("validation: name, description and category required; the category must exist (422)", async () => {
    const empty = await send("POST", "/subcategories", {});
    expect(empty.status).toBe(400);
    expect(fields(empty)).toEqual({
      name: M.nameRequired,
      description: M.descriptionRequired,
      category_id: M.categoryRequired,
    });
    for (const category_id of [null, "", 0, "abc"]) {
      const res = await send("POST", "/subcategories", { name: "a", description: "b", category_id });
      expect(res.status, String(category_id)).toBe(400);
      expect(res.body.error).toBe("La categoría es requerida");
    }
    const missing = await send("POST", "/subcategories", { name: "a", description: "b", category_id: 999999 });
    await expectError(missing, 422, "La categoría seleccionada no existe");
    expect(missing.body.details).toEqual([{ field: "category_id", message: M.categoryMissing }]);
  });

  it("names are unique per category, case-insensitively", async () => {
    const a = await createCategory(db());
    const b = await createCategory(db());
    await createSubcategory(db(), { name: "Compactos", category_id: a.id });
    await expectError(
      await send("POST", "/subcategories", { name: "compactos", description: "x", category_id: a.id }),
      409,
      "Ya existe una subcategoría con ese nombre en esta categoría",
    );
    expect(
      (await send("POST", "/subcategories", { name: "Compactos", description: "x", category_id: b.id })).status,
    ).toBe(201);
  });

  it("PUT renames and moves; refuses a duplicate in the target, a missing category, or moving one in use", async () => {
    const a = await createCategory(db());
    const b = await createCategory(db());
    const s = await createSubcategory(db(), { name: "Modulares", category_id: a.id });
    await createSubcategory(db(), { name: "Modulares", category_id: b.id });

    const renamed = await send("PUT", `/subcategories/${s.id}`, { name: "Modulares S7" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      message: M.subcategoryUpdated,
      data: { name: "Modulares S7", category_id: a.id },
    });

    await expectError(
      await send("PUT", `/subcategories/${s.id}`, { name: "modulares", category_id: b.id }),
      409,
      M.subcategoryDuplicate,
    );
    await expectError(await send("PUT", `/subcategories/${s.id}`, { category_id: 999999 }), 422, M.categoryMissing);
    await expectError(await send("PUT", `/subcategories/${s.id}`, { category_id: null }), 400, M.categoryRequired);

    const moved = await send("PUT", `/subcategories/${s.id}`, { category_id: b.id });
    expect(moved.body.data).toMatchObject({ category_id: b.id, category: { id: b.id } });

    await createProduct(db(), { category_id: b.id, subcategory_id: s.id });
    await expectError(
      await send("PUT", `/subcategories/${s.id}`, { category_id: a.id }),
      409,
      "No se puede cambiar la categoría de la subcategoría: 1 producto la usa",
    );
    // Same category again is not a move.
    expect((await send("PUT", `/subcategories/${s.id}`, { category_id: b.id, description: "nueva" })).status).toBe(200);
    await expectError(await send("PUT", "/subcategories/999999", { name: "x" }), 404, M.subcategoryNotFound);
  });

  it("DELETE: 409 with the count while products use it; 404 after", async () => {
    const c = await createCategory(db());
    const s = await createSubcategory(db(), { category_id: c.id });
    for (let i = 0; i < 3; i++) await createProduct(db(), { category_id: c.id, subcategory_id: s.id });
    await expectError(
      await send("DELETE", `/subcategories/${s.id}`),
      409,
      "No se puede eliminar la subcategoría: 3 productos la usan",
    );

    const unused = await createSubcategory(db(), { category_id: c.id });
    expect(await send("DELETE", `/subcategories/${unused.id}`)).toEqual({
      status: 200,
      body: { success: true, data: { id: unused.id }, message: M.subcategoryDeleted },
    });
    await expectError(await send("DELETE", `/subcategories/${unused.id}`), 404, M.subcategoryNotFound);
  });
});

describe("brands", () => {
  it("POST creates with optional logo and website; blank ones are stored as null", async () => {
    const res = await send("POST", "/brands", {
      name: "Schneider Electric",
      description: "Gestión de energía",
      logo_url: "/brands/schneider.svg",
      website: "https://www.se.com/ec/es/",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: M.brandCreated,
      data: {
        id: expect.any(Number),
        name: "Schneider Electric",
        description: "Gestión de energía",
        logo_url: "/brands/schneider.svg",
        website: "https://www.se.com/ec/es/",
        products_count: 0,
      },
    });
    const bare = await send("POST", "/brands", { name: "Omron", description: "Sensores", logo_url: "", website: "  " });
    expect(bare.body.data).toMatchObject({ logo_url: null, website: null });
    const uploaded = await send("POST", "/brands", {
      name: "WEG",
      description: "Motores",
      logo_url: "https://cdn.weg.net/logo.png",
    });
    expect(uploaded.body.data.logo_url).toBe("https://cdn.weg.net/logo.png");
  });

  it("validation messages", async () => {
    expect(fields(await send("POST", "/brands", {}))).toEqual({
      name: M.nameRequired,
      description: M.descriptionRequired,
    });
    const bad = await send("POST", "/brands", {
      name: "Mala",
      description: "x",
      logo_url: "javascript:alert(1)",
      website: "www.sin-protocolo.com",
    });
    expect(bad.status).toBe(400);
    expect(fields(bad)).toEqual({
      logo_url: "El logo debe ser una URL válida (http:// o https://) o una ruta que empiece con /",
      website: "El sitio web debe ser una URL válida (http:// o https://)",
    });
    // Protocol-relative is another site, not a path of ours.
    expect(
      fields(await send("POST", "/brands", { name: "M", description: "x", logo_url: "//evil.example/x.png" })),
    ).toEqual({
      logo_url: M.logoUrlInvalid,
    });
    expect(fields(await send("POST", "/brands", { name: "M", description: "x", website: "/marcas/m" }))).toEqual({
      website: M.websiteInvalid,
    });
  });

  it("409 on a duplicate name, case-insensitively", async () => {
    await createBrand(db(), { name: "Phoenix Contact" });
    await expectError(
      await send("POST", "/brands", { name: "phoenix contact", description: "x" }),
      409,
      "Ya existe una marca con ese nombre",
    );
  });

  it("PUT updates and can clear the logo; 409 duplicate; 404", async () => {
    const b = await createBrand(db(), { name: "Danfoss", logo_url: "/brands/danfoss.svg" });
    await createBrand(db(), { name: "Eaton" });
    const res = await send("PUT", `/brands/${b.id}`, { logo_url: null, website: "https://www.danfoss.com" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: M.brandUpdated,
      data: { id: b.id, name: "Danfoss", logo_url: null, website: "https://www.danfoss.com" },
    });
    await expectError(await send("PUT", `/brands/${b.id}`, { name: "EATON" }), 409, M.brandDuplicate);
    await expectError(await send("PUT", `/brands/${b.id}`, { website: "ftp://x" }), 400, M.websiteInvalid);
    await expectError(await send("PUT", "/brands/999999", { name: "x" }), 404, M.brandNotFound);
  });

  it("DELETE: 409 with the count (inactive products too); then deletes; 404 after", async () => {
    const b = await createBrand(db());
    for (let i = 0; i < 12; i++) await createProduct(db(), { brand_id: b.id, is_active: i > 0 });
    await expectError(
      await send("DELETE", `/brands/${b.id}`),
      409,
      "No se puede eliminar la marca: 12 productos la usan",
    );

    const unused = await createBrand(db());
    expect(await send("DELETE", `/brands/${unused.id}`)).toEqual({
      status: 200,
      body: { success: true, data: { id: unused.id }, message: M.brandDeleted },
    });
    await expectError(await send("DELETE", `/brands/${unused.id}`), 404, M.brandNotFound);
  });
});

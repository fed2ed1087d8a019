import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { products, users } from "../../db/schema/index.ts";
import { createProduct } from "../../db/seed/factories.ts";
import { sessionOf, withSession } from "../auth/auth-test-helpers.ts";
import { adminApi, type Api } from "./catalog-admin-test-support.ts";
import { staffSession } from "./catalog-test-fixtures.ts";

/** Every write route of the catalogue (admin spec §7), each behind the admin session. */
const ADMIN_ROUTES = [
  "POST /products",
  "PUT /products/{id}",
  "DELETE /products/{id}",
  "POST /products/{id}/features",
  "PUT /products/{id}/features",
  "DELETE /products/{id}/features/{featureId}",
  "POST /productFeatures",
  "GET /productFeatures/{id}",
  "PUT /productFeatures/{id}",
  "DELETE /productFeatures/{id}",
  "POST /products/{id}/applications",
  "POST /productApplications",
  "GET /productApplications/{id}",
  "PUT /productApplications/{id}",
  "DELETE /productApplications/{id}",
  "POST /applications",
  "GET /applications/{id}",
  "PUT /applications/{id}",
  "DELETE /applications/{id}",
  "POST /accessories",
  "DELETE /accessories/{id}",
  "POST /relatedProducts",
  "POST /relatedProducts/multiple",
  "GET /relatedProducts/{id}",
  "PUT /relatedProducts/{id}",
  "DELETE /relatedProducts/{id}",
  "POST /products/{id}/related",
  "PUT /products/{id}/related",
  "PUT /products/{id}/related/groups",
  "DELETE /products/{id}/related/{relatedId}",
];
const ADMIN_TAGS = [
  "catálogo (admin)",
  "características (admin)",
  "aplicaciones (admin)",
  "accesorios (admin)",
  "productos relacionados (admin)",
];
const EXPIRED = "Sesión expirada. Por favor, inicia sesión nuevamente.";

let api: Api;
let productId: number;
beforeAll(async () => {
  api = await adminApi();
  productId = (await createProduct(api.t.database.db, { name: "Intocable" })).id;
});
afterAll(() => api?.t.close());

const urlOf = (path: string) => `/api${path.replace(/\{[^}]+\}/g, String(productId))}`;

describe("admin guard", () => {
  it("OpenAPI lists exactly these routes under the admin tags, each with the session security", () => {
    const doc = api.t.app.swagger() as any;
    const found: string[] = [];
    for (const [path, ops] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(ops)) {
        if (!op.tags?.some((t: string) => ADMIN_TAGS.includes(t))) continue;
        found.push(`${method.toUpperCase()} ${path.replace(/^\/api/, "")}`);
        expect(op.security, `${method} ${path}`).toEqual([{ session: [] }, { sessionCookie: [] }]);
        expect(Object.keys(op.responses), `${method} ${path}`).toEqual(expect.arrayContaining(["400", "401", "404"]));
      }
    }
    expect(found.sort()).toEqual([...ADMIN_ROUTES].sort());
  });

  it("answers 401 with the spec's message without a session, with an unknown one and with a revoked one", async () => {
    const revoked = withSession(await sessionOf(api.t.app));
    expect((await api.call("POST", "/auth/logout", undefined, revoked)).status).toBe(200);
    for (const headers of [{}, { "x-session-id": "no-existe" }, revoked]) {
      for (const route of ADMIN_ROUTES) {
        const [method, path] = route.split(" ");
        const res = await api.t.app.inject({
          method: method as any,
          url: urlOf(path),
          headers,
          payload: { name: "Cambiado" },
        });
        expect({ route, status: res.statusCode, body: JSON.parse(res.body) }).toEqual({
          route,
          status: 401,
          body: { success: false, error: EXPIRED },
        });
      }
    }
    const [row] = await api.t.database.db.select().from(products).where(eq(products.id, productId));
    expect(row.name).toBe("Intocable");
  });

  it("a signed-in user without the admin role gets 403", async () => {
    const headers = await staffSession(api.t.database.db);
    const email = (await api.t.database.db.select().from(users)).find((u) => u.email.startsWith("staff-"))!.email;
    await api.t.database.db.update(users).set({ role: "editor" }).where(eq(users.email, email));
    const res = await api.call("DELETE", `/products/${productId}`, undefined, headers);
    expect(res).toEqual({
      status: 403,
      body: { success: false, error: "No tienes permiso para realizar esta acción." },
    });
  });
});

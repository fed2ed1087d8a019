import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { ADMIN, sessionOf, withSession } from "../auth/auth-test-helpers.ts";
import { apiRoutes, type RouteAccess } from "../auth/auth.plugin.ts";
import { sampleUrl, walkable } from "./access-support.ts";

/**
 * Routes anyone may call. A new route is staff-only unless added here on purpose: that is the
 * point of walking every registered route instead of the ones someone remembered.
 */
const PUBLIC = new Set([
  "GET /api/",
  "GET /api/health",
  "GET /api/ready",
  "POST /api/auth/login",
  "POST /api/auth/login/verify",
  "POST /api/auth/logout",
  "GET /api/auth/check-session",
  "POST /api/auth/register-initial",
  "GET /api/accessories/product/:id",
  "GET /api/applications",
  "GET /api/brands",
  "GET /api/brands/:id",
  "GET /api/categories",
  "GET /api/categories/:id",
  "GET /api/categories/:id/subcategories",
  "GET /api/subcategories",
  "GET /api/subcategories/:id",
  "POST /api/email/contact",
  "POST /api/email/services",
  "POST /api/quotations/send",
  "POST /api/parts-list/match",
  "POST /api/parts-list/layout",
  "GET /api/files/:id/signed",
  "GET /api/info/stats",
  "GET /api/productApplications",
  "GET /api/productFeatures",
  "GET /api/products",
  "GET /api/products/:id",
  "GET /api/products/:id/applications",
  "GET /api/products/:id/documents",
  "GET /api/products/:id/documents/:docId/file",
  "GET /api/products/:id/features",
  "GET /api/products/:id/related",
  "GET /api/products/:id/slug",
  "GET /api/products/brand/:id",
  "GET /api/products/category/:id",
  "GET /api/products/featured",
  "GET /api/products/search",
  "GET /api/products/stats",
  "GET /api/products/suggest",
  "GET /api/relatedProducts/product/:id",
  "GET /api/quote-status/:token",
  "POST /api/quote-status/:token/accept",
  "POST /api/quote-status/:token/messages",
  "GET /api/quote-status/:token/pdf",
  "POST /api/quote-status/:token/reject",
]);

/** What 'ventas' may do besides the public routes: its own account, the requests inbox, catalogue reads. */
const SALES = [
  /^(GET|PUT) \/api\/auth\/profile$/,
  /^GET \/api\/auth\/verify$/,
  /^(GET|DELETE) \/api\/auth\/sessions(\/:id)?$/,
  // Their own second factor ('Mi cuenta'); resetting another user's is admin's.
  /^(GET|POST) \/api\/auth\/two-factor(\/[a-z-]+)?$/,
  /^\w+ \/api\/requests(\/|$)/,
  // The inbox's old paths and the quotes' old /api/leads/quotation/… paths, kept for one release (issue 23).
  /^\w+ \/api\/leads(\/|$)/,
  // Quotes (issue 11): salespeople prepare, send and follow them; only the company defaults are admin's.
  /^(?!PUT \/api\/quotes\/settings$)\w+ \/api\/quotes(\/|$)/,
  // The old path of GET /api/quotes/settings, kept for one release (issue 23).
  /^GET \/api\/quote-settings$/,
  /^GET \/api\/stats\/sales$/,
  // Search words (issue 21): staff read the synonyms and the searches that found nothing; admins teach.
  /^GET \/api\/search\/(synonyms|misses)$/,
  /^GET \/api\/(applications|productFeatures|productApplications|relatedProducts)\/:id$/,
  /^GET \/api\/products\/export$/,
  /^GET \/api\/files\/:id\/url$/,
];
/** Admin-only routes inside the trees above (issue 25: approving discounts, managing templates). */
const ADMIN_ONLY = [
  /^POST \/api\/quotes\/:quoteId\/approval\/(approve|return)$/,
  /^(PUT|DELETE) \/api\/quotes\/templates\/:templateId$/,
];
const key = (r: RouteAccess) => `${r.method} ${r.url}`;
const isSales = (r: RouteAccess) => !ADMIN_ONLY.some((re) => re.test(key(r))) && SALES.some((re) => re.test(key(r)));

describe("every registered /api route enforces its role on the server", () => {
  let t: TestApp;
  let routes: RouteAccess[];
  let sales: string;
  // Raw inject: some answers are files (xlsx, csv, pdf), not JSON.
  async function send(r: RouteAccess, headers: Record<string, string> = {}) {
    const payload = r.method === "GET" || r.method === "DELETE" ? undefined : {};
    const res = await t.app.inject({ method: r.method as never, url: sampleUrl(r.url), headers, payload });
    const isJson = String(res.headers["content-type"] ?? "").includes("json");
    return { status: res.statusCode, body: isJson ? res.json() : undefined };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.auth.ensureInitialAdmin(ADMIN);
    // Session id 1 is the admin's, so the walk's DELETE /auth/sessions/1 is someone else's (404).
    await sessionOf(t.app);
    await t.app.services.users.create({
      name: "Vera Ventas",
      email: "vera@andes.ec",
      password: "ventas-clave-2026",
      role: "ventas",
    });
    sales = await sessionOf(t.app, "vera@andes.ec", "ventas-clave-2026");
    routes = walkable(apiRoutes(t.app.services));
  });
  afterAll(() => t.close());

  it("finds the routes (sanity: the walk covers the admin trees)", () => {
    expect(routes.length).toBeGreaterThan(80);
    for (const k of [
      "GET /api/users",
      "GET /api/audit",
      "DELETE /api/products/clear",
      "GET /api/requests",
      "GET /api/leads",
    ]) {
      expect(routes.map(key)).toContain(k);
    }
  });

  it("anonymous → 401 on every route not listed as public", async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((r) => !PUBLIC.has(key(r)))) {
      const res = await send(r);
      if (res.status !== 401) wrong.push(`${key(r)} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("'ventas' → 403 on admin-only routes, never 401/403 on the inbox, own account and catalogue reads", async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((r) => !PUBLIC.has(key(r)))) {
      const res = await send(r, withSession(sales));
      const expected = isSales(r) ? "allowed" : 403;
      const ok = expected === 403 ? res.status === 403 : res.status !== 403 && res.status !== 401;
      if (!ok) wrong.push(`${key(r)} → ${res.status} (expected ${expected})`);
      if (res.status === 403) expect(res.body.error).toBe("No tienes permiso para realizar esta acción.");
    }
    expect(wrong).toEqual([]);
  });
});

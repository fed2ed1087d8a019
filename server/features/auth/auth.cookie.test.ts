import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import {
  ADMIN,
  browserLogin,
  call,
  CROSS_SITE,
  SAME_ORIGIN,
  sessionCookieOf,
  sessionOf,
  withSession,
} from "./auth-test-helpers.ts";

// Issue 26: the session moves out of localStorage into a cookie no script can read, and what a
// cookie can do on its own (act for the user on a request another site started) is refused.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_MAX_DAYS: "7" });
  await t.app.services.auth.ensureInitialAdmin(ADMIN);
});
afterAll(() => t.close());

const verify = (headers: Record<string, string>) => call(t.app, { method: "GET", url: "/api/auth/verify", headers });
const NEW_USER = { name: "Vera Ventas", email: "vera@andes.ec", password: "Vera-clave-2026", role: "ventas" };

describe("the session cookie", () => {
  it("a browser's sign-in sets an HttpOnly SameSite=Lax cookie for the whole site and gets no token in the body", async () => {
    const res = await browserLogin(t.app);
    expect(res.status).toBe(200);
    expect(res.body.data.sessionId).toBeUndefined();
    expect(res.body.data.user.email).toBe(ADMIN.email);
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/^andes_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Max-Age=604800/);
    // Plain http here: a Secure cookie would never come back.
    expect(setCookie).not.toMatch(/Secure/i);
    expect((await verify({ cookie: sessionCookieOf(res) })).body.data.user.email).toBe(ADMIN.email);
  });

  it("API clients (no Origin, no Sec-Fetch-Site) still get sessionId for X-Session-ID", async () => {
    const sessionId = await sessionOf(t.app);
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await verify(withSession(sessionId))).status).toBe(200);
  });

  it("sign-out revokes the cookie's session and tells the browser to drop it", async () => {
    const cookie = sessionCookieOf(await browserLogin(t.app));
    const out = await call(t.app, { method: "POST", url: "/api/auth/logout", headers: { ...SAME_ORIGIN, cookie } });
    expect(out.status).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/^andes_session=; Max-Age=0;.*HttpOnly/i);
    const after = await verify({ cookie });
    expect(after.status).toBe(401);
    expect(after.body.error).toBe("Sesión expirada. Por favor, inicia sesión nuevamente.");
  });

  it("'Cerrar otras sesiones' works with the cookie; the closed session's cookie stops working", async () => {
    const mine = sessionCookieOf(await browserLogin(t.app));
    const other = sessionCookieOf(await browserLogin(t.app));
    const list = await call(t.app, { method: "GET", url: "/api/auth/sessions", headers: { cookie: mine } });
    const others = list.body.data.sessions.filter((s: { current: boolean }) => !s.current);
    expect(others.length).toBeGreaterThan(0);
    for (const s of others) {
      const res = await call(t.app, {
        method: "DELETE",
        url: `/api/auth/sessions/${s.id}`,
        headers: { ...SAME_ORIGIN, cookie: mine },
      });
      expect(res.status).toBe(200);
    }
    expect((await verify({ cookie: other })).status).toBe(401);
    expect((await verify({ cookie: mine })).status).toBe(200);
  });
});

describe("over https", () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ PUBLIC_URL: "https://www.andesautomatizacion.ec" });
    await https.app.services.auth.ensureInitialAdmin(ADMIN);
  });
  afterAll(() => https?.close());

  it("the cookie is Secure with the __Host- prefix; a bare-named one (planted over http) is ignored", async () => {
    const res = await call(https.app, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: ADMIN.email, password: ADMIN.password },
      headers: { "sec-fetch-site": "same-origin", origin: "https://www.andesautomatizacion.ec" },
    });
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/^__Host-andes_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = sessionCookieOf(res);
    const ok = await call(https.app, { method: "GET", url: "/api/auth/verify", headers: { cookie } });
    expect(ok.status).toBe(200);
    const bare = cookie.replace("__Host-", "");
    expect((await call(https.app, { method: "GET", url: "/api/auth/verify", headers: { cookie: bare } })).status).toBe(
      401,
    );
  });
});

describe("cross-site requests (CSRF): Fetch Metadata, else Origin", () => {
  const countUsers = async (cookie: string) =>
    (await call(t.app, { method: "GET", url: "/api/users", headers: { cookie } })).body.data.users.length;

  it("refuses another site's form post that relies on the cookie, and creates nothing", async () => {
    const cookie = sessionCookieOf(await browserLogin(t.app));
    const before = await countUsers(cookie);
    const form = new URLSearchParams({ ...NEW_USER }).toString();
    const res = await call(t.app, {
      method: "POST",
      url: "/api/users",
      payload: form,
      headers: {
        ...CROSS_SITE,
        "sec-fetch-mode": "navigate",
        "content-type": "application/x-www-form-urlencoded",
        cookie,
      },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("Solicitud rechazada: no se envió desde este sitio.");
    expect(await countUsers(cookie)).toBe(before);
  });

  it("refuses a cross-site request without a body (a form's bare POST) before it acts", async () => {
    const cookie = sessionCookieOf(await browserLogin(t.app));
    const victim = sessionCookieOf(await browserLogin(t.app));
    const id = (
      await call(t.app, { method: "GET", url: "/api/auth/sessions", headers: { cookie } })
    ).body.data.sessions.find((s: { current: boolean }) => !s.current).id;
    const res = await call(t.app, {
      method: "DELETE",
      url: `/api/auth/sessions/${id}`,
      headers: { ...CROSS_SITE, cookie },
    });
    expect(res.status).toBe(403);
    expect((await verify({ cookie: victim })).status).toBe(200);
  });

  it("a browser without Fetch Metadata is judged by Origin; a cookie with neither header acts for nobody", async () => {
    const cookie = sessionCookieOf(await browserLogin(t.app));
    const send = (headers: Record<string, string>, email: string) =>
      call(t.app, {
        method: "POST",
        url: "/api/users",
        payload: { ...NEW_USER, email },
        headers: { ...headers, cookie },
      });
    expect((await send({ origin: "https://sitio-malicioso.example" }, "x1@andes.ec")).status).toBe(403);
    expect((await send({ origin: "null" }, "x2@andes.ec")).status).toBe(403);
    expect((await send({}, "x3@andes.ec")).status).toBe(403);
    expect((await send({ "sec-fetch-site": "same-site" }, "x4@andes.ec")).status).toBe(403);
    expect((await send({ origin: "http://localhost:3000" }, "x5@andes.ec")).status).toBe(201);
    expect((await send(SAME_ORIGIN, "x6@andes.ec")).status).toBe(201);
  });

  it("reads stay open to the cookie (a top-level link from elsewhere); the header is never subject to the check", async () => {
    const cookie = sessionCookieOf(await browserLogin(t.app));
    expect((await verify({ ...CROSS_SITE, cookie })).status).toBe(200);
    const sessionId = await sessionOf(t.app);
    const res = await call(t.app, {
      method: "POST",
      url: "/api/users",
      payload: { ...NEW_USER, email: "x7@andes.ec" },
      headers: { ...withSession(sessionId), ...CROSS_SITE },
    });
    expect(res.status).toBe(201);
  });

  it("another site cannot sign a visitor in (login CSRF) or out", async () => {
    const login = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: ADMIN.email, password: ADMIN.password },
      headers: CROSS_SITE,
    });
    expect(login.status).toBe(403);
    expect(login.headers["set-cookie"]).toBeUndefined();
    const cookie = sessionCookieOf(await browserLogin(t.app));
    const out = await call(t.app, { method: "POST", url: "/api/auth/logout", headers: { ...CROSS_SITE, cookie } });
    expect(out.status).toBe(403);
    expect((await verify({ cookie })).status).toBe(200);
  });
});

describe("OpenAPI", () => {
  it("declares the header for API clients and the cookie the site uses", async () => {
    const doc = JSON.parse((await t.app.inject({ method: "GET", url: "/api/docs/json" })).body);
    const { session, sessionCookie } = doc.components.securitySchemes;
    expect(session).toMatchObject({ type: "apiKey", in: "header", name: "X-Session-ID" });
    expect(session.description).toMatch(/API clients/);
    expect(session.description).toMatch(/never sends this header/);
    expect(sessionCookie).toMatchObject({ type: "apiKey", in: "cookie", name: "__Host-andes_session" });
    expect(doc.paths["/api/users"].get.security).toEqual([{ session: [] }, { sessionCookie: [] }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { expectOldPathsDeprecated } from "../../test/old-paths.ts";
import { REQUEST_OLD_PATHS } from "./requests.admin.routes.ts";
import { adminHeaders, contactPayload, post } from "./requests.test-support.ts";

// Issue 23: the inbox lives under /api/requests/…; /api/leads/… answers for one release.
let t: TestApp;
let headers: Record<string, string>;
let contactId: number;

beforeAll(async () => {
  t = await createTestApp();
  headers = await adminHeaders(t.app);
  contactId = (await post(t.app, "/api/email/contact", contactPayload({ name: "Ruta Antigua" }))).body.data.id;
});
afterAll(async () => t?.close());

const call = async (method: "GET" | "PATCH" | "POST" | "DELETE", url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers, payload });
  return {
    status: res.statusCode,
    body: res.headers["content-type"]?.toString().includes("json") ? res.json() : res.body,
  };
};

describe("request inbox under /api/requests, /api/leads kept as deprecated aliases", () => {
  it("old and new paths answer the same, through the same handler", async () => {
    for (const [now, old] of [
      ["/api/requests", "/api/leads"],
      ["/api/requests/counts", "/api/leads/counts"],
      [`/api/requests/contact/${contactId}`, `/api/leads/contact/${contactId}`],
      ["/api/requests/export?format=csv", "/api/leads/export?format=csv"],
    ]) {
      const [a, b] = [await call("GET", now), await call("GET", old)];
      expect(a.status, now).toBe(200);
      expect([b.status, b.body], old).toEqual([a.status, a.body]);
    }

    // A change through the old path is seen through the new one.
    const changed = await call("PATCH", `/api/leads/contact/${contactId}`, { status: "en_proceso" });
    expect(changed.status).toBe(200);
    expect((await call("GET", `/api/requests/contact/${contactId}`)).body.data.status).toBe("en_proceso");
    expect((await call("POST", `/api/leads/contact/${contactId}/resend`)).status).toBe(200);
    expect((await call("DELETE", `/api/leads/contact/${contactId}`)).status).toBe(409);
  });

  it("an old path keeps its access rule: anonymous 401", async () => {
    for (const url of ["/api/leads", "/api/leads/counts", `/api/leads/contact/${contactId}`]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
  });

  it("OpenAPI lists the new paths and marks each old one deprecated", () => {
    expectOldPathsDeprecated(t.app, REQUEST_OLD_PATHS);
  });
});

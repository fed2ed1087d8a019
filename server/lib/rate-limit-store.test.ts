import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import type { Database } from "../db/client.ts";
import { testConfig } from "../test/app.ts";
import { createTestDatabase } from "../test/db.ts";
import { createRateLimitRepository } from "./rate-limit.repository.ts";
import { createPgRateLimitStore, rateLimitStore } from "./rate-limit-store.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("rate-limit repository (runs on both databases)", () => {
  it("counts concurrent hits without losing one, and reports the window left", async () => {
    const repo = createRateLimitRepository(database.db);
    const results = await Promise.all(Array.from({ length: 30 }, () => repo.hit("k:concurrent", 60_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const r of results) expect(r.ttlMs).toBeGreaterThan(55_000);
    for (const r of results) expect(r.ttlMs).toBeLessThanOrEqual(60_000);
  });

  it("an expired window starts over at 1; sweep deletes ended windows only", async () => {
    const repo = createRateLimitRepository(database.db);
    await repo.hit("k:short", 50);
    await repo.hit("k:short", 50);
    await repo.hit("k:long", 60_000);
    await sleep(80);
    expect(await repo.hit("k:short", 50)).toMatchObject({ count: 1 });
    await sleep(80);
    await repo.sweep();
    const keys = (await database.db.query.rateLimits.findMany()).map((r) => r.key);
    expect(keys).toContain("k:long");
    expect(keys).not.toContain("k:short");
  });
});

/** A bare Fastify "instance" of the site with one limited route and one with its own limit. */
async function instance(store: ReturnType<typeof createPgRateLimitStore>) {
  const app = Fastify();
  await app.register(rateLimit, { store, max: 3, timeWindow: 60_000 });
  app.get("/a", async () => "a");
  app.get("/b", { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => "b");
  await app.ready();
  return app;
}

describe("PostgreSQL store in @fastify/rate-limit", () => {
  it("two instances share one budget per address; a route with its own limit counts apart", async () => {
    const repo = createRateLimitRepository(database.db);
    const one = await instance(createPgRateLimitStore(repo, "shared"));
    const two = await instance(createPgRateLimitStore(repo, "shared"));
    const get = (app: typeof one, url: string, ip = "10.1.0.1") =>
      app.inject({ method: "GET", url, remoteAddress: ip });
    try {
      const codes = [];
      for (const app of [one, two, one, two]) codes.push((await get(app, "/a")).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const refused = await get(one, "/a");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(50);
      // Another address, and another route, have budgets of their own.
      expect((await get(two, "/a", "10.1.0.2")).statusCode).toBe(200);
      expect((await get(one, "/b")).statusCode).toBe(200);
      expect((await get(two, "/b")).statusCode).toBe(429);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it("namespaces keep two registrations counting the same address apart", async () => {
    const repo = createRateLimitRepository(database.db);
    const requests = await instance(createPgRateLimitStore(repo, "ns-requests"));
    const auth = await instance(createPgRateLimitStore(repo, "ns-auth"));
    try {
      for (let i = 0; i < 3; i++)
        expect((await requests.inject({ url: "/a", remoteAddress: "10.2.0.1" })).statusCode).toBe(200);
      expect((await auth.inject({ url: "/a", remoteAddress: "10.2.0.1" })).statusCode).toBe(200);
    } finally {
      await requests.close();
      await auth.close();
    }
  });

  it("sweeps ended windows now and then, without holding up the request", async () => {
    const repo = createRateLimitRepository(database.db);
    await repo.hit("k:old", 10);
    await sleep(30);
    const app = await instance(createPgRateLimitStore(repo, "sweep", 0));
    try {
      expect((await app.inject({ url: "/a", remoteAddress: "10.3.0.1" })).statusCode).toBe(200);
      await sleep(100);
      const keys = (await database.db.query.rateLimits.findMany()).map((r) => r.key);
      expect(keys).not.toContain("k:old");
    } finally {
      await app.close();
    }
  });

  it("one store per database and namespace: every registration of a namespace shares its counters", () => {
    expect(rateLimitStore(database, "x")).toBe(rateLimitStore(database, "x"));
    expect(rateLimitStore(database, "x")).not.toBe(rateLimitStore(database, "y"));
  });
});

describe.runIf(process.env.DATABASE_URL)("the site's limits across two instances on one PostgreSQL database", () => {
  let apps: App[] = [];
  beforeAll(async () => {
    const config = testConfig({ LOGIN_RATE_LIMIT: "4", LEADS_RATE_LIMIT: "3" });
    apps = [await buildApp({ config, database }), await buildApp({ config, database })];
    await Promise.all(apps.map((a) => a.ready()));
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });

  it("bad sign-ins alternating between instances: the 5th from one address is refused (LOGIN_RATE_LIMIT=4)", async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) {
      const res = await apps[i % 2].inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `nadie${i}@andes.ec`, password: "clave-equivocada" },
        remoteAddress: "10.4.0.1",
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 4)).not.toContain(429);
    expect(codes[4]).toBe(429);
  });

  it("forms alternating between instances share LEADS_RATE_LIMIT", async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const res = await apps[i % 2].inject({
        method: "POST",
        url: "/api/email/contact",
        payload: {},
        remoteAddress: "10.4.0.2",
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 3)).not.toContain(429);
    expect(codes[3]).toBe(429);
  });
});

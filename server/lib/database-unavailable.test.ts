import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { connectPostgres, type Database, type Db } from "../db/client.ts";
import { messages, quotations } from "../db/schema/index.ts";
import { createProduct } from "../db/seed/factories.ts";
import { contactPayload, quotationPayload } from "../features/requests/requests.test-support.ts";
import { json, testConfig } from "../test/app.ts";
import { createTestDatabase } from "../test/db.ts";

const UNAVAILABLE = "El servicio no está disponible en este momento. Intenta nuevamente en unos minutos.";

let ip = 0;
const send = (app: Awaited<ReturnType<typeof buildApp>>, url: string, payload: unknown, key?: string) =>
  app.inject({
    method: "POST",
    url,
    payload: payload as object,
    remoteAddress: `10.99.0.${++ip}`,
    headers: key ? { "idempotency-key": key } : {},
  });

function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode).toBe(503);
  expect(res.headers["retry-after"]).toBe("30");
  expect(json(res)).toEqual({ success: false, error: UNAVAILABLE });
}

async function expectEveryRouteUnavailable(database: Database) {
  const app = await buildApp({ config: testConfig(), database });
  await app.ready();
  try {
    expectUnavailable(await app.inject({ method: "GET", url: "/api/health" }));
    expectUnavailable(await send(app, "/api/email/contact", contactPayload()));
    expectUnavailable(await send(app, "/api/email/services", { ...contactPayload(), service: "Automatización" }));
    expectUnavailable(await send(app, "/api/quotations/send", quotationPayload([{ id: 1, quantity: 1 }])));
  } finally {
    await app.close();
  }
}

describe("database unreachable", () => {
  it("PostgreSQL refusing connections: health and the request forms answer 503 with Retry-After", async () => {
    const database = connectPostgres("postgres://postgres@127.0.0.1:1/x", 2);
    try {
      await expectEveryRouteUnavailable(database);
    } finally {
      await database.close();
    }
  });

  it("a closed database (PGlite closed, pool ended): 503 as well", async () => {
    const database = await createTestDatabase();
    await database.close();
    await expectEveryRouteUnavailable(database);
  });
});

type Mode = "up" | "down" | "answer-lost";

/**
 * The test database behind a switch: "down" refuses every call like an unreachable server;
 * "answer-lost" commits the next transaction and then loses the connection before the answer.
 */
function flaky(database: Database) {
  let mode: Mode = "up";
  const refused = () =>
    Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED", syscall: "connect" });
  const db = new Proxy(database.db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (mode === "down") throw refused();
        const result = value.apply(target, args);
        if (prop !== "transaction" || mode !== "answer-lost") return result;
        mode = "up";
        return (result as Promise<unknown>).then(() => {
          throw Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET", syscall: "read" });
        });
      };
    },
  }) as Db;
  return { database: { ...database, db }, set: (m: Mode) => (mode = m) };
}

describe("a retry with the same Idempotency-Key once the database is back", () => {
  const real = createTestDatabase();
  afterAll(async () => (await real).close());

  it("stores exactly one request, whether the first try failed before or after its commit", async () => {
    const database = await real;
    const switchable = flaky(database);
    const app = await buildApp({ config: testConfig(), database: switchable.database });
    await app.ready();
    const countOf = async (table: typeof quotations | typeof messages) =>
      (await database.db.select({ n: count() }).from(table))[0].n;
    try {
      const product = await createProduct(database.db);
      const body = quotationPayload([{ id: product.id, quantity: 2 }]);
      const key = "retry-after-outage-1";

      switchable.set("down");
      expectUnavailable(await send(app, "/api/quotations/send", body, key));
      switchable.set("answer-lost");
      expectUnavailable(await send(app, "/api/quotations/send", body, key));
      expect(await countOf(quotations)).toBe(1);
      switchable.set("up");
      const retry = await send(app, "/api/quotations/send", body, key);
      expect(retry.statusCode).toBe(200);
      expect(await countOf(quotations)).toBe(1);

      switchable.set("answer-lost");
      expectUnavailable(await send(app, "/api/email/contact", contactPayload(), "retry-after-outage-2"));
      const again = await send(app, "/api/email/contact", contactPayload(), "retry-after-outage-2");
      expect(again.statusCode).toBe(200);
      expect(await countOf(messages)).toBe(1);
    } finally {
      await app.close();
    }
  });
});

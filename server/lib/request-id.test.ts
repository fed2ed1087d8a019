import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import type { Database } from "../db/client.ts";
import { testConfig } from "../test/app.ts";
import { createTestDatabase } from "../test/db.ts";

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(JSON.parse(String(chunk)));
    done();
  },
});

let database: Database;
let app: App;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, logger: { level: "info", stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("X-Request-Id", () => {
  it("the proxy's id is echoed and is the reqId of the request's log lines", async () => {
    const id = "0f8e7d6c5b4a39281706f5e4d3c2b1a0";
    const res = await app.inject({ url: "/api/health", headers: { "x-request-id": id } });
    expect(res.headers["x-request-id"]).toBe(id);
    const logged = lines.filter((l) => l.reqId === id);
    expect(logged.map((l) => l.msg)).toEqual(expect.arrayContaining(["incoming request", "request completed"]));
  });

  it("without one, a fresh UUID per request; early refusals (405, 404) carry it too", async () => {
    const a = await app.inject({ url: "/api/nada" });
    const b = await app.inject({ method: "TRACE", url: "/api/health" });
    expect(a.statusCode).toBe(404);
    expect(b.statusCode).toBe(405);
    expect(a.headers["x-request-id"]).toMatch(UUID);
    expect(b.headers["x-request-id"]).toMatch(UUID);
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
  });

  it("a value that is not an id (spaces, newline-like junk, too long) is replaced, not logged", async () => {
    for (const bad of ["hola mundo", "x".repeat(200), "a<script>b1234"]) {
      const res = await app.inject({ url: "/api/health", headers: { "x-request-id": bad } });
      expect(res.headers["x-request-id"]).toMatch(UUID);
      expect(lines.some((l) => l.reqId === bad)).toBe(false);
    }
  });
});

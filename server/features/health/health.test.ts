import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectPostgres } from "../../db/client.ts";
import { buildApp } from "../../app.ts";
import { createTestApp, json, testConfig, type TestApp } from "../../test/app.ts";
import { createHealthRepository } from "./health.repository.ts";
import { createReadiness, latestMigrationOfBuild, NOT_READY } from "./readiness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("health and readiness", () => {
  it("/api/health answers 200 with the database kind", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ status: "ok", database: t.database.kind });
  });

  it("/api/ready answers 200 on a database holding this build's migrations", async () => {
    const res = await t.app.inject({ url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, data: { status: "ready", migrations: "applied" } });
  });

  it("the newest migration the database holds is the newest of the build", async () => {
    const repo = createHealthRepository(t.database.db);
    expect(await repo.lastAppliedMigration()).toBe(latestMigrationOfBuild());
  });

  it("not ready while a migration of this build is still to run (or before any ran)", async () => {
    const latest = latestMigrationOfBuild();
    await expect(createReadiness({ lastAppliedMigration: async () => latest - 1 }, latest)()).rejects.toMatchObject({
      statusCode: 503,
      message: NOT_READY,
    });
    await expect(createReadiness({ lastAppliedMigration: async () => null }, latest)()).rejects.toMatchObject({
      statusCode: 503,
    });
    // A newer instance migrated ahead of this one: still ready (migrations only add).
    await expect(createReadiness({ lastAppliedMigration: async () => latest + 1 }, latest)()).resolves.toBeTruthy();
  });

  it("/api/ready answers 503 with Retry-After when the database is unreachable", async () => {
    const database = connectPostgres("postgres://postgres@127.0.0.1:1/x", 1);
    const app = await buildApp({ config: testConfig(), database });
    try {
      const res = await app.inject({ url: "/api/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("30");
      expect(json(res).success).toBe(false);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

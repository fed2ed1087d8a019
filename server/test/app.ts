import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { loadConfig, type Config } from "../config.ts";
import { buildApp, type App } from "../app.ts";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "./db.ts";

export const testConfig = (overrides: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: "test",
    // Never the working tree: uploads and documents written by tests stay out of the repository.
    DATA_DIR: path.join(os.tmpdir(), `test-data-${process.pid}`),
    SEED_DEMO: "false",
    // Tests read right after they write: no freshness window (the window has its own unit test).
    CATALOG_CACHE_FRESHNESS_MS: "0",
    ...overrides,
  });

export type TestApp = { app: App; database: Database; config: Config; close(): Promise<void> };

/** The real API over a fresh database; call close() in afterAll. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = overrides.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "test-app-"));
  const config = testConfig({ DATA_DIR: dataDir, ...overrides });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      if (!overrides.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What a whole test file shares (an app, a database): opened before its tests and closed after
 * them. The returned object is filled in by then, so the tests read its fields as they run.
 */
export function openForFile<T extends { close(): Promise<void> }>(open: () => Promise<T>): T {
  const shared = {} as T;
  beforeAll(async () => {
    Object.assign(shared, await open());
  });
  afterAll(async () => shared.close?.());
  return shared;
}

/** JSON body of an inject response, typed loosely for assertions. */
export const json = (res: { body: string }) => JSON.parse(res.body) as any;

/** GET on the API's read routes: `data` expects success and answers its data, `expectError` the failure. */
export function apiReader(app: App) {
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: "GET", url: `/api${url}`, headers });
    return { status: res.statusCode, body: json(res) };
  };
  return {
    get,
    async data(url: string, headers: Record<string, string> = {}) {
      const res = await get(url, headers);
      expect(res.status, url).toBe(200);
      expect(res.body.success).toBe(true);
      return res.body.data;
    },
    async expectError(url: string, status: number, error?: string) {
      const res = await get(url);
      expect(res.status, url).toBe(status);
      expect(res.body.success).toBe(false);
      if (error) expect(res.body.error).toBe(error);
    },
  };
}

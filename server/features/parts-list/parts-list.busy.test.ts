import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARTS_LIST_LIMITS, PARTS_LIST_MESSAGES, parsePartsText } from "../../../contracts/parts-list.ts";
import { buildApp, type App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { createServices } from "../../services.ts";
import { json, testConfig } from "../../test/app.ts";
import { createTestDatabase } from "../../test/db.ts";
import { PartsListBusy, createPartsListService } from "./parts-list.service.ts";

// Issue 20: a few visitors posting long lists of unknown codes must not make everyone else wait.
describe("parts list: a cap on lists matched at once", () => {
  it("refuses one more list than the cap while the others run, and takes it once they end", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const service = createPartsListService({
      repo: {
        byNormalisedCodes: async () => (await held, []),
        fuzzy: async () => [],
        byIds: async () => [],
      },
      finder: async () => ({ searchIds: async () => [] }),
    });
    const list = parsePartsText("QQ-1\nQQ-2");
    const running = Array.from({ length: PARTS_LIST_LIMITS.concurrentMatches }, () => service.match(list));
    await expect(service.match(list)).rejects.toBeInstanceOf(PartsListBusy);
    release();
    await Promise.all(running);
    await expect(service.match(list)).resolves.toMatchObject({ lines: [{ status: "missing" }, { status: "missing" }] });
  });
});

describe("POST /api/parts-list/match beyond the cap", () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let app: App;
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig();
    const services = createServices(database, config);
    // Lists that stay in progress until released: the cap is reached without racing the clock.
    const partsList = createPartsListService({
      repo: { byNormalisedCodes: async () => (await held, []), fuzzy: async () => [], byIds: async () => [] },
      finder: async () => ({ searchIds: async () => [] }),
    });
    app = await buildApp({ config, database, services: { ...services, partsList } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("answers 503 with Retry-After and the Spanish message", async () => {
    const post = () => app.inject({ method: "POST", url: "/api/parts-list/match", payload: { text: "QQ-1" } });
    const running = Array.from({ length: PARTS_LIST_LIMITS.concurrentMatches }, post);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const busy = await post();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers["retry-after"]).toBe(String(PARTS_LIST_LIMITS.retryAfterSeconds));
    expect(json(busy).error).toBe(PARTS_LIST_MESSAGES.busy);
    release();
    expect((await Promise.all(running)).map((r) => r.statusCode)).toEqual(running.map(() => 200));
  });
});

import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import type { Database } from "../db/client.ts";
import { testConfig } from "../test/app.ts";
import { createTestDatabase } from "../test/db.ts";

const TOKEN = "Secreto_del_cliente-0123456789abcdefghijklmno";

let database: Database;
let app: App;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // The logger options main.ts passes, writing here instead of stdout.
  app = await buildApp({ config: testConfig(), database, logger: { level: "info", stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("request logs carry no status-page tokens (issue 20)", () => {
  it.each([
    [`/api/quote-status/${TOKEN}`, "/api/quote-status/[token]"],
    [`/api/quote-status/${TOKEN}/pdf?version=2`, "/api/quote-status/[token]/pdf?version=[…]"],
    [`/cotizacion/estado/${TOKEN}`, "/cotizacion/estado/[token]"],
    [`/cotizacion/estado/${TOKEN}.data?_routes=x`, "/cotizacion/estado/[token].data?_routes=[…]"],
    [`/login?setup=${TOKEN}`, "/login?setup=[…]"],
  ])("%s is logged as %s", async (url, logged) => {
    lines.length = 0;
    await app.inject({ method: "GET", url });
    const text = lines.join("");
    expect(text).toContain("incoming request");
    expect(text).not.toContain(TOKEN);
    expect(text).toContain(`"url":"${logged}"`);
  });
});

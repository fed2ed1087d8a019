import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_UNAVAILABLE_MESSAGE } from "../../contracts/envelope.ts";
import { buildApp, type App } from "../app.ts";
import { testConfig } from "../test/app.ts";
import { createTestDatabase } from "../test/db.ts";
import { startViteInTurn } from "../test/vite-dev-turns.ts";
import { mountWeb } from "./mount.ts";

// The pages as main.ts serves them (React Router through Vite in development mode), over a
// database that is already closed: the same outage server/lib/database-unavailable.test.ts uses.
let app: App;
beforeAll(async () => {
  const database = await createTestDatabase();
  await database.close();
  const config = testConfig();
  app = await buildApp({ config, database });
  await startViteInTurn(() => mountWeb(app, config, database));
  await app.ready();
}, 300_000);
afterAll(() => app?.close());

let ip = 0;
const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    host: "localhost",
    origin: "http://localhost",
    "sec-fetch-site": "same-origin",
  },
});

function expectUnavailablePage(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  at: string,
) {
  expect(res.statusCode, at).toBe(503);
  expect(res.headers["retry-after"], at).toBe("30");
  expect(String(res.headers["content-type"]), at).toMatch(/^text\/html/);
  expect(res.body, at).toContain("Servicio no disponible");
  expect(res.body, at).toContain(SERVICE_UNAVAILABLE_MESSAGE);
}

describe("database unreachable: the pages (issue 20)", () => {
  it.each(["/", "/productos", "/producto/1", "/cotizacion/estado/a1b2c3d4e5f6a7b8c9d0e1f2"])(
    "GET %s answers 503 with Retry-After and the Spanish page",
    async (url) => {
      const res = await app.inject({ method: "GET", url, headers: { host: "localhost" } });
      expectUnavailablePage(res, url);
    },
    300_000,
  );

  it.each([
    ["/contacto", { name: "Ana Pérez", email: "ana@empresa.ec", message: "Necesito un variador de 5 HP." }],
    ["/servicios", { name: "Ana Pérez", email: "ana@empresa.ec", service: "Automatización", message: "Un tablero." }],
    [
      "/cotizacion",
      {
        name: "Ana Pérez",
        email: "ana@empresa.ec",
        basket: JSON.stringify([{ id: 1, name: "Variador G120", price: "1250.00", quantity: 2 }]),
        message: "Cotizar.",
      },
    ],
  ])(
    "POST %s without JavaScript answers 503 with Retry-After and the Spanish page",
    async (url, fields) => {
      const res = await app.inject({ method: "POST", url, remoteAddress: `10.98.0.${++ip}`, ...form(fields) });
      expectUnavailablePage(res, `POST ${url}`);
    },
    300_000,
  );
});

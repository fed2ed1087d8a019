import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, xlsx } from "../features/import-export/import-export-test-helpers.ts";
import { prepareDataDir, startServer, type ServerProcess } from "../test/server-process.ts";

// The kills land in the API's writes; the pages (Vite in dev mode) would only slow each restart.
const API_ONLY = "server/test/api-server.ts";
import { openDatabase } from "./client.ts";
import { products } from "./schema/index.ts";

/**
 * kill -9 while a spreadsheet import runs, on the embedded database: after the restart the
 * file's products are all there or none is.
 */
const ROWS = 3000;
// Points in the write phase: a preview (read + check, no writes) takes the first part of an
// import; the kill lands at these fractions of the rest, inside the import's transaction.
const KILL_AT = [0.2, 0.5, 0.8];
const ADMIN = { ADMIN_EMAIL: "crash.admin@andes.ec", ADMIN_PASSWORD: "clave-segura-crash-123" };

let dir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "crash-import-"));
  await prepareDataDir(dir, async () => {});
});

afterAll(async () => {
  await server?.kill9();
  fs.rmSync(dir, { recursive: true, force: true });
});

const file = (prefix: string) =>
  xlsx([
    ["sku", "name", "brand", "category", "subcategory", "price", "stock_quantity", "features"],
    ...Array.from({ length: ROWS }, (_, i) => [
      `${prefix}-${i}`,
      `Producto ${prefix} ${i}`,
      `Marca ${i % 7}`,
      `Categoría ${i % 5}`,
      `Sub ${i % 3}`,
      `${10 + i}.50`,
      String(i),
      "Uno; Dos",
    ]),
  ]);

async function login(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { data: { sessionId: string } };
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(body)}`);
  return { "x-session-id": body.data.sessionId };
}

async function importFile(url: string, session: Record<string, string>, buf: Buffer, kind = "system") {
  const body = multipartBody(buf);
  return fetch(`${url}/api/import/${kind}`, {
    method: "POST",
    headers: { ...body.headers, ...session },
    body: body.payload,
  });
}

async function countByPrefix(prefixes: string[]): Promise<number[]> {
  const database = await openDatabase({ dataDir: dir });
  try {
    const counts: number[] = [];
    for (const prefix of prefixes) {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(like(products.sku, `${prefix}-%`));
      counts.push(Number(row.n));
    }
    return counts;
  } finally {
    await database.close();
  }
}

/** Previews or imports a file to the end and says how long it took. */
async function timed(url: string, buf: Buffer, kind: "preview" | "system"): Promise<number> {
  const session = await login(url);
  const started = performance.now();
  const res = await importFile(url, session, buf, kind);
  expect(res.status).toBe(200);
  return performance.now() - started;
}

describe("kill -9 during an import", () => {
  it(`leaves all ${ROWS} rows or none (${KILL_AT.length} runs)`, async () => {
    server = await startServer(dir, ADMIN, 90_000, API_ONLY);
    const full = await file("FULL");
    // The first requests are the slowest (compilation, caches): measure after one of each.
    await timed(server.url, full, "preview");
    const readMs = await timed(server.url, full, "preview");
    let importMs = await timed(server.url, full, "system");

    const runs: { killAtMs: number; answered: number | null }[] = [];
    for (const [run, fraction] of KILL_AT.entries()) {
      const buf = await file(`RUN${run}`);
      const session = await login(server.url);
      const started = performance.now();
      const pending = importFile(server.url, session, buf).then(
        (res) => res.status,
        () => null, // cut by the kill
      );
      const killAtMs = Math.round(readMs + Math.max(0, importMs - readMs) * fraction);
      await new Promise((r) => setTimeout(r, killAtMs));
      await server.kill9();
      const answered = await pending;
      // An import that beat the kill is a fresher measure of how long one takes.
      if (answered === 200) importMs = performance.now() - started;
      runs.push({ killAtMs, answered });
      server = await startServer(dir, ADMIN, 90_000, API_ONLY);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    }
    await server.stop();
    server = undefined;

    const [fullCount, ...found] = await countByPrefix(["FULL", ...KILL_AT.map((_, run) => `RUN${run}`)]);
    console.log(
      `kill -9 import of ${ROWS} rows (preview ${Math.round(readMs)} ms, import ${Math.round(importMs)} ms): ` +
        JSON.stringify(runs.map((r, i) => ({ ...r, found: found[i] }))),
    );
    expect(fullCount).toBe(ROWS);
    for (const [i, r] of runs.entries()) {
      expect([0, ROWS]).toContain(found[i]);
      if (r.answered === 200) expect(found[i]).toBe(ROWS);
    }
  }, 180_000);
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYNONYM_MESSAGES as M } from "../../../contracts/synonyms.ts";
import { searchMisses, users } from "../../db/schema/index.ts";
import { seedDemoCatalogIfEmpty } from "../../db/seed/seed.ts";
import { adminApi, type Api } from "../catalog/catalog-admin-test-support.ts";
import { staffSession } from "../catalog/catalog-test-fixtures.ts";
import { createSynonymsRepository, MISSES_PER_DAY } from "./synonyms.repository.ts";

// Issue 21: synonyms staff teach, applied by the search and the suggestions; searches that found
// nothing counted (text only) and listed for the dashboard.
let api: Api;
let ventas: Record<string, string>;

beforeAll(async () => {
  api = await adminApi();
  await seedDemoCatalogIfEmpty(api.t.database.db);
  ventas = await staffSession(api.t.database.db);
  await api.t.database.db.update(users).set({ role: "ventas" }).where(eq(users.name, "Staff"));
});
afterAll(() => api.t.close());

const total = async (search: string) =>
  (await api.call("GET", `/products?search=${encodeURIComponent(search)}&perPage=1`, undefined, {})).body.data.total;

describe("synonyms (Sinónimos)", () => {
  it("the demo ships a starting set that the search applies", async () => {
    const groups = await api.data("GET", "/search/synonyms");
    expect(groups.map((g: any) => g.terms[0])).toContain("variador");
    expect(await total("inverter")).toBe(await total("variador"));
    expect(await total("convertidor de frecuencia")).toBe(await total("variador"));
    expect(await total("fuente de poder")).toBe(await total("fuente"));
    expect(await total("breaker")).toBeGreaterThan(0);
  });

  it("a group staff create is applied at once by the search and the suggestions, and audited", async () => {
    expect(await total("quetzalcoatl")).toBe(0);
    const created = await api.data("POST", "/search/synonyms", { terms: ["quetzalcoatl", " Contactor ", "contactor"] });
    expect(created.terms).toEqual(["quetzalcoatl", "Contactor"]);
    expect(await total("quetzalcoatl")).toBe(await total("contactor"));
    const suggest = (await api.call("GET", "/products/suggest?q=quetzalcoatl", undefined, {})).body.data;
    expect(suggest.products.length).toBeGreaterThan(0);
    const audit = await api.data("GET", "/audit?entity=synonym");
    expect(JSON.stringify(audit)).toContain("quetzalcoatl");

    await api.data("PUT", `/search/synonyms/${created.id}`, { terms: ["quetzalcoatl", "relé térmico"] });
    // A phrase of several words a group adds counts written whole in the name (ADR 031): the two
    // 'Relé térmico TeSys LRD'; 'relé térmico' typed also finds the SIRIUS relay whose
    // description says 'relé de sobrecarga térmico' (a phrase match needs positions the index lacks).
    expect(await total("relé térmico")).toBe(3);
    expect(await total("quetzalcoatl")).toBe(2);
    await api.data("DELETE", `/search/synonyms/${created.id}`);
    expect(await total("quetzalcoatl")).toBe(0);
  });

  it("refuses a group of one term, with the rule's Spanish message, and unknown ids", async () => {
    await api.fails("POST", "/search/synonyms", { terms: ["variador", "Variador"] }, 400, M.tooFew);
    await api.fails("PUT", "/search/synonyms/999999", { terms: ["a1", "b1"] }, 404, M.notFound);
  });

  it("sales staff read the groups but only admins write them; visitors neither", async () => {
    expect((await api.call("GET", "/search/synonyms", undefined, ventas)).status).toBe(200);
    expect((await api.call("POST", "/search/synonyms", { terms: ["x1", "y1"] }, ventas)).status).toBe(403);
    expect((await api.call("GET", "/search/synonyms", undefined, {})).status).toBe(401);
  });
});

describe("searches that found nothing", () => {
  it("are counted by text only, listed by count over 30 days, with what they find today", async () => {
    // The searches of the tests above wait to be written (a second's misses together): first them, then a clean slate.
    await api.t.app.services.synonyms.missesWritten();
    await api.t.database.db.delete(searchMisses);
    for (const q of ["quetzalcoatl", "Quetzalcoatl ", "quetzalcoatl", "zzz 123"]) await total(q);
    await total("variador"); // found something: not counted
    await api.call("GET", "/products?search=nada-por-aqui", undefined, api.session); // staff: not counted
    // The counts are written in the background (ADR 061); reading them waits for the writes.
    const top = await api.data("GET", "/search/misses?days=30&limit=10");
    const rows = await api.t.database.db.select().from(searchMisses);
    expect(Object.keys(rows[0]).sort()).toEqual(["count", "day", "query"]);
    expect(top.map((m: any) => [m.query, m.count, m.finds_now])).toEqual([
      ["quetzalcoatl", 3, 0],
      ["zzz 123", 1, 0],
    ]);
    await api.data("POST", "/search/synonyms", { terms: ["quetzalcoatl", "contactor"] });
    const after = await api.data("GET", "/search/misses");
    expect(after[0].finds_now).toBeGreaterThan(0);
    expect((await api.call("GET", "/search/misses", undefined, {})).status).toBe(401);
  });
});

describe("a second's misses written in one statement (ADR 066)", () => {
  it("adds up the known queries and lets new ones in, first recorded first, only while the day has room", async () => {
    const { db } = api.t.database;
    await api.t.app.services.synonyms.missesWritten();
    await db.delete(searchMisses);
    await db.execute(
      sql`INSERT INTO search_misses (day, query, count) SELECT current_date, 'relleno ' || i, 1 FROM generate_series(1, ${MISSES_PER_DAY - 2}) i`,
    );
    await createSynonymsRepository(db).recordMisses([
      ["relleno 7", 2],
      ["nuevo b", 1],
      ["nuevo c", 3],
      ["nuevo a", 1],
    ]);
    const rows = await db.select().from(searchMisses);
    const count = (q: string) => rows.find((r) => r.query === q)?.count;
    expect(rows).toHaveLength(MISSES_PER_DAY);
    expect([count("relleno 7"), count("nuevo b"), count("nuevo c"), count("nuevo a")]).toEqual([3, 1, 3, undefined]);
    await createSynonymsRepository(db).recordMisses([
      ["nuevo a", 1],
      ["nuevo c", 1],
    ]);
    const after = await db.select().from(searchMisses).where(eq(searchMisses.query, "nuevo c"));
    expect(after[0].count).toBe(4);
    expect(await db.select().from(searchMisses).where(eq(searchMisses.query, "nuevo a"))).toEqual([]);
    await db.delete(searchMisses);
  });
});

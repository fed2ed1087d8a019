import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalogIfEmpty } from "../../db/seed/seed.ts";
import { createTestApp, json, type TestApp } from "../../test/app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogIfEmpty(t.database.db);
});
afterAll(() => t?.close());

async function search(term: string, extra = "") {
  const res = await t.app.inject({ url: `/api/products?perPage=100&search=${encodeURIComponent(term)}${extra}` });
  expect(res.statusCode).toBe(200);
  return json(res).data;
}

// The seven queries over the demo catalogue. Before issue 12: 0, 25, 12, 71, 0, 0, 0.
describe("search over the demo catalogue (issue 12)", () => {
  it.each([
    ["siemens", 60],
    ["plc", 53],
    ["variadores", 72],
    ["variador", 72],
    ["varaidor", 72],
    ["6ES7 214-1AG40", 1],
    ["6ES7214*", 2],
  ])("%s finds %i products", async (term, total) => {
    expect((await search(term)).total).toBe(total);
  });

  it("every product of the PLC category is found by 'plc', and every Siemens one by 'siemens'", async () => {
    const categories = json(await t.app.inject({ url: "/api/categories" })).data;
    const plc = categories.find((c: any) => c.name.toLowerCase() === "plc");
    const inCategory = await search("", `&category=${plc.id}`);
    const found = new Set((await search("plc")).products.map((p: any) => p.id));
    expect(inCategory.total).toBeGreaterThan(0);
    for (const p of inCategory.products) expect(found.has(p.id)).toBe(true);
    const brands = json(await t.app.inject({ url: "/api/brands" })).data;
    const siemens = brands.find((b: any) => b.name === "Siemens");
    expect((await search("", `&brand=${siemens.id}`)).total).toBe((await search("siemens")).total);
  });

  it("'varaidor' lists the variadores and says what it searched for", async () => {
    const data = await search("varaidor");
    expect(data.suggestion).toBe("variador");
    expect(data.products.map((p: any) => p.id)).toEqual((await search("variador")).products.map((p: any) => p.id));
  });

  it("an order code typed with spaces finds the part first", async () => {
    expect((await search("6es7 214 1ag40")).products[0].sku).toBe("6ES7214-1AG40-0XB0");
  });
});

// Issue 21: '¿Quisiste decir…?' proposed words that found nothing ('fuente de poner', 'power fena',
// 'interna'). Now a proposal is made only when searching it finds products.
describe("'¿Quisiste decir…?' only proposes a query that returns results (issue 21)", () => {
  it.each([
    ["fuente de poner", null],
    ["power fena", null],
    ["interna", null],
    ["zzzxxqq", null],
    ["contacor", "contactor"],
    ["varaidor", "variador"],
    ["plx 1200", "plc 1200"],
  ])("%s → %s", async (term, expected) => {
    const { suggestion } = await search(term);
    expect(suggestion).toBe(expected);
    if (expected !== null) expect((await search(expected)).total).toBeGreaterThan(0);
  });
});

// Issue 21: 'plcs' found 53 products in the search but nothing in the suggestions, which read
// the word being typed only as the start of a word.
describe("suggestions read plurals of acronyms as the search does (issue 21)", () => {
  it.each(["plcs", "PLCs", "hmis", "vfds"])("%s suggests what the search lists first", async (term) => {
    const res = await t.app.inject({ url: `/api/products/suggest?q=${encodeURIComponent(term)}` });
    const suggested = json(res).data.products.map((p: any) => p.id);
    const listed = (await search(term)).products.map((p: any) => p.id);
    expect(suggested.length).toBeGreaterThan(0);
    expect(listed).toEqual(expect.arrayContaining(suggested));
  });

  it("a word that only starts like a plural stays a prefix ('fuentes' while typed is still 'fuentes…')", async () => {
    const res = await t.app.inject({ url: `/api/products/suggest?q=fuentes` });
    expect(json(res).data.products.length).toBeGreaterThan(0);
  });
});

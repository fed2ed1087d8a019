import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { suggestResult } from "../../../contracts/catalog.ts";
import { brands, products } from "../../db/schema/index.ts";
import { createBrand, createCategory, createProduct, createSubcategory } from "../../db/seed/factories.ts";
import { createTestApp, json, type TestApp } from "../../test/app.ts";
import { staffSession } from "./catalog-test-fixtures.ts";
import { planSearch, type AnalysisRequest } from "./search.ts";
import { analyseQuery } from "./search.repository.ts";

// Issue 12: a search that understands Spanish and order codes. Crafted products: codes one digit
// apart, plurals, accents, products that name neither their brand nor their category.
let t: TestApp;
let p: Record<string, { id: number }>;
let siemens: { id: number };
let plcs: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  siemens = await createBrand(db, { name: "Siemens" });
  const weg = await createBrand(db, { name: "WEG" });
  plcs = await createCategory(db, { name: "PLC" });
  const drives = await createCategory(db, { name: "Variadores de frecuencia" });
  const pumps = await createCategory(db, { name: "Bombas" });
  const compact = await createSubcategory(db, { name: "Controladores compactos", category_id: plcs.id });
  const common = { description: "Equipo industrial" };
  p = {
    cpu1214: await createProduct(db, {
      ...common,
      sku: "6ES7214-1AG40-0XB0",
      name: "CPU 1214C DC/DC/DC",
      brand_id: siemens.id,
      category_id: plcs.id,
      subcategory_id: compact.id,
    }),
    cpu1214relay: await createProduct(db, {
      ...common,
      sku: "6ES7214-1BG40-0XB0",
      name: "CPU 1214C AC/DC/Relé",
      brand_id: siemens.id,
      category_id: plcs.id,
    }),
    cpu1215: await createProduct(db, {
      ...common,
      sku: "6ES7215-1AG40-0XB0",
      name: "CPU 1215C DC/DC/DC",
      brand_id: siemens.id,
      category_id: plcs.id,
    }),
    drive: await createProduct(db, {
      ...common,
      sku: "CFW500A06P5T4",
      sku_ec: "EC.CFW-500/06",
      name: "Variador CFW500 3 kW",
      brand_id: weg.id,
      category_id: drives.id,
    }),
    drives: await createProduct(db, {
      ...common,
      sku: "CFW11-0010",
      name: "Variadores CFW11 para bombas",
      brand_id: weg.id,
      category_id: drives.id,
    }),
    module: await createProduct(db, {
      ...common,
      sku: "6ES7231-4HD32-0XB0",
      name: "Módulo de señales analógicas SM 1231",
      brand_id: siemens.id,
      category_id: plcs.id,
    }),
    pump: await createProduct(db, { ...common, sku: "BMB-100", name: "Bomba centrífuga", category_id: pumps.id }),
    pumpInText: await createProduct(db, {
      sku: "ACC-200",
      name: "Sensor de presión",
      description: "Protege la bomba contra marcha en seco",
    }),
    exact: await createProduct(db, { ...common, sku: "ABC-123", name: "Relé térmico" }),
    prefix: await createProduct(db, { ...common, sku: "ABC1234", name: "Relé térmico ampliado" }),
    inName: await createProduct(db, { ...common, sku: "ZZ-1", name: "Adaptador para ABC123" }),
    temperature: await createProduct(db, { ...common, sku: "TMP-1", name: "Transmisor de temperatura" }),
    hidden: await createProduct(db, {
      ...common,
      sku: "6ES7214-9ZZ99",
      name: "Variador antiguo Siemens",
      brand_id: siemens.id,
      category_id: drives.id,
      is_active: false,
    }),
  };
});
afterAll(() => t?.close());

async function search(term: string, opts: { extra?: string; headers?: Record<string, string> } = {}) {
  const url = `/api/products?perPage=100&search=${encodeURIComponent(term)}${opts.extra ?? ""}`;
  const res = await t.app.inject({ url, headers: opts.headers });
  expect(res.statusCode).toBe(200);
  return json(res).data as { total: number; products: { id: number }[]; suggestion: string | null; facets: any };
}
const idsOf = (data: { products: { id: number }[] }) => data.products.map((x) => x.id);
const found = async (term: string) => idsOf(await search(term)).sort((a, b) => a - b);
const these = (...names: string[]) => names.map((n) => p[n].id).sort((a, b) => a - b);

describe("what the search matches", () => {
  it("a brand name finds the brand's products, whatever their names say", async () => {
    expect(await found("siemens")).toEqual(these("cpu1214", "cpu1214relay", "cpu1215", "module"));
    expect(await found("SIEMENS 1214c")).toEqual(these("cpu1214", "cpu1214relay"));
  });

  it("category and subcategory names find their products", async () => {
    expect(await found("plc")).toEqual(these("cpu1214", "cpu1214relay", "cpu1215", "module"));
    expect(await found("controlador compacto")).toEqual(these("cpu1214"));
  });

  it("SKU EC and series-like words in the name", async () => {
    expect(await found("ec.cfw-500/06")).toEqual(these("drive"));
    expect(await found("cfw500")).toEqual(these("drive"));
  });

  it("singular and plural, accents and case are the same word", async () => {
    const drives = these("drive", "drives");
    expect(await found("variador")).toEqual(drives);
    expect(await found("VARIADORES")).toEqual(drives);
    expect(await found("módulos")).toEqual(these("module"));
    expect(await found("modulo")).toEqual(these("module"));
    expect(await found("señal analogica")).toEqual(these("module"));
    expect(await found("bombas")).toEqual(these("drives", "pump", "pumpInText"));
  });

  it("never shows inactive products, however they are found", async () => {
    for (const term of ["siemens", "variador", "6ES7214", "6ES7214*", "varaidor", "antiguo"]) {
      expect(idsOf(await search(term))).not.toContain(p.hidden.id);
    }
  });

  it("staff lists (admin list, pickers) use the same search, inactive products included", async () => {
    const headers = await staffSession(t.database.db);
    const data = await search("6es7 214", { extra: "&includeInactive=true", headers });
    expect(idsOf(data).sort((a, b) => a - b)).toEqual(these("cpu1214", "cpu1214relay", "hidden"));
  });

  it("a search of only symbols or stop words finds nothing", async () => {
    expect((await search("%")).total).toBe(0);
    expect((await search("de la")).total).toBe(0);
  });
});

describe("order codes", () => {
  it("ignore spaces, dashes, dots, slashes and case, and match as a prefix", async () => {
    for (const term of ["6ES7 214-1AG40", "6es7 214 1ag40", "6ES7.214/1AG40-0XB0", "6es72141ag400xb0"]) {
      expect(await found(term)).toEqual(these("cpu1214"));
    }
    expect(await found("6ES7214")).toEqual(these("cpu1214", "cpu1214relay"));
  });

  it("are never typo-corrected: one digit apart is another product", async () => {
    expect(await found("6ES7215")).toEqual(these("cpu1215"));
    expect(await found("6ES7216")).toEqual([]);
    expect(await found("6ES7214-1AG41")).toEqual([]);
    expect((await search("6ES7216")).suggestion).toBeNull();
  });

  it("take * as a wildcard, as in Siemens' Industry Mall", async () => {
    expect(await found("6ES7214*")).toEqual(these("cpu1214", "cpu1214relay"));
    expect(await found("6es7*0xb0")).toEqual(these("cpu1214", "cpu1214relay", "cpu1215", "module"));
    expect(await found("6ES7*1BG")).toEqual(these("cpu1214relay"));
    expect(await found("varia*")).toEqual(these("drive", "drives")); // letters only: a word prefix
  });
});

describe("typos", () => {
  it("one typo from 5 letters (a swap counts as one), two from 9", async () => {
    const drives = these("drive", "drives");
    expect(await found("varaidor")).toEqual(drives);
    expect(await found("variadr")).toEqual(drives);
    expect(await found("bonbas")).toEqual(these("drives", "pump", "pumpInText"));
    expect(await found("bmoba")).toEqual(these("drives", "pump", "pumpInText")); // few shared trigrams
    expect(await found("tempertaura")).toEqual(these("temperature")); // a swap
    expect(await found("tenperaturs")).toEqual(these("temperature")); // 11 letters, 2 typos
    expect(await found("temperxxxra")).toEqual([]); // 3 typos
    expect(await found("bonbs")).toEqual([]); // 5 letters, 2 typos
  });

  it("none under 5 letters", async () => {
    expect(await found("plx")).toEqual([]);
    expect(await found("bmba")).toEqual([]);
  });

  it("a corrected search says so; a search finding nothing offers the closest words", async () => {
    expect((await search("varaidor")).suggestion).toBe("variador");
    expect((await search("variador")).suggestion).toBeNull();
    const none = await search("plx");
    expect(none).toMatchObject({ total: 0, suggestion: "plc" });
    expect((await search("zzzxxqq")).suggestion).toBeNull();
  });

  it("words typed by staff later are known at once (dictionary kept by the database)", async () => {
    expect(await found("hidrolavadora")).toEqual([]);
    const created = await createProduct(t.database.db, { name: "Hidrolavadora industrial" });
    expect(await found("hidrolavadroa")).toEqual([created.id]);
    await t.database.db.update(products).set({ name: "Compresor de tornillo" }).where(eq(products.id, created.id));
    expect(await found("compresr")).toEqual([created.id]);
    await t.database.db.update(brands).set({ name: "Siemens Energy" }).where(eq(brands.id, siemens.id));
    expect(await found("enrgi")).toEqual([]); // 5 letters, 2 typos
    expect(await found("energi")).toEqual(these("cpu1214", "cpu1214relay", "cpu1215", "module"));
    await t.database.db.update(brands).set({ name: "Siemens" }).where(eq(brands.id, siemens.id));
  });
});

describe("ranking", () => {
  it("exact code, then code prefix, then name, then description", async () => {
    const data = await search("ABC123");
    expect(idsOf(data)).toEqual(these("exact").concat(these("prefix"), these("inName")));
    expect(idsOf(await search("bomba"))).toEqual([p.pump.id, p.drives.id, p.pumpInText.id]);
  });

  it("an exact code still comes first under another sort", async () => {
    expect(idsOf(await search("ABC1234", { extra: "&sort=name" }))[0]).toBe(p.prefix.id);
  });

  it("facet counts count what the search finds", async () => {
    const data = await search("siemens");
    const brandFacet = Object.fromEntries(data.facets.brand.map((o: any) => [o.label, o.count]));
    expect(brandFacet).toEqual({ Siemens: 4 });
    const filtered = await search("bomba", { extra: `&category=${plcs.id}` });
    expect(filtered.total).toBe(0);
    const categories = Object.fromEntries(filtered.facets.category.map((o: any) => [o.label, o.count]));
    expect(categories).toEqual({ Bombas: 1, "Variadores de frecuencia": 1 });
  });
});

describe("GET /api/products/suggest", () => {
  const suggest = async (q: string) => {
    const res = await t.app.inject({ url: `/api/products/suggest?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return json(res).data;
  };

  it("waits for 2 characters", async () => {
    const none = { products: [], categories: [], brands: [], suggestion: null };
    expect(await suggest("v")).toEqual(none);
    expect(await suggest("")).toEqual(none);
  });

  it("matches the word being typed as a prefix and answers products, categories and brands", async () => {
    const data = await suggest("varia");
    expect(data.products.map((x: any) => x.id).sort((a: number, b: number) => a - b)).toEqual(these("drive", "drives"));
    expect(data.products[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      sku: expect.any(String),
      price: expect.any(String),
      price_amount: expect.any(String),
      main_image: null,
    });
    expect(data.categories.map((x: any) => x.name)).toEqual(["Variadores de frecuencia"]);
    // Sent as built, not parsed against the schema: nothing in it that the schema would drop.
    expect(suggestResult.parse(data)).toEqual(data);
    expect((await suggest("sie")).brands.map((x: any) => x.name)).toEqual(["Siemens"]);
  });

  it("corrects the words already typed, finds order codes, shows up to 6 active products", async () => {
    expect((await suggest("varaidor cfw5")).products.map((x: any) => x.id)).toEqual([p.drive.id]);
    expect((await suggest("6ES7 214")).products.map((x: any) => x.id).sort((a: number, b: number) => a - b)).toEqual(
      these("cpu1214", "cpu1214relay"),
    );
    const many = await suggest("equip");
    expect(many.products).toHaveLength(6);
    expect(many.products.map((x: any) => x.id)).not.toContain(p.hidden.id);
  });

  it("looks for corrections of the words typed, not of the one still being typed", async () => {
    const asked: AnalysisRequest[] = [];
    const lookups = {
      synonyms: async () => [],
      analyse: async (request: AnalysisRequest) => (asked.push(request), analyseQuery(t.database.db, request)),
      named: async (terms: unknown[]) => terms.map(() => ({ brands: [], categories: [], subcategories: [] })),
      technicalValues: async () => ({ potencia: [], voltaje: [], corriente: [] }),
    };
    await planSearch("varaidor varaid", lookups);
    // A corrected query is planned again from its corrected text (ADR 031): its first analysis is the typed one's.
    const second = asked.length;
    await planSearch("varaidor varaid", lookups, { prefixLast: true });
    const [typedWhole, lastTyping] = [asked[0], asked[second]].map((r) => r.correct.map((c) => c.token));
    expect(typedWhole).toEqual(["varaidor", "varaid"]);
    expect(lastTyping).toEqual(["varaidor"]);
    const analysis = await analyseQuery(t.database.db, asked[0]);
    expect(analysis.candidates.get("varaidor")!.map((c) => c.word)).toContain("variador");
    expect(analysis.candidates.get("varaid")!.map((c) => c.word)).toContain("variador");
  });

  it("is described in the OpenAPI document", async () => {
    const res = await t.app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = json(res).paths["/api/products/suggest"].get;
    expect(doc.parameters.map((x: any) => x.name)).toEqual(["q"]);
    expect(Object.keys(doc.responses["200"].content["application/json"].schema.properties.data.properties)).toEqual([
      "products",
      "categories",
      "brands",
      "suggestion",
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp } from "../../test/app.ts";
import { seedCatalog, staffSession } from "./catalog-test-fixtures.ts";

let t: TestApp;
let c: Awaited<ReturnType<typeof seedCatalog>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalog(t.database.db);
});
afterAll(() => t?.close());

async function list(query = "", headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: "GET", url: `/api/products${query ? `?${query}` : ""}`, headers });
  expect(res.statusCode).toBe(200);
  const body = json(res);
  expect(body.success).toBe(true);
  return body.data;
}
const names = (data: { products: { name: string }[] }) => data.products.map((p) => p.name);
const ids = (data: { products: { id: number }[] }) => data.products.map((p) => p.id).sort((a, b) => a - b);
const sorted = (...xs: number[]) => [...xs].sort((a, b) => a - b);
const facet = (data: any, key: string) =>
  Object.fromEntries(data.facets[key].map((o: any) => [o.label, o.count])) as Record<string, number>;

describe("GET /api/products", () => {
  it("answers the page, totals and every product's full shape", async () => {
    const data = await list();
    expect(data).toMatchObject({ total: 6, page: 1, perPage: 12, totalPages: 1 });
    const g120 = data.products.find((p: any) => p.id === c.products.g120.id);
    expect(g120).toMatchObject({
      sku: "6SL3210-1KE",
      sku_ec: "EC-G120",
      price: "500.00",
      price_amount: "500.00",
      original_price: "550.00",
      originalPrice: "550.00",
      brand: { id: c.brands.siemens.id, name: "Siemens" },
      category: { id: c.categories.drives.id, name: "Variadores" },
      subcategory: { id: c.subcategories.lowVoltage.id, name: "Baja tensión" },
      accessories_count: 1, // the inactive accessory is not counted publicly
      is_active: true,
    });
    expect(new Date(g120.created_at).toISOString()).toBe(g120.created_at);
    expect(g120).not.toHaveProperty("search_text");
    const module = data.products.find((p: any) => p.id === c.products.module.id);
    expect(module).toMatchObject({ price: "Consultar", price_amount: null, stock_quantity: null });
    const panel = data.products.find((p: any) => p.id === c.products.panel.id);
    expect(panel.subcategory).toBeNull();
  });

  it("never lists inactive products to anonymous visitors, even when asked", async () => {
    for (const q of ["", "includeInactive=true", "search=inactivo", "brand=" + c.brands.schneider.id]) {
      const data = await list(q);
      expect(ids(data)).not.toContain(c.products.hidden.id);
    }
    expect((await list("search=inactivo")).total).toBe(0);
  });

  it("lists inactive products for staff only with includeInactive=true", async () => {
    const headers = await staffSession(t.database.db);
    expect(ids(await list("", headers))).not.toContain(c.products.hidden.id);
    const all = await list("includeInactive=true", headers);
    expect(all.total).toBe(7);
    expect(ids(all)).toContain(c.products.hidden.id);
  });

  describe("search", () => {
    it("is case- and accent-insensitive and matches word parts", async () => {
      const { g120, v20, acs, panel, module } = c.products;
      expect(ids(await list("search=variador"))).toEqual(sorted(g120.id, v20.id, acs.id, panel.id));
      // Plural = singular since issue 12 (Spanish stems; the category "Variadores" matches too).
      expect(ids(await list("search=VARIADORES"))).toEqual(sorted(g120.id, v20.id, acs.id, panel.id));
      expect(ids(await list("search=senal"))).toEqual([module.id]);
      expect(ids(await list("search=Se%C3%B1al"))).toEqual([module.id]); // "Señal"
      expect(ids(await list("search=se%C3%B1ales"))).toEqual([module.id]); // description, upper case
    });

    it("covers sku, sku_ec and series, and requires every word", async () => {
      const { g120, v20, module } = c.products;
      expect(ids(await list("search=6sl3210"))).toEqual(sorted(g120.id, v20.id));
      expect(ids(await list("search=ec-g120"))).toEqual([g120.id]);
      expect(ids(await list("search=s7-1200"))).toEqual([module.id]);
      expect(ids(await list("search=variador%20v20"))).toEqual([v20.id]);
      expect(ids(await list("search=variador%20inexistente"))).toEqual([]);
    });

    it("ignores NUL bytes instead of failing", async () => {
      expect(ids(await list("search=%00senal&series=%00"))).toEqual([c.products.module.id]);
    });

    it("treats LIKE wildcards literally", async () => {
      expect((await list("search=%25")).total).toBe(0);
      expect((await list("search=_")).total).toBe(0);
    });

    it("puts an exact SKU match first whatever the sort", async () => {
      const { panel, acs } = c.products;
      for (const sort of ["default", "name", "price-desc", "stock"]) {
        const data = await list(`search=acs580&sort=${sort}`);
        expect(data.products.map((p: any) => p.id)).toEqual([panel.id, acs.id]);
      }
    });
  });

  describe("sort", () => {
    const all = [
      "HMI KTP700",
      "Módulo de señal S7-1200",
      "Panel de control para variador",
      "Variador ACS580",
      "Variador compacto V20",
      "Variadores de frecuencia G120",
    ];
    it("name A-Z", async () => {
      expect(names(await list("sort=name"))).toEqual(all);
    });
    it("price ascending and descending, products without a price last", async () => {
      expect((await list("sort=price-asc")).products.map((p: any) => p.price)).toEqual([
        "50.00",
        "300.00",
        "500.00",
        "800.00",
        "1200.00",
        "Consultar",
      ]);
      expect((await list("sort=price-desc")).products.map((p: any) => p.price)).toEqual([
        "1200.00",
        "800.00",
        "500.00",
        "300.00",
        "50.00",
        "Consultar",
      ]);
    });
    it("rating and stock both by stock quantity, unknown stock last", async () => {
      for (const sort of ["rating", "stock"]) {
        expect((await list(`sort=${sort}`)).products.map((p: any) => p.stock_quantity)).toEqual([20, 8, 5, 3, 0, null]);
      }
    });
    it("default: available first (free-text stock included), then by name", async () => {
      expect(names(await list())).toEqual([
        "HMI KTP700",
        "Módulo de señal S7-1200",
        "Panel de control para variador",
        "Variador ACS580",
        "Variadores de frecuencia G120",
        "Variador compacto V20",
      ]);
    });
    it("default with a search ranks by similarity", async () => {
      const data = await list("search=variador%20acs580");
      expect(data.products[0].id).toBe(c.products.acs.id);
    });
    it("an unknown sort falls back to the default", async () => {
      expect(names(await list("sort=bogus"))).toEqual(names(await list()));
    });
  });

  describe("filters", () => {
    it("category, subcategory and brand by id", async () => {
      const { g120, v20, acs, panel, module, hmi } = c.products;
      expect(ids(await list(`category=${c.categories.drives.id}`))).toEqual(sorted(g120.id, v20.id, acs.id, panel.id));
      expect(ids(await list(`category=${c.categories.plcs.id}`))).toEqual(sorted(module.id, hmi.id));
      expect(ids(await list(`subcategory=${c.subcategories.lowVoltage.id}`))).toEqual(sorted(g120.id, v20.id));
      expect(ids(await list(`brand=${c.brands.siemens.id}`))).toEqual(sorted(g120.id, v20.id, module.id));
      expect(ids(await list(`brand=${c.brands.abb.id}&category=${c.categories.drives.id}`))).toEqual(
        sorted(acs.id, panel.id),
      );
      expect((await list("brand=999999")).total).toBe(0);
    });

    it("series and each technical filter match the exact value", async () => {
      const { g120, v20, acs } = c.products;
      const cases: [string, number[]][] = [
        ["series=V20", [v20.id]],
        ["potencia=0.75", [g120.id]], // the inactive product with 0.75 kW stays hidden
        ["potencia=0.7", []],
        ["voltaje=400V", [g120.id, acs.id]],
        ["frame_size=R3", [acs.id]],
        ["corriente=12.6A", [acs.id]],
        ["comunicacion=PROFINET", [g120.id]],
        ["alimentacion=Trif%C3%A1sica", [acs.id]],
        ["voltaje=400V&potencia=11", [acs.id]],
      ];
      for (const [q, expected] of cases) expect(ids(await list(q)), q).toEqual(sorted(...expected));
    });

    it("stock in/out: only a quantity ≤ 0 is out; free text ('Consultar') is in", async () => {
      const { g120, v20, acs, panel, module, hmi } = c.products;
      expect(ids(await list("stock=in"))).toEqual(sorted(g120.id, acs.id, panel.id, hmi.id, module.id));
      expect(ids(await list("stock=out"))).toEqual([v20.id]);
    });

    it("empty parameters mean no filter", async () => {
      expect((await list("search=&category=&brand=&series=&voltaje=")).total).toBe(6);
    });
  });

  describe("paging", () => {
    it("pages with stable totals", async () => {
      const data = await list("sort=name&perPage=2&page=2");
      expect(data).toMatchObject({ total: 6, page: 2, perPage: 2, totalPages: 3 });
      expect(names(data)).toEqual(["Panel de control para variador", "Variador ACS580"]);
      const beyond = await list("sort=name&perPage=2&page=9");
      expect(beyond.products).toEqual([]);
      expect(beyond.total).toBe(6);
    });

    it("absurd values fall back to defaults instead of failing", async () => {
      const data = await list("perPage=abc&page=-4&sort=%00&stock=maybe");
      expect(data).toMatchObject({ page: 1, perPage: 12, total: 6 });
      expect((await list("perPage=100000")).perPage).toBe(12);
    });

    it("malformed ids and over-long text are 400", async () => {
      for (const q of ["category=abc", "brand=-1", "subcategory=99999999999", `search=${"x".repeat(201)}`]) {
        const res = await t.app.inject({ method: "GET", url: `/api/products?${q}` });
        expect(res.statusCode, q).toBe(400);
        expect(json(res).success).toBe(false);
      }
    });
  });

  describe("facets", () => {
    it("count every option of every facet, skipping nulls and inactive products", async () => {
      const data = await list();
      expect(Object.keys(data.facets).sort()).toEqual(
        [
          "alimentacion",
          "brand",
          "category",
          "comunicacion",
          "corriente",
          "frame_size",
          "potencia",
          "series",
          "subcategory",
          "voltaje",
        ].sort(),
      );
      expect(data.facets.brand).toEqual([
        { value: String(c.brands.abb.id), label: "ABB", count: 2 },
        { value: String(c.brands.schneider.id), label: "Schneider", count: 1 },
        { value: String(c.brands.siemens.id), label: "Siemens", count: 3 },
      ]);
      expect(facet(data, "category")).toEqual({ PLC: 2, Variadores: 4 });
      expect(facet(data, "subcategory")).toEqual({ "Baja tensión": 2, Compactos: 1 });
      expect(data.facets.potencia).toEqual([
        { value: "0.75", label: "0.75", count: 1 },
        { value: "7.5", label: "7.5", count: 1 },
        { value: "11", label: "11", count: 1 },
      ]);
      expect(data.facets.voltaje.map((o: any) => o.label)).toEqual(["230V", "400V"]);
      expect(facet(data, "series")).toEqual({ ACS580: 1, G120: 1, "S7-1200": 1, V20: 1 });
    });

    it("are disjunctive: a facet ignores its own filter but applies the others", async () => {
      const { siemens, abb, schneider } = c.brands;
      const byBrand = await list(`brand=${siemens.id}`);
      expect(byBrand.total).toBe(3);
      expect(facet(byBrand, "brand")).toEqual({ ABB: 2, Schneider: 1, Siemens: 3 });
      expect(facet(byBrand, "category")).toEqual({ PLC: 1, Variadores: 2 });
      expect(facet(byBrand, "potencia")).toEqual({ "0.75": 1, "7.5": 1 });

      const both = await list(`brand=${siemens.id}&category=${c.categories.drives.id}`);
      expect(both.total).toBe(2);
      expect(facet(both, "brand")).toEqual({ ABB: 2, Siemens: 2 });
      expect(facet(both, "category")).toEqual({ PLC: 1, Variadores: 2 });
      expect(facet(both, "voltaje")).toEqual({ "230V": 1, "400V": 1 });

      const three = await list(`brand=${abb.id}&category=${c.categories.drives.id}&voltaje=400V`);
      expect(three.total).toBe(1);
      expect(facet(three, "brand")).toEqual({ ABB: 1, Siemens: 1 });
      expect(facet(three, "voltaje")).toEqual({ "400V": 1 });
      expect(facet(three, "category")).toEqual({ Variadores: 1 });
      expect(schneider.id).toBeDefined();
    });

    it("apply the search to every facet", async () => {
      const data = await list(`search=variador&brand=${c.brands.siemens.id}`);
      expect(data.total).toBe(2);
      expect(facet(data, "brand")).toEqual({ ABB: 2, Siemens: 2 });
      expect(facet(data, "category")).toEqual({ Variadores: 2 });
    });

    it("are empty when nothing matches", async () => {
      const data = await list("search=zzzzzz");
      expect(data.total).toBe(0);
      expect(data.totalPages).toBe(0);
      expect(data.facets.brand).toEqual([]);
    });
  });
});

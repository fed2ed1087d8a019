import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { placeholderSeed } from "../../../contracts/images.ts";
import type { Database } from "../client.ts";
import { products } from "../schema/index.ts";
import { createTestDatabase } from "../../test/db.ts";
import { DEMO_BRANDS } from "./demo-catalog.ts";
import { seedDemoCatalogIfEmpty, type SeedResult } from "./seed.ts";

let database: Database;
let seeded: SeedResult | null;

// Both drivers answer raw queries with { rows }; the shared Db type leaves the result untyped.
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const one = async (query: ReturnType<typeof sql>) =>
  Number(Object.values((await rows<Record<string, unknown>>(query))[0])[0]);

const TABLES = [
  "brands",
  "categories",
  "subcategories",
  "applications",
  "products",
  "product_features",
  "product_applications",
  "accessories",
  "related_products",
];
const tableCounts = async () =>
  Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await one(sql.raw(`select count(*) from ${t}`))])));

beforeAll(async () => {
  database = await createTestDatabase();
  seeded = await seedDemoCatalogIfEmpty(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe("demo catalogue seed", () => {
  it("creates at least 130 products across the seven demo brands", async () => {
    expect(seeded).not.toBeNull();
    const total = await one(sql`select count(*) from products`);
    expect(seeded!.products).toBe(total);
    expect(total).toBeGreaterThanOrEqual(130);

    const brandRows = await rows<{ name: string; logo_url: string; website: string; n: number }>(sql`
      select b.name, b.logo_url, b.website, count(p.id)::int as n
      from brands b left join products p on p.brand_id = b.id group by b.id order by b.id`);
    expect(brandRows.map((b) => b.name)).toEqual(DEMO_BRANDS.map((b) => b.name));
    for (const b of brandRows) {
      expect(b.n).toBeGreaterThan(5);
      expect(b.logo_url).toMatch(/^\/brands\/[a-z0-9-]+\.svg$/);
      expect(b.website).toMatch(/^https:\/\//);
    }
  });

  it("creates at least seven categories, each with two to four subcategories", async () => {
    const cats = await rows<{ name: string; description: string; subs: number }>(sql`
      select c.name, c.description, count(s.id)::int as subs
      from categories c left join subcategories s on s.category_id = c.id group by c.id`);
    expect(cats.length).toBeGreaterThanOrEqual(7);
    for (const c of cats) {
      expect(c.subs, c.name).toBeGreaterThanOrEqual(2);
      expect(c.subs, c.name).toBeLessThanOrEqual(4);
      expect(c.description.length).toBeGreaterThan(20);
    }
    expect(cats.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        "PLC",
        "Variadores de frecuencia",
        "HMI",
        "SCADA",
        "Arrancadores suaves",
        "Guardamotores",
        "Fuentes de alimentación",
      ]),
    );
    // Every product's subcategory belongs to its own category.
    expect(
      await one(
        sql`select count(*) from products p join subcategories s on s.id = p.subcategory_id where s.category_id <> p.category_id`,
      ),
    ).toBe(0);
  });

  it("uses unique SKUs and local SKUs, relative image names and Spanish text", async () => {
    expect(await one(sql`select count(*) - count(distinct lower(sku)) from products`)).toBe(0);
    expect(await one(sql`select count(*) - count(distinct sku_ec) from products`)).toBe(0);
    expect(await one(sql`select count(*) from products where sku_ec !~ '^EC-[A-Z]{2,3}-[0-9]{4}$'`)).toBe(0);
    expect(await one(sql`select count(*) - count(distinct main_image) from products`)).toBe(0);
    const images = await rows<{ main_image: string }>(sql`select main_image from products`);
    for (const { main_image } of images) {
      expect(main_image).toMatch(/^[a-z0-9-]+\.jpg$/);
      expect(placeholderSeed(main_image)).toBe(main_image.replace(/\.jpg$/, ""));
    }
    const s71200 = await rows<{ name: string; series: string; price: string; comunicacion: string }>(
      sql`select name, series, price, comunicacion from ${products} where sku = '6ES7214-1AG40-0XB0'`,
    );
    expect(s71200[0]).toMatchObject({ series: "S7-1200", comunicacion: "PROFINET" });
    expect(s71200[0].name).toContain("CPU 1214C");
    expect(await one(sql`select count(*) from products where description !~ '[áéíóúñ]'`)).toBeLessThan(
      (await one(sql`select count(*) from products`)) / 4,
    );
  });

  it("has stock outs, inactive products, discounts and free-text price and stock", async () => {
    expect(await one(sql`select count(*) from products where stock_quantity = 0`)).toBeGreaterThanOrEqual(3);
    const inactive = await one(sql`select count(*) from products where not is_active`);
    expect(inactive).toBeGreaterThanOrEqual(3);
    expect(inactive).toBeLessThanOrEqual(5);
    expect(await one(sql`select count(*) from products where original_price > price`)).toBeGreaterThanOrEqual(3);
    expect(await one(sql`select count(*) from products where original_price <= price`)).toBe(0);
    expect(
      await one(sql`select count(*) from products where price is null and price_text = 'Consultar'`),
    ).toBeGreaterThanOrEqual(2);
    expect(await one(sql`select count(*) from products where price is null and price_text <> 'Consultar'`)).toBe(0);
    expect(
      await one(sql`select count(*) from products where stock_quantity is null and stock_text = 'Disponible'`),
    ).toBeGreaterThanOrEqual(2);
    expect(
      await one(
        sql`select count(*) from products where stock_quantity is not null and stock_text <> stock_quantity::text`,
      ),
    ).toBe(0);
  });

  it("fills the technical fields of drives and soft starters", async () => {
    const missing = await one(sql`
      select count(*) from products p join categories c on c.id = p.category_id
      where c.name in ('Variadores de frecuencia', 'Arrancadores suaves', 'Guardamotores')
        and p.potencia_kw is not null
        and (p.voltaje is null or p.corriente is null or p.alimentacion is null)`);
    expect(missing).toBe(0);
    const drives = await rows<{ potencia_kw: string }>(sql`
      select distinct p.potencia_kw from products p join categories c on c.id = p.category_id
      where c.name = 'Variadores de frecuencia' and p.potencia_kw is not null`);
    expect(drives.map((d) => d.potencia_kw)).toEqual(
      expect.arrayContaining(["0.75", "1.5", "2.2", "5.5", "7.5", "11", "15", "22"]),
    );
  });

  it("gives features, applications, accessories and related groups to enough products", async () => {
    const total = await one(sql`select count(*) from products`);
    const withFeatures = await one(sql`select count(*) from (
      select product_id from product_features group by product_id having count(*) between 3 and 6) f`);
    expect(withFeatures / total).toBeGreaterThanOrEqual(0.6);
    const withApps = await one(sql`select count(*) from (
      select product_id from product_applications group by product_id having count(*) between 2 and 4) a`);
    expect(withApps / total).toBeGreaterThanOrEqual(0.5);
    expect(await one(sql`select count(distinct main_product_id) from accessories`)).toBeGreaterThanOrEqual(30);
    expect(await one(sql`select count(distinct product_id) from related_products`)).toBeGreaterThanOrEqual(30);
    expect(await one(sql`select count(*) from accessories where main_product_id = accessory_product_id`)).toBe(0);
    expect(await one(sql`select count(*) from related_products where product_id = related_product_id`)).toBe(0);
    const types = await rows<{ relationship_type: string }>(
      sql`select distinct relationship_type from related_products`,
    );
    expect(types.map((t) => t.relationship_type)).toEqual(
      expect.arrayContaining(["Alternativa", "Misma serie", "Mayor potencia", "Complemento"]),
    );
    // Features are numbered from 0 per product, in the order written.
    expect(await one(sql`select count(*) from product_features where sort_order < 0`)).toBe(0);
  });

  it("fills the reusable applications list and links product applications to it", async () => {
    const apps = await rows<{ name: string }>(sql`select name from applications`);
    expect(apps.length).toBeGreaterThanOrEqual(10);
    expect(apps.map((a) => a.name)).toEqual(
      expect.arrayContaining(["Bombeo de agua", "Camaroneras", "Ingenios azucareros"]),
    );
    expect(await one(sql`select count(*) from product_applications where application_id is null`)).toBe(0);
  });

  it("does nothing the second time, nor after the products were cleared", async () => {
    const before = await tableCounts();
    expect(await seedDemoCatalogIfEmpty(database.db)).toBeNull();
    expect(await tableCounts()).toEqual(before);

    await database.db.execute(sql`delete from products`);
    expect(await seedDemoCatalogIfEmpty(database.db)).toBeNull();
    expect(await one(sql`select count(*) from products`)).toBe(0);
  });
});

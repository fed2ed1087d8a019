import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client.ts";

/** Generated product i's price, price_text, stock_quantity and stock_text (both bench catalogues). */
export const priceAndStock = sql.raw(`
      (50 + (i * 37) % 5000)::numeric(12, 2),
      (50 + (i * 37) % 5000)::numeric(12, 2)::text,
      i % 23, (i % 23)::text`);

/** Its potencia_kw, voltaje, corriente, comunicacion, alimentacion, main_image and is_active. */
export const technicalValues = sql.raw(`
      (ARRAY['0.75','1.5','2.2','4','5.5','7.5','11','15'])[1 + i % 8],
      (ARRAY['200-240 VAC','380-480 VAC','24 VDC'])[1 + i % 3],
      (ARRAY['2.3 A','4.1 A','9.5 A','16 A'])[1 + i % 4],
      (ARRAY['Modbus RTU','PROFINET','EtherNet/IP','Modbus TCP'])[1 + i % 4],
      (ARRAY['Trifásica','Monofásica','24 VDC'])[1 + i % 3],
      'bench-' || (i % 50) || '.jpg',
      i % 50 <> 0`);

/**
 * 100,000 generated products over 7 brands, 10 categories and 30 subcategories, with the
 * technical fields the catalogue filters on. Product type, brand and category vary independently
 * (as in a real catalogue, where every brand sells drives), so no filter is a proxy for another. Plain SQL (generate_series) because the bench
 * measures reads, and row-by-row inserts would take minutes.
 */
export async function loadBenchCatalog(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO brands (id, name) SELECT b, 'Marca ' || b FROM generate_series(1, 7) b`);
  await db.execute(sql`
    INSERT INTO categories (id, name) SELECT c, 'Categoría ' || c FROM generate_series(1, 10) c`);
  await db.execute(sql`
    INSERT INTO subcategories (id, name, category_id)
    SELECT s, 'Subcategoría ' || s, 1 + (s - 1) / 3 FROM generate_series(1, 30) s`);
  await db.execute(sql`
    INSERT INTO products (sku, sku_ec, name, description, price, price_text, stock_quantity, stock_text,
      brand_id, category_id, subcategory_id, series, potencia_kw, voltaje, corriente, comunicacion,
      alimentacion, main_image, is_active)
    SELECT 'BENCH-' || lpad(i::text, 7, '0'),
      'EC-' || i,
      (ARRAY['Variador de frecuencia','PLC compacto','Panel HMI','Arrancador suave','Guardamotor',
             'Fuente de alimentación','Contactor'])[1 + i % 7]
        || ' ' || (ARRAY['Altivar','SINAMICS','PowerFlex','ACS580','CFW500'])[1 + i % 5] || ' modelo ' || i,
      'Equipo industrial con señal de control y protección. Referencia ' || i,
      ${priceAndStock},
      1 + (i / 7) % 7,
      1 + (i / 49) % 10,
      3 * ((i / 49) % 10) + 1 + (i / 490) % 3,
      (ARRAY['Altivar','SINAMICS','PowerFlex','ACS580','CFW500'])[1 + i % 5],
      ${technicalValues}
    FROM generate_series(1, ${count}) i`);
  await db.execute(
    sql`SELECT setval('brands_id_seq', 7), setval('categories_id_seq', 10), setval('subcategories_id_seq', 30)`,
  );
  await db.execute(sql`ANALYZE`);
}

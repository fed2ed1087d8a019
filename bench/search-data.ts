import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client.ts";
import { priceAndStock, technicalValues } from "./catalog-data.ts";

/** Brands with the order-code prefix each really uses (codes are generated after it). */
export const BENCH_BRANDS = [
  ["Siemens", "6ES7"],
  ["Siemens Drives", "6SL3"],
  ["Schneider Electric", "ATV"],
  ["ABB", "ACS580-01-"],
  ["WEG", "CFW"],
  ["Allen-Bradley", "1756-"],
  ["Delta", "VFD"],
  ["Omron", "CP1E-"],
  ["Mitsubishi Electric", "FX5U-"],
  ["Danfoss", "131B"],
  ["Eaton", "DILM"],
  ["Phoenix Contact", "2866"],
  ["Festo", "DSBC-"],
  ["Pepperl+Fuchs", "NBB"],
  ["Sick", "WTB"],
  ["Lovato", "BF"],
] as const;

/** Category, subcategories, and the product word its names start with. */
export const BENCH_CATEGORIES = [
  ["Variadores de frecuencia", ["Baja tensión", "Media tensión", "Micro variadores"], "Variador de frecuencia"],
  ["PLC", ["Compactos", "Modulares", "Seguridad"], "Controlador lógico"],
  ["HMI", ["Paneles básicos", "Paneles confort", "Pantallas industriales"], "Panel táctil"],
  ["Arrancadores suaves", ["Compactos", "Avanzados", "Con bypass"], "Arrancador suave"],
  ["Guardamotores", ["Magnéticos", "Termomagnéticos", "Accesorios"], "Guardamotor"],
  ["Contactores", ["Tripolares", "Auxiliares", "De capacitores"], "Contactor"],
  ["Fuentes de alimentación", ["Monofásicas", "Trifásicas", "Redundancia"], "Fuente de alimentación"],
  ["Sensores", ["Inductivos", "Fotoeléctricos", "Capacitivos"], "Sensor"],
  ["Relés", ["De control", "De seguridad", "Temporizadores"], "Relé"],
  ["Servomotores", ["Servodrives", "Motores", "Cables"], "Servomotor"],
  ["Módulos de E/S", ["Digitales", "Analógicos", "Comunicación"], "Módulo de entradas"],
  ["Cilindros neumáticos", ["Normalizados", "Compactos", "Guiados"], "Cilindro neumático"],
] as const;

const QUALIFIERS = [
  "compacto",
  "industrial",
  "modular",
  "de alto rendimiento",
  "estándar",
  "con display",
  "para bombas",
  "para ventiladores",
  "IP65",
  "con Ethernet",
];
const SERIES = [
  "SINAMICS G120",
  "Altivar 320",
  "PowerFlex 525",
  "ACS580",
  "CFW500",
  "S7-1200",
  "Modicon M221",
  "SIRIUS 3RT2",
  "TeSys D",
  "CP2000",
  "Micro800",
  "Quint",
  "OsiSense",
  "MS116",
  "DSBC",
];
const DESCRIPTIONS = [
  "Equipo industrial con protección contra sobrecarga y cortocircuito, ideal para bombas y ventiladores.",
  "Diseño compacto para tableros eléctricos; montaje en riel DIN y conexión por tornillo.",
  "Comunicación PROFINET y Modbus TCP integrada para integrarse en sistemas de automatización.",
  "Alta eficiencia energética y control vectorial para aplicaciones de transporte y elevación.",
  "Señalización de estado por LED, diagnóstico integrado y configuración desde el software.",
  "Para ambientes exigentes: carcasa metálica, grado de protección IP65 y temperatura extendida.",
];

const array = (xs: readonly string[]) => sql.raw(`ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}]`);

/**
 * Realistic Spanish names, descriptions, brands, categories and order codes for the search
 * benchmark: 16 brands with their code prefixes, 12 categories with 3 subcategories each. Brand
 * and category vary independently (every brand sells several kinds of part), as in
 * bench/catalog-data.ts. One INSERT … SELECT generate_series (row-by-row would take minutes).
 */
export async function loadSearchBenchCatalog(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO brands (id, name) SELECT i, b FROM unnest(${array(BENCH_BRANDS.map((b) => b[0]))}) WITH ORDINALITY AS x(b, i)`);
  await db.execute(sql`
    INSERT INTO categories (id, name) SELECT i, c FROM unnest(${array(BENCH_CATEGORIES.map((c) => c[0]))}) WITH ORDINALITY AS x(c, i)`);
  await db.execute(sql`
    INSERT INTO subcategories (id, name, category_id)
    SELECT i, s, 1 + (i - 1) / 3 FROM unnest(${array(BENCH_CATEGORIES.flatMap((c) => c[1]))}) WITH ORDINALITY AS x(s, i)`);
  const brands = BENCH_BRANDS.length;
  const cats = BENCH_CATEGORIES.length;
  await db.execute(sql`
    INSERT INTO products (sku, sku_ec, name, description, price, price_text, stock_quantity, stock_text,
      brand_id, category_id, subcategory_id, series, potencia_kw, voltaje, corriente, comunicacion,
      alimentacion, main_image, is_active)
    SELECT
      (${array(BENCH_BRANDS.map((b) => b[1]))})[b] || lpad(((i * 37) % 1000)::text, 3, '0') || '-'
        || lpad(upper(to_hex(i)), 5, '0') || (ARRAY['-0XB0', '-1AA0', '', '-4HD32'])[1 + i % 4],
      CASE WHEN i % 3 = 0 THEN 'EC-' || i END,
      (${array(BENCH_CATEGORIES.map((c) => c[2]))})[c] || ' ' || (${array(QUALIFIERS)})[1 + (i / 13) % ${QUALIFIERS.length}]
        || ' ' || (${array(SERIES)})[1 + (i / 5) % ${SERIES.length}] || ' '
        || (ARRAY['0.75 kW','1.5 kW','2.2 kW','4 kW','7.5 kW','11 kW','24 VDC','16 A','10 A','8 DI/6 DO'])[1 + i % 10],
      (${array(DESCRIPTIONS)})[1 + i % ${DESCRIPTIONS.length}] || ' Ref. ' || i,
      ${priceAndStock},
      b, c, 3 * (c - 1) + 1 + (i / 1000) % 3,
      (${array(SERIES)})[1 + (i / 5) % ${SERIES.length}],
      ${technicalValues}
    FROM generate_series(1, ${count}) i,
      LATERAL (SELECT 1 + (i / 7) % ${brands} AS b, 1 + (i / 3) % ${cats} AS c) k`);
  await db.execute(
    sql`SELECT setval('brands_id_seq', ${brands}), setval('categories_id_seq', ${cats}), setval('subcategories_id_seq', ${cats * 3})`,
  );
  await db.execute(sql`ANALYZE`);
}

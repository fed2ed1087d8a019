import { PassThrough, Readable } from "node:stream";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { IMPORT_COLUMNS } from "../contracts/import-export.ts";
import { TEXT_SHEET_COLUMNS } from "../contracts/product-fields.ts";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import type { Database } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";
import { multipartBody } from "../server/features/import-export/multipart-body.ts";
import { fmt, openBenchDatabase } from "./lib.ts";

/**
 * Bulk import / export of the catalogue (issue 6). For each backend, in one run:
 *  - the file: N generated products, 23 columns, with features, applications, accessories, related;
 *  - exceljs's own streaming parse of that file (the parsing floor);
 *  - POST /api/import/preview and POST /api/import/system on an empty database;
 *  - the database floor: the same N product rows in ONE INSERT … SELECT FROM unnest(...) into a copy of
 *    the products table with the same indexes (pg-copy-streams is not installed, so no COPY);
 *  - GET /api/products/export of the N products, next to exceljs's own streaming write of the same cells.
 * Targets: import ≤ 10 s and ≤ 3 × (parse floor + database floor); export ≤ 5 s.
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);

type Sample = { seconds: number; peakMb: number; deltaMb: number };

/** Wall time and peak RSS (sampled every 5 ms; synchronous stretches can hide short peaks). */
async function measure<T>(fn: () => Promise<T>): Promise<[T, Sample]> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const t0 = performance.now();
  try {
    const value = await fn();
    peak = Math.max(peak, process.memoryUsage().rss);
    return [
      value,
      { seconds: (performance.now() - t0) / 1000, peakMb: peak / 2 ** 20, deltaMb: (peak - start) / 2 ** 20 },
    ];
  } finally {
    clearInterval(timer);
  }
}

const show = (s: Sample) => `${fmt(s.seconds, 2)} s, peak RSS ${fmt(s.peakMb, 0)} MB (+${fmt(s.deltaMb, 0)})`;

function generateRows(n: number): Record<string, string>[] {
  const sku = (i: number) => `BX-${String(i).padStart(6, "0")}`;
  return Array.from({ length: n }, (_, i) => ({
    sku: sku(i),
    sku_ec: `EC-${String(i).padStart(7, "0")}`,
    name: `Variador de frecuencia serie ${i % 97} ${((i % 40) * 0.75).toFixed(2)} kW — línea ñ`,
    description: `Equipo de automatización industrial número ${i}, montaje en riel DIN, protección IP20.`,
    brand: `Marca ${i % 40}`,
    category: `Categoría ${i % 12}`,
    subcategory: `Subcategoría ${i % 12}-${i % 5}`,
    price:
      i % 50 === 0 ? "Consultar" : `${(100 + (i % 900)).toLocaleString("es-EC")},${String(i % 100).padStart(2, "0")}`,
    stock_quantity: i % 30 === 0 ? "Disponible" : String(i % 250),
    min_stock_level: String(i % 10),
    weight: `${(i % 20) / 2} kg`,
    dimensions: "73 x 196 x 225 mm",
    potencia_kw: ((i % 40) * 0.75).toFixed(3),
    corriente: `${(i % 30) + 0.5} A`,
    voltaje: i % 2 ? "380-480 VAC" : "200-240 VAC",
    frame_size: `FS${"ABCDEF"[i % 6]}`,
    comunicacion: i % 3 ? "PROFINET" : "Modbus RTU",
    alimentacion: "Trifásica",
    main_image: `https://cdn.ejemplo.ec/productos/${sku(i)}.jpg`,
    features: "Control vectorial sin sensor; Función STO integrada; Filtro CEM clase C2",
    applications: "Bombas y ventiladores; Bandas transportadoras",
    accessories: `${sku((i + 1) % n)}; ${sku((i + 2) % n)}`,
    related_products: `${sku((i + 3) % n)}:Alternativa; ${sku((i + 4) % n)}:Repuesto`,
  }));
}

async function writeXlsx(rows: Record<string, string>[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const ws = wb.addWorksheet("Productos");
  ws.addRow([...IMPORT_COLUMNS]).commit();
  for (const r of rows) ws.addRow(IMPORT_COLUMNS.map((c) => r[c] || null)).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

async function exceljsParse(buf: Buffer): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buf]), {
    sharedStrings: "cache",
    styles: "cache",
    worksheets: "emit",
  });
  let cells = 0;
  for await (const ws of reader) {
    for await (const row of ws as AsyncIterable<ExcelJS.Row>) row.eachCell(() => void cells++);
  }
  return cells;
}

const pgArray = (values: (string | null)[]) =>
  `{${values.map((v) => (v === null ? "NULL" : `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`)).join(",")}}`;

/** The same product rows in one statement into a copy of `products` (same indexes and generated column). */
async function insertFloor(database: Database, rows: Record<string, string>[]) {
  // The text columns of the products table that the file fills (the plain-text cells, price and stock as typed).
  const cols = [...TEXT_SHEET_COLUMNS, "price_text", "stock_text"] as const;
  const source = (c: (typeof cols)[number]) =>
    c === "price_text" ? "price" : c === "stock_text" ? "stock_quantity" : c;
  await database.db.execute(sql`DROP TABLE IF EXISTS bench_products_floor`);
  await database.db.execute(sql`CREATE TABLE bench_products_floor (LIKE products INCLUDING ALL)`);
  const arrays = cols.map((c) => sql`${pgArray(rows.map((r) => r[source(c)] || null))}::text[]`);
  await database.db.execute(sql`
    INSERT INTO bench_products_floor (${sql.raw(cols.join(", "))})
    SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`);
  await database.db.execute(sql`DROP TABLE bench_products_floor`);
}

async function benchBackend(kind: "pglite" | "postgres", rows: Record<string, string>[], file: Buffer) {
  const { database, drop } = await openBenchDatabase(kind, "ie");
  try {
    await migrate(database);
    const config = loadConfig({ NODE_ENV: "production", SEED_DEMO: "false", LOG_LEVEL: "silent" });
    const app = await buildApp({ config, database });
    await app.ready();
    await app.services.auth.register({ name: "Bench", email: "bench@andes.ec", password: "clave-segura-123" });
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "bench@andes.ec", password: "clave-segura-123" },
    });
    const session = JSON.parse(login.body).data.sessionId as string;
    const post = async (path: string) => {
      const body = multipartBody(file);
      const res = await app.inject({
        method: "POST",
        url: path,
        payload: body.payload,
        headers: { ...body.headers, "x-session-id": session },
      });
      if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      return JSON.parse(res.body);
    };

    const [preview, previewS] = await measure(() => post("/api/import/preview"));
    if (!preview.data.can_import)
      throw new Error(`preview found errors: ${JSON.stringify(preview.data.validation_errors.slice(0, 3))}`);
    const [imported, importS] = await measure(() => post("/api/import/system"));
    const [exported, exportS] = await measure(async () => {
      const res = await app.inject({
        method: "GET",
        url: "/api/products/export",
        headers: { "x-session-id": session },
      });
      if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}`);
      return res.rawPayload;
    });
    // Last, so it runs on a warmed-up engine (PGlite's first statements pay for WASM compilation).
    const [, floor] = await measure(() => insertFloor(database, rows));
    await app.close();
    return { kind, floor, previewS, importS, exportS, results: imported.data.results, exportBytes: exported.length };
  } finally {
    await database.close();
    await drop();
  }
}

export async function runImportExportBench() {
  const kinds = (process.env.BENCH_BACKENDS ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[];
  const rows = generateRows(ROWS);
  const [file, writeS] = await measure(() => writeXlsx(rows));
  const [cells, parseS] = await measure(() => exceljsParse(file));
  console.log(
    `import/export: ${ROWS.toLocaleString("en")} products × 23 columns, file ${fmt(file.length / 2 ** 20, 1)} MB (${cells.toLocaleString("en")} cells)`,
  );
  console.log(`  exceljs streaming parse (parse floor)   ${show(parseS)}`);
  console.log(`  exceljs streaming write (export floor)  ${show(writeS)}`);
  console.log(`  database floor: one INSERT … SELECT FROM unnest (pg-copy-streams not installed, so no COPY)\n`);
  for (const kind of kinds) {
    const r = await benchBackend(kind, rows, file);
    const limit = parseS.seconds + r.floor.seconds;
    const ratio = r.importS.seconds / limit;
    console.log(`[${r.kind}]`);
    console.log(`  database floor (${ROWS} product rows)     ${show(r.floor)}`);
    console.log(`  preview  POST /api/import/preview       ${show(r.previewS)}`);
    console.log(`  import   POST /api/import/system        ${show(r.importS)}`);
    console.log(`           ${JSON.stringify(r.results)}`);
    console.log(`  export   GET /api/products/export       ${show(r.exportS)}, ${fmt(r.exportBytes / 2 ** 20, 1)} MB`);
    console.log(
      `  import ${fmt(r.importS.seconds, 2)} s vs limit ${fmt(limit, 2)} s (parse + db floor) → ${fmt(ratio, 2)}× (target ≤ 3×) ${ratio <= 3 ? "meets" : "misses"}; ≤ 10 s ${r.importS.seconds <= 10 ? "meets" : "misses"}`,
    );
    console.log(`  preview ${fmt(r.previewS.seconds / parseS.seconds, 2)}× the parse floor`);
    console.log(
      `  export ${fmt(r.exportS.seconds, 2)} s → ${fmt(r.exportS.seconds / writeS.seconds, 2)}× exceljs's own write; ≤ 5 s ${r.exportS.seconds <= 5 ? "meets" : "misses"}\n`,
    );
  }
}

import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import type { Database } from "../server/db/client.ts";
import { catalogRepositoryFor } from "../server/features/catalog/catalog.repository.ts";
import { migrate } from "../server/db/migrate.ts";
import { fmt, openBenchDatabase, seededRandom as random } from "./lib.ts";
import { BENCH_BRANDS, BENCH_CATEGORIES, loadSearchBenchCatalog } from "./search-data.ts";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
const WARM_UP = 60;
/**
 * The queries are dealt into turns, the site and then the bare route answering each turn's, so
 * both are timed across the same stretches of this shared machine: a single pass of the bare
 * route (0.2 s) once met a hiccup that moved the floor threefold (ADR 065).
 */
const TURNS = Number(process.env.BENCH_TURNS ?? 3);

const WORDS = [
  "variador",
  "variadores",
  "contactor",
  "contactores",
  "guardamotor",
  "guardamotores",
  "sensor",
  "sensores",
  "relé",
  "reles",
  "fuente",
  "fuentes",
  "servomotor",
  "servomotores",
  "modulo",
  "módulos",
  "cilindro",
  "cilindros",
  "arrancador",
  "arrancadores",
  "panel",
  "paneles",
  "controlador",
  "táctil",
  "neumático",
  "bombas",
  "ventiladores",
  "ethernet",
  "compacto",
  "industrial",
  "profinet",
  "alimentación",
  "entradas",
  "inductivos",
  "seguridad",
  "temporizadores",
  "display",
  "frecuencia",
];
const SERIES_WORDS = [
  "sinamics",
  "altivar",
  "powerflex",
  "acs580",
  "cfw500",
  "s7-1200",
  "modicon",
  "sirius",
  "tesys",
  "micro800",
  "quint",
];
const BRAND_WORDS = [
  "siemens",
  "abb",
  "weg",
  "delta",
  "omron",
  "schneider",
  "eaton",
  "festo",
  "sick",
  "lovato",
  "danfoss",
  "mitsubishi",
];
const SORTS = ["name", "price-asc", "price-desc", "stock"];

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]) => xs[Math.floor(r() * xs.length)];

/** One typo a person makes: a swap, a missing or a wrong letter (words of 5+ letters). */
function typo(r: Rand, word: string): string {
  const i = 1 + Math.floor(r() * (word.length - 2));
  const kind = r();
  if (kind < 0.4) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  if (kind < 0.7) return word.slice(0, i) + word.slice(i + 1);
  return word.slice(0, i) + pick(r, [..."aeiorstnl"]) + word.slice(i + 1);
}

/** A code as typed from a drawing: lower case, spaces for dashes, sometimes cut short or starred. */
function typedCode(r: Rand, sku: string): string {
  const kind = r();
  if (kind < 0.3) return sku.toLowerCase().replace(/-/g, " ");
  if (kind < 0.55) return sku.replace(/-/g, "").slice(0, 4 + Math.floor(r() * 5));
  if (kind < 0.75) return `${sku.replace(/-/g, "").slice(0, 4 + Math.floor(r() * 4))}*`;
  return sku;
}

function searchTerm(r: Rand, skus: string[]): { kind: string; term: string } {
  const x = r();
  if (x < 0.25) return { kind: "word", term: pick(r, WORDS) };
  if (x < 0.35) return { kind: "brand", term: pick(r, BRAND_WORDS) };
  if (x < 0.55)
    return { kind: "two words", term: `${pick(r, WORDS)} ${pick(r, [...BRAND_WORDS, ...SERIES_WORDS, ...WORDS])}` };
  if (x < 0.75) return { kind: "order code", term: typedCode(r, pick(r, skus)) };
  const word = pick(
    r,
    WORDS.filter((w) => w.length >= 5),
  );
  return { kind: "typo", term: typo(r, word) };
}

/** Distinct list URLs from a realistic mix: words, codes, typos, filters, sorts, deep pages. */
function listQueries(r: Rand, skus: string[], n: number, seen: Set<string>) {
  const out: { kind: string; url: string }[] = [];
  while (out.length < n) {
    const { kind, term } = searchTerm(r, skus);
    const params = new URLSearchParams({ search: term });
    // People narrow a word search with the side panel; a code search is already narrow.
    const code = kind === "order code";
    if (!code && r() < 0.2) params.set("category", String(1 + Math.floor(r() * BENCH_CATEGORIES.length)));
    if (!code && r() < 0.15) params.set("brand", String(1 + Math.floor(r() * BENCH_BRANDS.length)));
    if (r() < 0.3) params.set("sort", pick(r, SORTS));
    if (!code && r() < 0.2) params.set("page", String(2 + Math.floor(r() * 40)));
    const url = `/api/products?${params}`;
    if (seen.has(url)) continue;
    seen.add(url);
    out.push({ kind, url });
  }
  return out;
}

/** What people type before choosing: 2 to 10 characters of a word, a brand or a code. */
function suggestQueries(r: Rand, skus: string[], n: number, seen: Set<string>) {
  const out: { kind: string; url: string }[] = [];
  while (out.length < n) {
    const x = r();
    const source =
      x < 0.5
        ? pick(r, WORDS)
        : x < 0.65
          ? pick(r, BRAND_WORDS)
          : x < 0.85
            ? pick(r, skus)
            : `${pick(r, WORDS)} ${pick(r, BRAND_WORDS)}`;
    const kind = x < 0.5 ? "word" : x < 0.65 ? "brand" : x < 0.85 ? "order code" : "two words";
    const q = source.slice(0, Math.min(source.length, 2 + Math.floor(r() * 9)));
    const url = `/api/products/suggest?${new URLSearchParams({ q })}`;
    if (q.trim().length < 2 || seen.has(url)) continue;
    seen.add(url);
    out.push({ kind, url });
  }
  return out;
}

type Stats = { p50: number; p95: number; max: number };
/** One pass's times, list queries and suggestions. */
type Pass = Record<"list" | "suggest", number[]>;
function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { p50: at(0.5), p95: at(0.95), max: s[s.length - 1] };
}

/**
 * Each URL once, sequentially: one request's full latency each. The answers are kept (for the
 * bare route and the match counts), so no query is asked before it is timed. They are kept as
 * bytes, outside the JavaScript heap: kept as strings, every young collection during the site's
 * requests copied them (about a third of those pauses), and the bare route's requests keep nothing.
 */
async function timeEach(base: string, urls: string[], bodies?: Map<string, Buffer>): Promise<number[]> {
  const out: number[] = [];
  for (const url of urls) {
    const start = performance.now();
    const res = await fetch(base + url);
    const body = await res.text();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    out.push(performance.now() - start);
    bodies?.set(url, Buffer.from(body));
  }
  return out;
}

/** What the bench reads of a list answer. */
type ListAnswer = { total: number; products: { id: number }[] };

/**
 * The database's share of a search (ADR 068): each list answer's products read again by id, as the
 * site reads a page the index chose, back to back and with nothing else running. The site cannot
 * answer a search sooner than this read plus the bare route.
 */
async function timePageReads(database: Database, answers: ListAnswer[]): Promise<number[]> {
  const repo = catalogRepositoryFor(database);
  const pages = answers.filter((a) => a.products.length > 0).map((a) => a.products.map((p) => p.id));
  const out: number[] = [];
  for (const ids of pages) {
    const start = performance.now();
    await repo.productsByIds(ids, false);
    out.push(performance.now() - start);
  }
  return out;
}

const benchConfig = () =>
  loadConfig({
    NODE_ENV: "production",
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    CATALOG_CACHE_ENTRIES: "0",
    // `off` measures the SQL search alone (ADR 015) for comparison.
    SEARCH_INDEX: process.env.BENCH_SEARCH_INDEX ?? "background",
  });

async function benchBackend(kind: "pglite" | "postgres") {
  const { database, drop } = await openBenchDatabase(kind, "search");
  try {
    await migrate(database);
    const t0 = performance.now();
    await loadSearchBenchCatalog(database.db, PRODUCTS);
    const loadSeconds = (performance.now() - t0) / 1000;
    const skuRows = await database.db.execute(sql`SELECT sku FROM products WHERE id % 499 = 0 ORDER BY id`);
    const skus = (skuRows as unknown as { rows: { sku: string }[] }).rows.map((x) => x.sku);

    const r = random(12);
    const seen = new Set<string>();
    const warmList = listQueries(r, skus, WARM_UP, seen);
    const list = listQueries(r, skus, QUERIES, seen);
    const warmSuggest = suggestQueries(r, skus, WARM_UP, seen);
    const suggest = suggestQueries(r, skus, QUERIES, seen);
    // Dealt out in turn: every turn has the same mix of kinds, and no query is asked twice.
    const turns = Array.from({ length: TURNS }, (_, t) => ({
      list: list.filter((_, i) => i % TURNS === t),
      suggest: suggest.filter((_, i) => i % TURNS === t),
    }));

    const app = await buildApp({ config: benchConfig(), database });
    // The index a running site builds at start (ADR 027); its build time and memory are reported.
    // Typed arrays live outside the JavaScript heap: both count.
    // A closed database (the previous backend's PGlite) is freed over later turns of the event
    // loop, timers included: collect until the figure has held for three readings 20 ms apart, or
    // what is freed during the build is counted against the index (it once printed -8 MB).
    const memory = async () => {
      let used = Infinity;
      for (let held = 0; held < 3;) {
        global.gc?.();
        await new Promise((resolve) => setTimeout(resolve, 20));
        const m = process.memoryUsage();
        held = m.heapUsed + m.arrayBuffers >= used * 0.99 ? held + 1 : 0;
        used = Math.min(used, m.heapUsed + m.arrayBuffers);
      }
      return used;
    };
    const heapBefore = await memory();
    const tIndex = performance.now();
    await app.services.catalog.warmSearchIndex();
    const indexSeconds = (performance.now() - tIndex) / 1000;
    const indexMegabytes = ((await memory()) - heapBefore) / 2 ** 20;
    // A rebuild after a catalogue write: the current index answers until the new one replaces it,
    // so the snapshot and the new index's build come on top of it. The highest figure sampled on
    // every turn of the event loop (the snapshot's pages and the build's slices each give one),
    // garbage not yet collected included, over the figure before any index.
    await database.db.execute(sql`UPDATE catalog_state SET version = version + 1 WHERE id = 1`);
    let peak = 0;
    let livePeak = 0;
    const sample = () => {
      const m = process.memoryUsage();
      peak = Math.max(peak, m.heapUsed + m.arrayBuffers);
      // What the rebuild holds, garbage collected first (with --expose-gc).
      if (!global.gc) return;
      global.gc();
      const live = process.memoryUsage();
      livePeak = Math.max(livePeak, live.heapUsed + live.arrayBuffers);
    };
    const sampler = setInterval(sample, 1);
    await app.services.catalog.warmSearchIndex();
    clearInterval(sampler);
    sample();
    const rebuildMegabytes = (peak - heapBefore) / 2 ** 20;
    const rebuildLiveMegabytes = (livePeak - heapBefore) / 2 ** 20;
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    // The answers, kept for the bare route (the same bytes) and for the match counts.
    const bodies = new Map<string, Buffer>();
    const bare = Fastify();
    bare.get("/*", (req, reply) => reply.type("application/json; charset=utf-8").send(bodies.get(req.url) ?? "{}"));
    const bareBase = await bare.listen({ port: 0, host: "127.0.0.1" });
    const warmUrls = [...warmList, ...warmSuggest].map((q) => q.url);
    await timeEach(base, warmUrls, bodies);
    await timeEach(bareBase, warmUrls);
    const pass = async (at: string, turn: (typeof turns)[number], keep?: Map<string, Buffer>): Promise<Pass> => ({
      list: await timeEach(
        at,
        turn.list.map((q) => q.url),
        keep,
      ),
      suggest: await timeEach(
        at,
        turn.suggest.map((q) => q.url),
        keep,
      ),
    });
    const timed: { site: Pass; floor: Pass }[] = [];
    for (const turn of turns) timed.push({ site: await pass(base, turn, bodies), floor: await pass(bareBase, turn) });
    const answers = list.map((q) => (JSON.parse(bodies.get(q.url)!.toString()) as { data: ListAnswer }).data);
    const pageReads = await timePageReads(database, answers);
    await app.close();
    await bare.close();

    const byKind = (qs: { kind: string }[], times: number[]) => {
      const groups = new Map<string, number[]>();
      qs.forEach((q, i) => groups.set(q.kind, [...(groups.get(q.kind) ?? []), times[i]]));
      return [...groups].map(([k, ts]) => ({ kind: k, n: ts.length, ...stats(ts) }));
    };
    // The queries in the order they were timed, for the times by kind.
    const listed = turns.flatMap((t) => t.list);
    const suggested = turns.flatMap((t) => t.suggest);
    const listTimes = timed.flatMap((t) => t.site.list);
    const suggestTimes = timed.flatMap((t) => t.site.suggest);
    const ratios = (of: keyof Pass) => timed.map((t) => stats(t.site[of]).p95 / stats(t.floor[of]).p95);
    const totals = answers.map((a) => a.total);
    return {
      kind,
      loadSeconds,
      indexSeconds,
      indexMegabytes,
      rebuildMegabytes,
      rebuildLiveMegabytes,
      zeroHits: totals.filter((n) => n === 0).length,
      emptyExamples: list
        .filter((_, i) => totals[i] === 0)
        .slice(0, 12)
        .map((q) => decodeURIComponent(q.url)),
      medianHits: stats(totals).p50,
      list: stats(listTimes),
      suggest: stats(suggestTimes),
      bareList: stats(timed.flatMap((t) => t.floor.list)),
      bareSuggest: stats(timed.flatMap((t) => t.floor.suggest)),
      pageReads: stats(pageReads),
      pageReadCount: pageReads.length,
      listRatios: ratios("list"),
      suggestRatios: ratios("suggest"),
      listKinds: byKind(listed, listTimes),
      suggestKinds: byKind(suggested, suggestTimes),
    };
  } finally {
    await database.close();
    await drop();
  }
}

/** Targets as ratios of the bare route's p95 in the same run (a floor that moves with the machine). */
const TARGETS = { search: 5, suggest: 3 } as const;

const row = (label: string, s: Stats, bare: Stats) =>
  `  ${label.padEnd(22)} p50 ${fmt(s.p50).padStart(6)} ms  p95 ${fmt(s.p95).padStart(6)} ms  max ${fmt(s.max).padStart(7)} ms` +
  `   | bare route p50 ${fmt(bare.p50)} ms  p95 ${fmt(bare.p95)} ms`;

/** The p95 of every turn's times over the bare route's; each turn's own ratio is printed too. */
const ratioLine = (label: string, s: Stats, bare: Stats, turns: number[], target: number) => {
  const ratio = s.p95 / bare.p95;
  return (
    `  ${label.padEnd(22)} p95 = ${fmt(ratio, 1)}× the bare route's p95 (target ≤ ${target}×): ${ratio <= target ? "ok" : "OVER"}` +
    `; turn by turn ${turns.map((x) => `${fmt(x, 1)}×`).join(", ")}`
  );
};

export async function runSearchBench() {
  const kinds = (process.env.BENCH_BACKENDS ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[];
  console.log(
    `search: ${PRODUCTS.toLocaleString("en")} products; ${QUERIES} distinct list queries and ${QUERIES} distinct suggestions, ` +
      `each once, sequential, cache off, after ${WARM_UP} + ${WARM_UP} warm-up queries; dealt into ${TURNS} turns, ` +
      `each answered by the site, then by the bare route\n`,
  );
  for (const kind of kinds) {
    const r = await benchBackend(kind);
    console.log(
      `[${r.kind}] loaded in ${fmt(r.loadSeconds, 1)} s; list queries: median ${r.medianHits} matches, ${r.zeroHits} with none`,
    );
    console.log(
      benchConfig().searchIndex === "off"
        ? "  search index: off (SQL alone, ADR 015)"
        : `  search index: built in ${fmt(r.indexSeconds, 1)} s, ${fmt(r.indexMegabytes, 0)} MB of memory at rest, ` +
            `during a rebuild at most ${fmt(r.rebuildLiveMegabytes, 0)} MB held ` +
            `(${fmt(r.rebuildLiveMegabytes / r.indexMegabytes, 1)}× at rest; ${fmt(r.rebuildMegabytes, 0)} MB with uncollected garbage)` +
            (global.gc ? "" : " (run node with --expose-gc for an exact figure)"),
    );
    console.log(row("GET /products?search", r.list, r.bareList));
    for (const k of r.listKinds)
      console.log(
        `    ${`${k.kind} (${k.n})`.padEnd(20)} p50 ${fmt(k.p50).padStart(6)} ms  p95 ${fmt(k.p95).padStart(6)} ms`,
      );
    console.log(row("GET /products/suggest", r.suggest, r.bareSuggest));
    for (const k of r.suggestKinds)
      console.log(
        `    ${`${k.kind} (${k.n})`.padEnd(20)} p50 ${fmt(k.p50).padStart(6)} ms  p95 ${fmt(k.p95).padStart(6)} ms`,
      );
    console.log(
      `  ${`the page's read (${r.pageReadCount})`.padEnd(22)} p50 ${fmt(r.pageReads.p50).padStart(6)} ms  p95 ${fmt(r.pageReads.p95).padStart(6)} ms` +
        `   = ${fmt(r.pageReads.p95 / r.bareList.p95, 1)}× the bare route's p95, before any search work; ` +
        `search p95 over both p95s together: ${fmt(r.list.p95 / (r.bareList.p95 + r.pageReads.p95), 1)}× (ADR 068)`,
    );
    if (process.env.BENCH_SHOW_EMPTY) console.log(`  queries with no match: ${r.emptyExamples.join("  ")}`);
    console.log(ratioLine("search", r.list, r.bareList, r.listRatios, TARGETS.search));
    console.log(ratioLine("suggestions", r.suggest, r.bareSuggest, r.suggestRatios, TARGETS.suggest));
    console.log("");
  }
}

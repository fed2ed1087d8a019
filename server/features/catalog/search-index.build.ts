import { FACET_KEYS, type FacetKey } from "../../../contracts/catalog.ts";
import { createDictionary } from "./search-index-words.ts";
import { analyseSynonyms } from "./search-synonyms.ts";
import { byLexeme, forEachEntry, lengthNorm } from "./ts-rank.ts";
import { packStrings, StringColumn, StringNumbers, type PackedStrings } from "./search-index-strings.ts";
import { nextTurn } from "../../lib/next-turn.ts";

/**
 * The in-memory search index's data (ADR 027), column by column: typed arrays indexed by "slot",
 * a product's place in the database's name order (lower(name), id), so that order is free.
 */

/** One product as the snapshot query reads it, in the database's name order. */
export type SnapshotRow = {
  id: number;
  is_active: boolean;
  stock_quantity: number | null;
  price: number | null;
  sku_code: string;
  sku_ec_code: string | null;
  /** Position of sku_code in the database's own text order. */
  code_rank: number;
  has_datasheet: boolean;
  /** Some product lists it among its accessories (ranked after the products a word names). */
  is_accessory: boolean;
  /** Requests of the last 90 days naming it ('Mejor valorados', ADR 036). */
  demand: number;
  /** search_vector as text: `'lexeme':1A,5C …`. */
  vector: string;
  facets: Record<FacetKey, string | null>;
  /** What a suggestion shows of the product, so suggestions need no round trip. */
  shown: SuggestionRow;
};

/**
 * Every product of the snapshot, a column per field indexed by slot (ADR 052): an object per
 * product (and one for its facets, one for what it shows) weighed more than the index built from
 * them, and a rebuild holds the snapshot next to the index that still answers. A facet's values
 * are one string each, shared by every product holding it.
 */
export type SnapshotRows = ReturnType<typeof snapshotRows>;
type Rows = SnapshotRows["columns"];

export function snapshotRows(count: number) {
  const strings = () => new Array<string>(count).fill("");
  const nullable = () => new Array<string | null>(count).fill(null);
  const facetValues = FACET_KEYS.map(() => new Map<string, string>());
  const columns = {
    count,
    id: new Int32Array(count),
    active: new Uint8Array(count),
    /** NaN for none. */
    stock: new Float64Array(count),
    price: new Float64Array(count),
    codeRank: new Int32Array(count),
    datasheet: new Uint8Array(count),
    accessory: new Uint8Array(count),
    demand: new Float64Array(count),
    skuCode: strings(),
    skuEcCode: nullable(),
    /** search_vector, parsed as each product arrives. */
    entries: new LexiconEntries(count),
    facets: Object.fromEntries(FACET_KEYS.map((k) => [k, nullable()])) as Record<FacetKey, (string | null)[]>,
    name: new StringColumn(count),
    sku: new StringColumn(count),
    priceText: new StringColumn(count),
    priceShown: new StringColumn(count),
    mainImage: new StringColumn(count),
  };
  /** Places one product at its slot. */
  function set(slot: number, r: SnapshotRow) {
    columns.id[slot] = r.id;
    columns.active[slot] = r.is_active ? 1 : 0;
    columns.stock[slot] = r.stock_quantity ?? NaN;
    columns.price[slot] = r.price ?? NaN;
    columns.codeRank[slot] = r.code_rank;
    columns.datasheet[slot] = r.has_datasheet ? 1 : 0;
    columns.accessory[slot] = r.is_accessory ? 1 : 0;
    columns.demand[slot] = r.demand;
    columns.skuCode[slot] = r.sku_code;
    columns.skuEcCode[slot] = r.sku_ec_code;
    columns.entries.add(slot, r.vector);
    FACET_KEYS.forEach((k, i) => {
      const v = r.facets[k];
      let shared = v === null ? null : facetValues[i].get(v);
      if (shared === undefined) facetValues[i].set(v!, (shared = v!));
      columns.facets[k][slot] = shared;
    });
    columns.name.set(slot, r.shown.name);
    columns.sku.set(slot, r.shown.sku);
    columns.priceText.set(slot, r.shown.price_text);
    columns.priceShown.set(slot, r.shown.price);
    columns.mainImage.set(slot, r.shown.main_image);
  }
  return { columns, set };
}

/** A suggested product's columns (catalog.repository.ts's suggestionColumns). */
export type SuggestionRow = {
  id: number;
  name: string;
  sku: string;
  price_text: string | null;
  price: string | null;
  main_image: string | null;
};

export type TaxonomyKey = "category" | "subcategory" | "brand";

export type SearchSnapshot = {
  version: number;
  rows: SnapshotRows["columns"];
  /** Names of categories, subcategories and brands by id (facet labels). */
  labels: Record<TaxonomyKey, Map<string, string>>;
  /** Every category, subcategory and brand with its name's stems, in lower(name) order. */
  taxonomy: TaxonomyName[];
  /** The typo dictionary (search_words). */
  dictionary: { word: string; lexeme: string }[];
  /** Synonym groups as staff wrote them. */
  synonyms: string[][];
};

export type TaxonomyName = { key: TaxonomyKey; id: number; name: string; lexemes: string[] };

/**
 * Every lexeme in byte order (ts_rank's) and its postings: the products holding lexeme `w` (in
 * slot order) at `starts[w]` up to `starts[w + 1]` of two shared arrays, `slots` and `kinds`. A
 * posting's kind numbers its pair (rank contribution, in the name or not): a catalogue has a few
 * dozen distinct pairs, so one byte names it where the pair took five. A large catalogue has a
 * hundred thousand lexemes (order codes are words too): they are one UTF-8 buffer (ADR 052).
 */
export type Lexicon = {
  lexemes: PackedStrings;
  starts: Int32Array;
  slots: Int32Array;
  kinds: Uint8Array | Uint16Array | Uint32Array;
  /** Per kind: its contribution, and 1 when the lexeme is in the product's name. */
  contribution: Float32Array;
  inName: Uint8Array;
};

/** One facet's distinct values, and each slot's value as an index into them (-1: none). */
export type FacetColumn = { values: string[]; of: Int8Array | Int16Array | Int32Array };

/** Every order code (SKU and SKU EC, normalised) in code order, with its product's slot. */
export type CodeList = { codes: PackedStrings; slots: Int32Array };

export type IndexData = Awaited<ReturnType<typeof buildIndexData>>;

/** The narrowest signed integer array that holds 0…count-1 and -1. */
function integers(count: number, values: ArrayLike<number>) {
  if (count < 2 ** 7) return Int8Array.from(values);
  return count < 2 ** 15 ? Int16Array.from(values) : Int32Array.from(values);
}

/** The narrowest unsigned integer array that holds 0…count-1. */
function naturals(count: number, length: number) {
  if (count <= 2 ** 8) return new Uint8Array(length);
  return count <= 2 ** 16 ? new Uint16Array(length) : new Uint32Array(length);
}

function facetColumn(rows: Rows, key: FacetKey): FacetColumn {
  const index = new Map<string, number>();
  const of = Int32Array.from(rows.facets[key], (v) => {
    if (v === null) return -1;
    let i = index.get(v);
    if (i === undefined) index.set(v, (i = index.size));
    return i;
  });
  return { values: [...index.keys()], of: integers(index.size, of) };
}

function codeList(rows: Rows): CodeList {
  const pairs: [string, number][] = [];
  for (let slot = 0; slot < rows.count; slot++) {
    pairs.push([rows.skuCode[slot], slot]);
    const ec = rows.skuEcCode[slot];
    if (ec) pairs.push([ec, slot]);
  }
  pairs.sort((a, b) => byLexeme(a[0], b[0]) || a[1] - b[1]);
  return { codes: packStrings(pairs.map((p) => p[0])), slots: Int32Array.from(pairs, (p) => p[1]) };
}

/** Slots of each brand, category and subcategory: a term naming one matches them all. */
function taxonomySlots(column: FacetColumn): Map<string, Int32Array> {
  const lists = column.values.map((): number[] => []);
  column.of.forEach((v, slot) => v >= 0 && lists[v].push(slot));
  return new Map(column.values.map((value, i) => [value, Int32Array.from(lists[i])]));
}

/** Products above which a build gives requests a turn between its steps. */
const LARGE = 5_000;

/** Values per chunk of a growing column (256 KB of 32-bit integers). */
const CHUNK = 1 << 16;

type Chunk = Uint8Array | Uint16Array | Int32Array;

/**
 * A column of integers that grows a chunk at a time (ADR 054): millions of entries without a boxed
 * number each, and no doubling, which held the old array next to one twice its size and left up
 * to half of the last one unused. `wide` integers are 32-bit; narrow ones start at 8 bits and
 * widen, every chunk at once, when a value needs it.
 */
class Integers {
  chunks: Chunk[] = [];
  length = 0;
  max = 0;
  constructor(private readonly wide: boolean) {}
  private bits() {
    if (this.wide || this.max >= 2 ** 16) return 32;
    return this.max >= 2 ** 8 ? 16 : 8;
  }
  private make(): Chunk {
    const bits = this.bits();
    if (bits === 32) return new Int32Array(CHUNK);
    return bits === 16 ? new Uint16Array(CHUNK) : new Uint8Array(CHUNK);
  }
  push(value: number) {
    if (!this.wide && value > this.max) {
      const before = this.bits();
      this.max = value;
      if (this.bits() !== before)
        this.chunks = this.chunks.map((c) => {
          const wider = this.make();
          wider.set(c);
          return wider;
        });
    }
    const i = this.length & (CHUNK - 1);
    if (i === 0) this.chunks.push(this.make());
    this.chunks[this.chunks.length - 1][i] = value;
    this.length++;
  }
  at(index: number) {
    return this.chunks[index >>> 16][index & (CHUNK - 1)];
  }
}

const float = new Float32Array(1);
const floatBits = new Uint32Array(float.buffer);

/**
 * Each product's vector parsed as its page arrives (ADR 052), in whatever slot order the pages
 * bring: flat entries (lexeme number, kind) and each slot's range of them, so no vector's text is
 * held until the build. Lexemes are numbered as seen here, and in sorted order by `buildLexicon`.
 */
class LexiconEntries {
  lexemeIds = new StringNumbers();
  /** (contribution, in the name) pairs as a float4's bits and one more bit, numbered as seen. */
  kindIds = new Map<number, number>();
  /** Postings per lexeme number. */
  counts: number[] = [];
  entryLexeme = new Integers(true);
  entryKind = new Integers(false);
  firstEntry: Int32Array;
  entryCount: Int32Array;
  lengths: Int32Array;
  constructor(count: number) {
    this.firstEntry = new Int32Array(count);
    this.entryCount = new Int32Array(count);
    this.lengths = new Int32Array(count);
  }
  add(slot: number, vector: string) {
    const { lexemeIds, kindIds, counts, entryLexeme, entryKind } = this;
    const before = entryLexeme.length;
    const length = forEachEntry(vector, (lexeme, inName, contribution) => {
      const id = lexemeIds.numberOf(lexeme);
      if (id === counts.length) counts.push(0);
      counts[id]++;
      float[0] = contribution;
      const pair = floatBits[0] * 2 + (inName ? 1 : 0);
      let kind = kindIds.get(pair);
      if (kind === undefined) kindIds.set(pair, (kind = kindIds.size));
      entryLexeme.push(id);
      entryKind.push(kind);
    });
    this.firstEntry[slot] = before;
    this.entryCount[slot] = entryLexeme.length - before;
    this.lengths[slot] = entryLexeme.length > before ? length : 0;
  }
}

/**
 * Every lexeme's postings, in slot order, as ranges of shared arrays: the entries are placed
 * lexeme by lexeme, reading the slots in order.
 */
function buildLexicon(entries: LexiconEntries, count: number) {
  const { lexemeIds, kindIds, counts, entryLexeme, entryKind, firstEntry, entryCount, lengths } = entries;
  const total = entryLexeme.length;
  // Lexemes are numbered in their sorted order, so a prefix's lexemes are a range of numbers. The
  // map from lexeme to number and the lexemes as strings go before the postings are placed (ADR 054).
  let seen: string[] | undefined = Array.from({ length: lexemeIds.size }, (_, id) => lexemeIds.textOf(id));
  lexemeIds.clear();
  const order = Int32Array.from(seen.keys()).sort((a, b) => byLexeme(seen![a], seen![b]));
  const lexemes = packStrings(Array.from(order, (id) => seen![id]));
  const lexemeCount = seen.length;
  seen = undefined;
  const sortedAt = new Int32Array(lexemeCount);
  order.forEach((id, at) => (sortedAt[id] = at));
  const starts = new Int32Array(lexemeCount + 1);
  for (let at = 0; at < lexemeCount; at++) starts[at + 1] = starts[at] + counts[order[at]];
  counts.length = 0;
  const slots = new Int32Array(total);
  const kinds = naturals(kindIds.size, total);
  const filled = starts.slice(0, lexemeCount);
  for (let slot = 0; slot < count; slot++)
    for (let i = firstEntry[slot], end = i + entryCount[slot]; i < end; i++) {
      const at = filled[sortedAt[entryLexeme.at(i)]]++;
      slots[at] = slot;
      kinds[at] = entryKind.at(i);
    }
  entryLexeme.chunks = [];
  entryKind.chunks = [];
  const contribution = new Float32Array(kindIds.size);
  const inName = new Uint8Array(kindIds.size);
  for (const [pair, kind] of kindIds) {
    floatBits[0] = Math.floor(pair / 2);
    contribution[kind] = float[0];
    inName[kind] = pair % 2;
  }
  const lexicon: Lexicon = { lexemes, starts, slots, kinds, contribution, inName };
  return { lexicon, lengths };
}

/** What suggestions show, a column per field, each one UTF-8 buffer (ADR 052). */
function shownColumns(rows: Rows) {
  return {
    name: rows.name.pack(),
    sku: rows.sku.pack(),
    priceText: rows.priceText.pack(),
    price: rows.priceShown.pack(),
    image: rows.mainImage.pack(),
  };
}

export async function buildIndexData({ version, rows, labels, taxonomy: names, dictionary, synonyms }: SearchSnapshot) {
  const facets = Object.fromEntries(FACET_KEYS.map((k) => [k, facetColumn(rows, k)])) as Record<FacetKey, FacetColumn>;
  // Placing every posting is one stretch of CPU (a few hundred ms for 100,000 products):
  // requests get a turn before and after it; a small catalogue builds in one go.
  const pause = () => (rows.count > LARGE ? nextTurn() : undefined);
  await pause();
  const { lexicon, lengths } = buildLexicon(rows.entries, rows.count);
  await pause();
  return {
    version,
    n: rows.count,
    ids: rows.id,
    active: rows.active,
    soldOut: Uint8Array.from(rows.stock, (q) => (q <= 0 ? 1 : 0)),
    datasheet: rows.datasheet,
    accessory: rows.accessory,
    /** NaN for a price or stock typed as text only: sorted last. */
    price: rows.price,
    stock: rows.stock,
    demand: rows.demand,
    codeRank: rows.codeRank,
    codes: codeList(rows),
    facets,
    taxonomy: {
      category: taxonomySlots(facets.category),
      subcategory: taxonomySlots(facets.subcategory),
      brand: taxonomySlots(facets.brand),
    } as Record<TaxonomyKey, Map<string, Int32Array>>,
    lexicon,
    /** ts_rank's length normalisation, log2(cnt_length + 1); 0 for a document without words. */
    lengthNorm: Float64Array.from(lengths, (l) => (l ? lengthNorm(l) : 0)),
    labels,
    names,
    shown: shownColumns(rows),
    dictionary: createDictionary(dictionary),
    synonyms: analyseSynonyms(synonyms),
  };
}

import { FACET_KEYS, type FacetKey, type SortOption } from "../../../contracts/catalog.ts";
import type { FacetCountRow, ProductFilters } from "./catalog.list.repository.ts";
import { buildIndexData, type IndexData, type SearchSnapshot, type SuggestionRow } from "./search-index.build.ts";
import type { QuantityKey } from "./search-quantities.ts";
import {
  rankOperands,
  type SearchLookups,
  type Alternative,
  type NamedIds,
  type Operand,
  type SearchPlan,
  type SearchTerm,
} from "./search.ts";
import { byLexeme, finishRank, rankStep } from "./ts-rank.ts";
import { equalsAt, keyOf, lowerBound, prefixRange, stringAt, textAt } from "./search-index-strings.ts";

/**
 * The catalogue search answered from memory (ADR 027): the same matches, order and disjunctive
 * facet counts as the SQL of catalog.list.repository.ts and search.repository.ts (a test holds
 * them equal), over a snapshot of the products at one catalogue version. A broad word matches a
 * quarter of a large catalogue; the database reads and ranks every one of those rows per query,
 * while here it is a few passes over typed arrays. The database stays the source of truth:
 * search-index.holder.ts rebuilds the index when the version moves and answers from SQL until then.
 */

export type SearchIndex = ReturnType<typeof createSearchIndex>;
type ListOptions = { sort: SortOption; limit: number; offset: number };
/**
 * One bit per slot, 32 to a word: 12.5 KB for 100,000 products, so the masks a walk sets stay in
 * the processor's nearest cache (a byte per slot was 100 KB each, and a query uses a dozen), and
 * combining two is one operation per 32 products.
 */
type Mask = Uint32Array<ArrayBuffer>;
/** Whether the slot is in the mask (a shift by `s` counts its low five bits: `s % 32`). */
const has = (mask: Mask, s: number) => (mask[s >>> 5] >>> s) & 1;
const add = (mask: Mask, s: number) => {
  mask[s >>> 5] |= 1 << s;
};

/** What a candidate's relevance group is read from (exact ⊆ prefix ⊆ the matches, inName ⊆ the matches). */
type GroupMasks = { exact: Mask; prefix: Mask; inName: Mask; named: Mask };

/** Relevance groups: 4 tiers × named or not × accessory or not. */
const GROUPS = 16;

export const buildSearchIndex = async (snapshot: SearchSnapshot) => createSearchIndex(await buildIndexData(snapshot));

const float = new Float32Array(1);
const bits = new Uint32Array(float.buffer);
/** A float4 rank as an integer of the same order (ranks are never negative). */
function rankBits(rank: number): number {
  float[0] = rank;
  return bits[0];
}

/** Positions 0…count-1 in the order of the key columns (then `last`), the first `k` of them. */
function firstInOrder(count: number, columns: Float64Array[], last: Int32Array, k: number): number[] {
  const before = (a: number, b: number) => {
    for (let i = 0; i < columns.length; i++) if (columns[i][a] !== columns[i][b]) return columns[i][a] < columns[i][b];
    return last[a] < last[b];
  };
  if (k * 4 >= count) {
    const all = Array.from({ length: count }, (_, i) => i);
    return all.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0)).slice(0, k);
  }
  // A page needs the first k of thousands: keep a sorted run of the best k seen.
  const best: number[] = [];
  for (let p = 0; p < count; p++) {
    if (best.length === k && !before(p, best[k - 1])) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(best[mid], p)) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, p);
    if (best.length > k) best.pop();
  }
  return best;
}

export function createSearchIndex(d: IndexData) {
  const { n } = d;
  const facetOf = FACET_KEYS.map((k) => d.facets[k].of);
  const facetRows = rowsOfFacets(d);

  // A query needs a dozen arrays as long as the catalogue. Allocating them per query (megabytes
  // for 100,000 products) made the collector run mid-request; they are reused instead. Safe
  // because a query runs from start to end without awaiting: `startQuery` hands them out anew.
  const scratch = {
    masks: [] as Mask[],
    used: 0,
    columns: [] as Float64Array[],
    columnsUsed: 0,
    ranks: new Float32Array(n),
    slots: new Int32Array(n),
    /** Numbers of mask words (bestOf's). */
    words: new Int32Array(Math.ceil(n / 32)),
    /** Each candidate's relevance group, by the candidate's position. */
    groups: new Uint8Array(n),
  };
  // An operand's postings are walked once per query: the rank sums, planMask and bestGroups's
  // "every term in the name" tier read the same ones (the walk is most of a broad prefix's time).
  // Keyed by what is walked: the plan's terms and its rank operands are different objects.
  const operandMasks = new Map<string, { any: Mask; name: Mask }>();
  // A term's named brands and categories are read three times (its matches, the name tier, the
  // named group); a broad prefix names thousands of products ('s': Siemens, Sensores…).
  const namedMasks = new Map<NamedIds, Mask>();
  const walkKey = (o: Operand) => (o.prefix ? `*${o.lexeme}` : ` ${o.lexeme}`);
  /**
   * A ranked query's rank sums: `scratch.ranks` holds each product's sum over the rank operands'
   * stems (zero where no stem is held); `size` is ts_rank's count.
   */
  const query: { ranks?: { size: number }; groupMasks?: GroupMasks } = {};
  const startQuery = (rankedBy?: SearchPlan) => {
    scratch.used = 0;
    scratch.columnsUsed = 0;
    operandMasks.clear();
    namedMasks.clear();
    query.groupMasks = undefined;
    query.ranks = rankedBy && !rankedBy.wildcard ? sumRanks(rankedBy) : undefined;
  };
  const words = Math.ceil(n / 32);
  /** A cleared mask, or a copy of `from` (one copy instead of a clearing and an OR pass). */
  function newMask(from?: Mask): Mask {
    if (scratch.used === scratch.masks.length) scratch.masks.push(new Uint32Array(words));
    const mask = scratch.masks[scratch.used++];
    if (from) mask.set(from);
    else mask.fill(0);
    return mask;
  }
  /** A reused column for a key per candidate. */
  function newColumn(): Float64Array {
    if (scratch.columnsUsed === scratch.columns.length) scratch.columns.push(new Float64Array(n));
    return scratch.columns[scratch.columnsUsed++];
  }
  /** A key per candidate, in a reused column (a plain loop: Float64Array.from's iterator costs more than the key). */
  function column(candidates: Int32Array, key: (slot: number) => number): Float64Array {
    const out = newColumn();
    for (let i = 0; i < candidates.length; i++) out[i] = key(candidates[i]);
    return out;
  }
  /** The slots set in both masks, into `scratch.slots`. */
  function slotsInBoth(mask: Mask, other: Mask): Int32Array {
    const slots = scratch.slots;
    let count = 0;
    for (let i = 0; i < words; i++) {
      for (let w = mask[i] & other[i]; w !== 0; w &= w - 1) slots[count++] = i * 32 + 31 - Math.clz32(w & -w);
    }
    return slots.subarray(0, count);
  }
  /** No slot set (a plain loop: `every` with a callback per word cost more than the query it saved). */
  function isEmpty(mask: Mask): boolean {
    for (let i = 0; i < words; i++) if (mask[i]) return false;
    return true;
  }
  const rankSteps = Float64Array.from(d.lexicon.contribution, rankStep);
  const activeMask: Mask = new Uint32Array(words);
  for (let s = 0; s < n; s++) if (d.active[s]) add(activeMask, s);
  const accessoryMask: Mask = new Uint32Array(words);
  for (let s = 0; s < n; s++) if (d.accessory[s]) add(accessoryMask, s);
  /** Read, never written: the mask of a part the plan lacks (no code: no code tiers). */
  const noSlots: Mask = new Uint32Array(words);
  const mark = (mask: Mask, slots: ArrayLike<number>) => {
    for (let i = 0; i < slots.length; i++) add(mask, slots[i]);
  };

  /** The lexemes an operand reads, as a range of their numbers: one, or all a prefix starts. */
  function lexemeRange(o: Operand): [number, number] {
    const key = keyOf(o.lexeme);
    if (o.prefix) return prefixRange(d.lexicon.lexemes, key);
    const at = lowerBound(d.lexicon.lexemes, key);
    return equalsAt(d.lexicon.lexemes, at, key) ? [at, at + 1] : [at, at];
  }
  const hasLexeme = (lexeme: string) => {
    const key = keyOf(lexeme);
    return equalsAt(d.lexicon.lexemes, lowerBound(d.lexicon.lexemes, key), key);
  };

  /**
   * Slots holding the stem (or, for a prefix, any stem starting so), in the name if asked. Both
   * masks come from one walk and are kept for the query: callers only read them.
   */
  function operandMask(o: Operand, nameOnly: boolean): Mask {
    let masks = operandMasks.get(walkKey(o));
    if (!masks) {
      masks = { any: newMask(), name: newMask() };
      const { any, name } = masks;
      const [from, to] = lexemeRange(o);
      const { slots, kinds, inName, starts } = d.lexicon;
      for (let k = starts[from]; k < starts[to]; k++) {
        add(any, slots[k]);
        if (inName[kinds[k]]) add(name, slots[k]);
      }
      operandMasks.set(walkKey(o), masks);
    }
    return nameOnly ? masks.name : masks.any;
  }

  /**
   * relevanceOrder's text rank, summed in the walks that also make the operands' masks: each
   * operand's stems in the vector's (byte) order, as ts_rank adds them in float4, so the sums are
   * the database's to the bit. Once per query, before planMask, which then walks nothing again.
   * A query of several words sums and marks only the products its narrowest word allows.
   */
  function sumRanks(plan: SearchPlan): { size: number } {
    const operands = rankOperands(plan).sort((a, b) => byLexeme(a.lexeme, b.lexeme));
    const within = narrowest(plan, operands);
    const sums = scratch.ranks;
    // Cleared whole (a fill is a fraction of a broad walk): the walk then neither tests nor marks
    // which sums it started, two of its five reads and writes per posting.
    sums.fill(0);
    const { slots, kinds, inName, starts } = d.lexicon;
    for (const o of operands) {
      const any = newMask();
      const name = newMask();
      const [from, to] = lexemeRange(o);
      for (let k = starts[from]; k < starts[to]; k++) {
        const s = slots[k];
        if (within && !has(within, s)) continue;
        const kind = kinds[k];
        // A Float32Array cell rounds to float4 as ts_rank's sum does (ts-rank.ts's addContribution).
        sums[s] += rankSteps[kind];
        add(any, s);
        // Without a branch: whether a stem is in the name follows no pattern the processor can guess.
        name[s >>> 5] |= inName[kind] << s;
      }
      operandMasks.set(walkKey(o), { any, name });
    }
    return { size: operands.length };
  }

  /** How many postings a walk of the operand reads. */
  const postingsOf = (o: Operand) => {
    const [from, to] = lexemeRange(o);
    return d.lexicon.starts[to] - d.lexicon.starts[from];
  };

  /**
   * The products a query of several words can match, when one word is far narrower than the
   * broadest stem it ranks by ('ethernet e': 4,000 postings against 130,000): its term's own
   * matches, and the whole query read as a code. The ranked walks then sum and mark only these.
   * Sound because everything read from those walks is read for matches alone: the match is the
   * code's products or every term's (the narrow one's among them); the name tier is every term in
   * the name (the narrow one's within its matches); ranks are read for matches only.
   */
  function narrowest(plan: SearchPlan, operands: Operand[]): Mask | undefined {
    if (plan.terms.length < 2) return undefined;
    const walked = plan.terms.map((t) =>
      t.any.reduce((sum, alt) => sum + alt.reduce((x, o) => x + postingsOf(o), 0), 0),
    );
    const narrow = walked.indexOf(Math.min(...walked));
    if (Math.max(...operands.map(postingsOf)) < 4 * walked[narrow]) return undefined;
    const mask = termMask(plan.terms[narrow]);
    return plan.code ? codePrefixMask(plan.code, mask) : mask;
  }

  /** A product's text rank in this query (0 without rank operands, as the SQL's). */
  function rankOf(s: number): number {
    const ranks = query.ranks;
    if (!ranks?.size) return 0;
    const norm = d.lengthNorm[s];
    return norm ? finishRank(scratch.ranks[s], ranks.size, norm) : 0;
  }

  function codePrefixMask(code: string, mask: Mask = newMask()): Mask {
    const [from, to] = prefixRange(d.codes.codes, keyOf(code));
    mark(mask, d.codes.slots.subarray(from, to));
    return mask;
  }

  const hasCodePrefix = (code: string) => {
    const [from, to] = prefixRange(d.codes.codes, keyOf(code));
    return to > from;
  };

  function exactCodeMask(code: string): Mask {
    const mask = newMask();
    const key = keyOf(code);
    for (let i = lowerBound(d.codes.codes, key); equalsAt(d.codes.codes, i, key); i++) add(mask, d.codes.slots[i]);
    return mask;
  }

  /** The products of the brands, categories and subcategories a term names; none named: undefined. */
  function namedMask(named: NamedIds): Mask | undefined {
    if (!named.brands.length && !named.categories.length && !named.subcategories.length) return undefined;
    let mask = namedMasks.get(named);
    if (!mask) {
      mask = newMask();
      const lists: [keyof typeof d.taxonomy, number[]][] = [
        ["brand", named.brands],
        ["category", named.categories],
        ["subcategory", named.subcategories],
      ];
      for (const [key, ids] of lists) for (const id of ids) mark(mask, d.taxonomy[key].get(String(id)) ?? []);
      namedMasks.set(named, mask);
    }
    return mask;
  }

  /** Slots whose technical value is one of the term's (search.repository.ts's valuesHas). */
  function markValues(mask: Mask, values: SearchTerm["values"]) {
    for (const [key, list] of Object.entries(values) as [QuantityKey, string[]][]) {
      const wanted = new Set(list.map((v) => d.facets[key].values.indexOf(v)));
      const of = d.facets[key].of;
      for (let s = 0; s < n; s++) if (of[s] >= 0 && wanted.has(of[s])) add(mask, s);
    }
    return mask;
  }

  /** termMatch of search.repository.ts: one alternative in the text, a named taxonomy, the code or a value. */
  function termMask(t: SearchTerm, nameOnly = false): Mask {
    let mask: Mask | undefined;
    // A number with a unit counts in the text only where the product has no value of its kind.
    const without = (Object.keys(t.values) as QuantityKey[]).map((k) => d.facets[k].of);
    for (const alt of t.any) {
      const one = allOf(alt.map((o) => operandMask(o, nameOnly || Boolean(o.nameOnly))));
      // Most terms have no unit: a plain pass, no per-product check (it ran for every query).
      if (!without.length) mask = mask ? orInto(mask, one) : newMask(one);
      else {
        mask ??= newMask();
        for (let s = 0; s < n; s++) if (has(one, s) && without.every((of) => of[s] === -1)) add(mask, s);
      }
    }
    mask ??= newMask();
    const named = namedMask(t.named);
    if (named) orInto(mask, named);
    if (t.code) codePrefixMask(t.code, mask);
    return markValues(mask, t.values);
  }

  /** Slots set in every mask (none for no masks); a single mask itself when there is no `into`. */
  function allOf(masks: Mask[], into?: Mask): Mask {
    if (masks.length === 1 && !into) return masks[0];
    into ??= newMask();
    if (!masks.length) return into;
    if (masks.length === 1) return orInto(into, masks[0]);
    for (let i = 0; i < words; i++) {
      let all = masks[0][i];
      for (let m = 1; m < masks.length && all; m++) all &= masks[m][i];
      into[i] |= all;
    }
    return into;
  }

  /** Slots set in any of the masks, without a copy for one. */
  function anyOf(masks: (Mask | undefined)[]): Mask {
    const some = masks.filter((m) => m !== undefined);
    if (some.length <= 1) return some[0] ?? noSlots;
    return some.reduce(orInto, newMask());
  }

  function orInto(into: Mask, other: Mask): Mask {
    for (let i = 0; i < words; i++) into[i] |= other[i];
    return into;
  }

  function wildcardMask(pattern: string): Mask {
    const like = new RegExp(`^${pattern.replace(/%/g, ".*")}$`);
    const [from, to] = prefixRange(d.codes.codes, keyOf(pattern.slice(0, pattern.indexOf("%"))));
    const mask = newMask();
    for (let i = from; i < to; i++) if (like.test(textAt(d.codes.codes, i))) add(mask, d.codes.slots[i]);
    return mask;
  }

  /** planMatch of search.repository.ts. */
  function planMask(plan: SearchPlan): Mask {
    if (plan.wildcard) return wildcardMask(plan.wildcard);
    // One term (most queries): its mask is this query's own, the code's products are added to it.
    if (plan.terms.length === 1)
      return plan.code ? codePrefixMask(plan.code, termMask(plan.terms[0])) : termMask(plan.terms[0]);
    const mask = plan.code ? codePrefixMask(plan.code) : newMask();
    return allOf(
      plan.terms.map((t) => termMask(t)),
      mask,
    );
  }

  /**
   * relevanceOrder of search.repository.ts, then sold-out last: a group (tier: exact code, code
   * prefix, every term in the name, the rest; then a named brand/category first; then accessories
   * after), then the text rank, packed into one number per candidate (4 + 32 + 1 bits). Returns
   * only the candidates that can be among the first `k`: those of the best groups holding `k` (a
   * broad prefix matches half the catalogue where its best groups hold a few thousand products).
   */
  function byRelevance(plan: SearchPlan, all: Int32Array, k: number): { candidates: Int32Array; key: Float64Array } {
    if (plan.wildcard) return { candidates: all, key: column(all, (s) => d.codeRank[s] * 2 + d.soldOut[s]) };
    if (!all.length) return { candidates: all, key: column(all, () => 0) };
    const candidates = bestGroups(plan, all, k);
    const { groups } = scratch;
    // Written out, not through `column`: a key returned by a callback is a boxed number, a
    // broad word's thousands of them each request were a tenth of what a search allocated.
    const key = newColumn();
    for (let i = 0; i < candidates.length; i++) key[i] = relevanceKey(groups[i], candidates[i]);
    return { candidates, key };
  }

  /** A product's relevance group: its tier, then named or not, then accessory or not. */
  const groupOf = (s: number, exact: Mask, prefix: Mask, inName: Mask, named: Mask) =>
    (has(exact, s) ? 0 : has(prefix, s) ? 1 : has(inName, s) ? 2 : 3) * 4 + (has(named, s) ? 0 : 2) + d.accessory[s];

  /** A product's place in relevanceOrder: its group, then its text rank (higher first), then sold-out last. */
  const relevanceKey = (group: number, s: number) =>
    group * 2 ** 33 + (0xffffffff - rankBits(rankOf(s))) * 2 + d.soldOut[s];

  /** The masks a candidate's relevance group is read from, made once per query. */
  function groupMasks(plan: SearchPlan): GroupMasks {
    // Most words are no code's start ('varia', 'VARIA'): no code tiers, no masks to fill for them.
    const code = plan.code && hasCodePrefix(plan.code) ? plan.code : undefined;
    query.groupMasks ??= {
      exact: code ? exactCodeMask(code) : noSlots,
      prefix: code ? codePrefixMask(code) : noSlots,
      inName: plan.terms.length ? allOf(plan.terms.map((t) => termMask(t, true))) : noSlots,
      named: anyOf(plan.terms.map((t) => namedMask(t.named))),
    };
    return query.groupMasks;
  }

  /**
   * The candidates of the best relevance groups holding `k`, with their groups in `scratch.groups`.
   * They are moved to the front of `all` (a scratch array), so `all` is not to be read after.
   */
  function bestGroups(plan: SearchPlan, all: Int32Array, k: number): Int32Array {
    const { exact, prefix, inName, named } = groupMasks(plan);
    const { groups } = scratch;
    const counts = new Int32Array(GROUPS);
    for (let i = 0; i < all.length; i++) {
      const s = all[i];
      counts[(groups[i] = groupOf(s, exact, prefix, inName, named))]++;
    }
    let cutoff = 0;
    for (let held = counts[0]; held < k && cutoff < GROUPS - 1;) held += counts[++cutoff];
    if (cutoff === GROUPS - 1) return all;
    let kept = 0;
    for (let i = 0; i < all.length; i++) {
      if (groups[i] > cutoff) continue;
      groups[kept] = groups[i];
      all[kept++] = all[i];
    }
    return all.subarray(0, kept);
  }

  /**
   * listOrder of catalog.list.repository.ts as key columns over the candidates that can be among
   * the first `k`; the slot (name, then id) ends every tie.
   */
  function ordered(plan: SearchPlan, sort: SortOption, all: Int32Array, k: number) {
    if (sort === "default") {
      const { candidates, key } = byRelevance(plan, all, k);
      return { candidates, columns: [key] };
    }
    return { candidates: all, columns: orderColumns(plan, sort, all) };
  }

  function orderColumns(
    plan: SearchPlan,
    sort: Exclude<SortOption, "default">,
    candidates: Int32Array,
  ): Float64Array[] {
    const exact = plan.code ? exactCodeMask(plan.code) : undefined;
    const first = exact ? [column(candidates, (s) => 1 - has(exact, s))] : [];
    const nullsLast = (values: Float64Array, dir: 1 | -1) =>
      column(candidates, (s) => (Number.isNaN(values[s]) ? Infinity : dir * values[s]));
    const byId = () => column(candidates, (s) => d.ids[s]);
    switch (sort) {
      case "name":
        return first;
      case "price-asc":
        return [...first, nullsLast(d.price, 1), byId()];
      case "price-desc":
        return [...first, nullsLast(d.price, -1), byId()];
      case "rating":
        return [...first, column(candidates, (s) => -d.demand[s]), nullsLast(d.stock, -1), byId()];
      case "stock":
        return [...first, nullsLast(d.stock, -1), byId()];
    }
  }

  /** The products a visitor may list: the active ones (a mask made once), or per query for staff and stock filters. */
  function visibleMask(f: ProductFilters): Mask {
    if (!f.includeInactive && f.stock === "all" && !f.hasDatasheet) return activeMask;
    const mask = newMask();
    for (let s = 0; s < n; s++) {
      if (!f.includeInactive && !d.active[s]) continue;
      if (f.stock === "in" && d.soldOut[s]) continue;
      if (f.stock === "out" && !d.soldOut[s]) continue;
      if (!f.hasDatasheet || d.datasheet[s] === 1) add(mask, s);
    }
    return mask;
  }

  /** Each active filter as (facet, index of the wanted value); a value no product has is -2. */
  const activeFilters = (f: ProductFilters) =>
    FACET_KEYS.filter((k) => f[k] !== undefined).map((key) => {
      const at = d.facets[key].values.indexOf(String(f[key]));
      return { key, wanted: at === -1 ? -2 : at };
    });

  /**
   * The page's product ids, the total and the disjunctive facet counts (facetCounts of
   * catalog.list.repository.ts): each facet counts the products passing every other filter.
   * Every facet of every product passing all filters is read (a broad word's thousands), so those
   * are counted when asked: the caller counts them while the page's rows are read, or not at all
   * for a total.
   */
  function list(
    filters: ProductFilters,
    opts: ListOptions,
  ): { ids: number[]; total: number; counts: () => FacetCountRow[] } {
    const plan = filters.search!;
    startQuery(opts.sort === "default" ? plan : undefined);
    const active = activeFilters(filters);
    const tallies = FACET_KEYS.map((k) => new Int32Array(d.facets[k].values.length));
    const activeOf = active.map((a) => d.facets[a.key].of);
    const activeWanted = active.map((a) => a.wanted);
    const failedTally = active.map((a) => tallies[FACET_KEYS.indexOf(a.key)]);
    // A mask of the query's own (12.5 KB per 100,000 products): by the time the counts are
    // asked for, the scratch is the next query's.
    const passing = new Uint32Array(words);
    const matched = planMask(plan);
    const visible = visibleMask(filters);
    for (let i = 0; i < words; i++) passing[i] = matched[i] & visible[i];
    const matching = slotsInBoth(passing, passing);
    let total = matching.length;
    if (active.length) {
      total = 0;
      // A product failing one facet filter counts now, for that facet alone.
      for (const s of matching) {
        let failed = -1;
        let failures = 0;
        for (let i = 0; i < activeOf.length; i++) {
          if (activeOf[i][s] === activeWanted[i]) continue;
          failures++;
          failed = i;
        }
        if (failures === 0) matching[total++] = s;
        else if (failures === 1 && activeOf[failed][s] >= 0) failedTally[failed][activeOf[failed][s]]++;
      }
      passing.fill(0);
      mark(passing, matching.subarray(0, total));
    }
    const wanted = opts.offset + opts.limit;
    const { candidates, columns } = ordered(plan, opts.sort, matching.subarray(0, total), wanted);
    const page = firstInOrder(candidates.length, columns, candidates, wanted).slice(opts.offset);
    let tallied = false;
    const counts = () => {
      if (!tallied) tallyAll(slotsInBoth(passing, passing), tallies);
      tallied = true;
      return countRows(total, tallies);
    };
    return { ids: page.map((p) => d.ids[candidates[p]]), total, counts };
  }

  /** Every facet of every slot, added to the tallies. */
  function tallyAll(slots: Int32Array, tallies: Int32Array[]) {
    if (facetRows) tallyByRows(facetRows, slots, tallies);
    // Else a facet at a time: each column is read by its own loop (their integer widths differ).
    else for (let i = 0; i < facetOf.length; i++) tally(facetOf[i], tallies[i], slots);
  }

  function tally(of: ArrayLike<number>, into: Int32Array, slots: Int32Array) {
    for (let i = 0; i < slots.length; i++) {
      const value = of[slots[i]];
      if (value >= 0) into[value]++;
    }
  }

  function countRows(total: number, tallies: Int32Array[]): FacetCountRow[] {
    const out: FacetCountRow[] = [{ key: "total", value: "", label: "", count: total }];
    FACET_KEYS.forEach((key: FacetKey, i) => {
      const names = key === "category" || key === "subcategory" || key === "brand" ? d.labels[key] : undefined;
      tallies[i].forEach((count, v) => {
        const value = d.facets[key].values[v];
        if (count > 0) out.push({ key, value, label: names?.get(value) ?? value, count });
      });
    });
    return out;
  }

  /** Suggestions: every active match ranked as the list ranks them (the SQL ranks a pool). */
  function suggest(plan: SearchPlan, limit: number): number[] {
    startQuery(plan);
    const match = planMask(plan);
    if (isEmpty(match)) return [];
    if (plan.wildcard) {
      const { candidates, key } = byRelevance(plan, slotsInBoth(match, activeMask), limit);
      return firstInOrder(candidates.length, [key], candidates, limit).map((p) => d.ids[candidates[p]]);
    }
    // Only the first tiers (the code, or every term in the name) when they fill the list: no
    // other match can come before them.
    const { prefix, inName } = groupMasks(plan);
    const firstTiers = prefix === noSlots ? inName : orInto(newMask(inName), prefix);
    const found = bestOf(plan, firstTiers, limit);
    return (found.length < limit ? bestOf(plan, match, limit) : found).map((s) => d.ids[s]);
  }

  /**
   * The first `k` active products of `pool` in relevance order: a suggestion's six of tens of
   * thousands of matches, with no column of keys and no sort. A pass over the pool's words per
   * relevance group, best group first, until the list is full: only the products of the groups
   * read are ranked (the group of a product is never computed, it is the pass's).
   */
  function bestOf(plan: SearchPlan, pool: Mask, k: number): number[] {
    const { exact, prefix, inName, named } = groupMasks(plan);
    const tierMasks = [exact, prefix, inName];
    // The words holding an active product of the pool, once: the groups' passes read only these.
    const held = scratch.words;
    let heldCount = 0;
    for (let i = 0; i < words; i++) if (pool[i] & activeMask[i]) held[heldCount++] = i;
    const best: number[] = [];
    const ranks: number[] = [];
    // Within a group: the higher rank, then in stock, then the earlier slot (`s` is the later).
    const after = (s: number, rank: number, at: number) =>
      rank < ranks[at] || (rank === ranks[at] && d.soldOut[s] >= d.soldOut[best[at]]);
    for (let group = 0; group < GROUPS && best.length < k; group++) {
      const tier = group >> 2;
      const wantNamed = (group & 2) === 0;
      if ((tier < 3 && tierMasks[tier] === noSlots) || (wantNamed && named === noSlots)) continue;
      const wantAccessory = (group & 1) === 1;
      const first = best.length;
      for (let h = 0; h < heldCount; h++) {
        const i = held[h];
        // The group's products in this word: in its tier and no better one, named or not, accessory or not.
        const better = tier === 0 ? 0 : exact[i] | (tier > 1 ? prefix[i] : 0) | (tier > 2 ? inName[i] : 0);
        let w = pool[i] & activeMask[i] & ~better;
        if (tier < 3) w &= tierMasks[tier][i];
        w &= wantNamed ? named[i] : ~named[i];
        w &= wantAccessory ? accessoryMask[i] : ~accessoryMask[i];
        for (; w !== 0; w &= w - 1) {
          const s = i * 32 + 31 - Math.clz32(w & -w);
          const rank = rankOf(s);
          if (best.length === k && after(s, rank, k - 1)) continue;
          let at = best.length;
          while (at > first && !after(s, rank, at - 1)) at--;
          best.splice(at, 0, s);
          ranks.splice(at, 0, rank);
          if (best.length > k) {
            best.pop();
            ranks.pop();
          }
        }
      }
    }
    return best;
  }

  /**
   * Whether a name's stems hold every operand of one of the alternatives (search.repository.ts's
   * `nameHas`). Plain loops: a typo's term has a dozen alternatives, read against every name of
   * the taxonomy, and a callback per name and alternative was a sixth of a typo's time in the
   * index.
   */
  function nameHoldsAny(lexemes: string[], any: Alternative[]): boolean {
    for (const alt of any) {
      let all = true;
      for (let i = 0; i < alt.length && all; i++) {
        const o = alt[i];
        all = false;
        for (const l of lexemes) if (o.prefix ? l.startsWith(o.lexeme) : l === o.lexeme) all = true;
      }
      if (all) return true;
    }
    return false;
  }

  /** namedIds of search.repository.ts: per term, the brands, categories and subcategories it names. */
  function named(terms: Alternative[][]): NamedIds[] {
    return terms.map((any) => {
      const found: NamedIds = { brands: [], categories: [], subcategories: [] };
      const lists = { brand: found.brands, category: found.categories, subcategory: found.subcategories };
      for (const x of d.names) if (nameHoldsAny(x.lexemes, any)) lists[x.key].push(x.id);
      for (const ids of Object.values(lists)) ids.sort((a, b) => a - b);
      return found;
    });
  }

  /** matchingNames of search.repository.ts: categories or brands named by any word term. */
  function names(key: "category" | "brand", plan: SearchPlan, limit: number): { id: number; name: string }[] {
    const alternatives = plan.terms.filter((t) => t.kind === "word").flatMap((t) => t.any);
    if (plan.wildcard || alternatives.length === 0) return [];
    const out: { id: number; name: string }[] = [];
    for (const x of d.names) {
      if (out.length === limit) break;
      if (x.key === key && nameHoldsAny(x.lexemes, alternatives)) out.push({ id: x.id, name: x.name });
    }
    return out;
  }

  /** search.ts's lookups answered from memory: no round trip to plan a search. */
  const lookups: Omit<SearchLookups, "named"> = {
    synonyms: async () => d.synonyms,
    analyse: async (request) =>
      d.dictionary.analyse(
        request,
        (l) => hasLexeme(l),
        (prefix) => {
          const [from, to] = prefixRange(d.lexicon.lexemes, keyOf(prefix));
          return to > from;
        },
      ),
    technicalValues: async (keys) => {
      const out = { potencia: [], voltaje: [], corriente: [] } as Record<QuantityKey, string[]>;
      for (const k of keys) out[k] = d.facets[k].values;
      return out;
    },
  };

  /** The suggested products' rows, in the order of `ids`. */
  // Slots in id order, searched by halves: a map of every product cost megabytes for six rows.
  const slotsById = Int32Array.from(d.ids.keys()).sort((a, b) => d.ids[a] - d.ids[b]);
  function slotOfId(id: number): number | undefined {
    let lo = 0;
    let hi = slotsById.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (d.ids[slotsById[mid]] < id) lo = mid + 1;
      else hi = mid;
    }
    return d.ids[slotsById[lo]] === id ? slotsById[lo] : undefined;
  }
  const suggestionRows = (ids: number[]): SuggestionRow[] =>
    ids.flatMap((id) => {
      const s = slotOfId(id);
      if (s === undefined) return [];
      const { name, sku, priceText, price, image } = d.shown;
      return [
        {
          id,
          name: textAt(name, s),
          sku: textAt(sku, s),
          price_text: stringAt(priceText, s),
          price: stringAt(price, s),
          main_image: stringAt(image, s),
        },
      ];
    });

  /**
   * Active products whose codes sort next to `code` (parts list, issue 20): `above` from it
   * upwards (its prefix matches and late typos), `below` downwards; the same neighbourhood the
   * parts list's SQL reads through its btree, without a statement per line.
   */
  function codeNeighbours(code: string, above: number, below: number): { id: number; code: string }[] {
    const { codes, slots } = d.codes;
    const out: { id: number; code: string }[] = [];
    const take = (from: number, step: 1 | -1, wanted: number) => {
      for (let i = from, kept = 0; i >= 0 && i < slots.length && kept < wanted; i += step) {
        if (!d.active[slots[i]]) continue;
        out.push({ id: d.ids[slots[i]], code: textAt(codes, i) });
        kept++;
      }
    };
    const at = lowerBound(codes, keyOf(code));
    take(at, 1, above);
    take(at - 1, -1, below);
    return out;
  }

  return { version: d.version, list, suggest, named, names, lookups, suggestionRows, codeNeighbours };
}

/**
 * Every facet of a product side by side, each value already its place in one array of counts
 * (0: no value): the facet counts of a list without a facet filter read every facet of every
 * match, and row by row with the row's ten reads written out they take a third of the time of ten
 * passes over ten columns (1.65 → 0.5–0.7 ms for a broad word's 30,000 matches, ADR 061). Made
 * only for the ten facets there are and while every place fits 16 bits; otherwise the columns count.
 */
type FacetRows = { rows: Uint16Array; places: number[]; counts: Int32Array };
const ROW = 10;
function rowsOfFacets(d: IndexData): FacetRows | undefined {
  const columns = FACET_KEYS.map((k) => d.facets[k]);
  const places = [0];
  for (const c of columns) places.push(places[places.length - 1] + c.values.length + 1);
  if (columns.length !== ROW || places[ROW] > 2 ** 16) return undefined;
  const rows = new Uint16Array(d.n * ROW);
  columns.forEach((c, f) => {
    for (let s = 0; s < d.n; s++) rows[s * ROW + f] = places[f] + c.of[s] + 1;
  });
  return { rows, places, counts: new Int32Array(places[ROW]) };
}

function tallyByRows({ rows, places, counts }: FacetRows, slots: Int32Array, tallies: Int32Array[]) {
  counts.fill(0);
  for (let i = 0; i < slots.length; i++) {
    const r = slots[i] * ROW;
    counts[rows[r]]++;
    counts[rows[r + 1]]++;
    counts[rows[r + 2]]++;
    counts[rows[r + 3]]++;
    counts[rows[r + 4]]++;
    counts[rows[r + 5]]++;
    counts[rows[r + 6]]++;
    counts[rows[r + 7]]++;
    counts[rows[r + 8]]++;
    counts[rows[r + 9]]++;
  }
  tallies.forEach((tally, f) => {
    for (let v = 0, at = places[f] + 1; v < tally.length; v++, at++) tally[v] += counts[at];
  });
}

/**
 * Many short strings as one UTF-8 buffer and the offset of each (ADR 052): a JavaScript string
 * costs a header and a pointer besides its characters, more than a lexeme or an order code holds,
 * so a hundred thousand of them weighed megabytes. Read back one at a time (`at`), or searched in
 * place when they are sorted: UTF-8's byte order is the code point order, which is JavaScript's
 * `<` for every character outside the surrogate range (lexemes and order codes are folded text).
 */
export type PackedStrings = {
  bytes: Buffer;
  /** String i is bytes starts[i] up to starts[i + 1]. */
  starts: Int32Array;
  /** 1 where the value is null (absent when none is). */
  nulls: Uint8Array | undefined;
};

export function packStrings(values: readonly (string | null)[]): PackedStrings {
  let total = 0;
  let anyNull = false;
  for (const v of values) {
    if (v === null) anyNull = true;
    else total += Buffer.byteLength(v);
  }
  const bytes = Buffer.allocUnsafeSlow(total);
  const starts = new Int32Array(values.length + 1);
  const nulls = anyNull ? new Uint8Array(values.length) : undefined;
  let at = 0;
  values.forEach((v, i) => {
    starts[i] = at;
    if (v === null) nulls![i] = 1;
    else at += bytes.write(v, at);
  });
  starts[values.length] = at;
  return { bytes, starts, nulls };
}

export const packedCount = (p: PackedStrings) => p.starts.length - 1;

export function stringAt(p: PackedStrings, i: number): string | null {
  if (p.nulls?.[i]) return null;
  return p.bytes.toString("utf8", p.starts[i], p.starts[i + 1]);
}

/** A value known not to be null (lexemes, order codes). */
export const textAt = (p: PackedStrings, i: number) => p.bytes.toString("utf8", p.starts[i], p.starts[i + 1]);

/** The bytes a sorted search compares with. */
export const keyOf = (text: string) => Buffer.from(text, "utf8");

/** String i against `key`: negative, zero or positive; `prefix` compares only key's length. */
function compareAt(p: PackedStrings, i: number, key: Uint8Array, prefix: boolean): number {
  const { bytes, starts } = p;
  const from = starts[i];
  const length = starts[i + 1] - from;
  const common = Math.min(length, key.length);
  for (let j = 0; j < common; j++) {
    const d = bytes[from + j] - key[j];
    if (d !== 0) return d;
  }
  return prefix && length >= key.length ? 0 : length - key.length;
}

/** First index of the sorted strings not below `key`. */
export function lowerBound(p: PackedStrings, key: Uint8Array): number {
  let lo = 0;
  let hi = packedCount(p);
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareAt(p, mid, key, false) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The range of the sorted strings that start with `key`. */
export function prefixRange(p: PackedStrings, key: Uint8Array): [number, number] {
  const from = lowerBound(p, key);
  let lo = from;
  let hi = packedCount(p);
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareAt(p, mid, key, true) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return [from, lo];
}

/** String i equals `key`. */
export const equalsAt = (p: PackedStrings, i: number, key: Uint8Array) =>
  i < packedCount(p) && compareAt(p, i, key, false) === 0;

/**
 * One string per slot, written as UTF-8 as the rows arrive, in whatever slot order (ADR 054): a
 * snapshot held a JavaScript string per product and field until the build, several times the
 * bytes. `pack` lays them out in slot order.
 */
export class StringColumn {
  // Zeroed: two reads of the same rows hold the same bytes, slack included.
  private bytes = Buffer.alloc(4096);
  private used = 0;
  /** Where slot i's bytes start (-1: null) and how many. */
  private readonly from: Int32Array;
  private readonly length: Int32Array;
  constructor(count: number) {
    this.from = new Int32Array(count).fill(-1);
    this.length = new Int32Array(count);
  }
  set(slot: number, value: string | null) {
    if (value === null) {
      this.from[slot] = -1;
      return;
    }
    const need = this.used + Buffer.byteLength(value);
    if (need > this.bytes.length) {
      const bigger = Buffer.alloc(Math.max(need, Math.ceil(this.bytes.length * 1.5)));
      this.bytes.copy(bigger, 0, 0, this.used);
      this.bytes = bigger;
    }
    this.from[slot] = this.used;
    this.length[slot] = this.bytes.write(value, this.used);
    this.used += this.length[slot];
  }
  at(slot: number): string | null {
    const from = this.from[slot];
    return from < 0 ? null : this.bytes.toString("utf8", from, from + this.length[slot]);
  }
  pack(): PackedStrings {
    const { from, length } = this;
    const count = from.length;
    let total = 0;
    let anyNull = false;
    for (let i = 0; i < count; i++) {
      if (from[i] < 0) anyNull = true;
      else total += length[i];
    }
    const bytes = Buffer.allocUnsafeSlow(total);
    const starts = new Int32Array(count + 1);
    const nulls = anyNull ? new Uint8Array(count) : undefined;
    let at = 0;
    for (let i = 0; i < count; i++) {
      starts[i] = at;
      if (from[i] < 0) nulls![i] = 1;
      else at += this.bytes.copy(bytes, at, from[i], from[i] + length[i]);
    }
    starts[count] = at;
    return { bytes, starts, nulls };
  }
}

/**
 * Numbers for distinct strings, 0, 1, 2… in the order first seen, kept as UTF-8 in one buffer and
 * found through an open-addressing table of numbers (ADR 054): a `Map` from a couple of hundred
 * thousand lexemes held each as a JavaScript string and an entry, four times the bytes.
 */
export class StringNumbers {
  private bytes = Buffer.alloc(1 << 16);
  private used = 0;
  private starts = new Int32Array(1 << 12);
  /** Number + 1 at each place; 0 is free. */
  private table = new Int32Array(1 << 13);
  size = 0;
  private readonly scratch = Buffer.alloc(1024);

  /** FNV-1a over the bytes. */
  private static hash(bytes: Buffer, from: number, to: number) {
    let h = 0x811c9dc5;
    for (let i = from; i < to; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
    return h >>> 0;
  }

  private equals(id: number, key: Buffer, length: number) {
    const from = this.starts[id];
    if (this.starts[id + 1] - from !== length) return false;
    for (let i = 0; i < length; i++) if (this.bytes[from + i] !== key[i]) return false;
    return true;
  }

  private place(id: number, hash: number) {
    const mask = this.table.length - 1;
    let at = hash & mask;
    while (this.table[at] !== 0) at = (at + 1) & mask;
    this.table[at] = id + 1;
  }

  /** The number of `text`, given the next one if it is new. */
  numberOf(text: string): number {
    const needed = Buffer.byteLength(text);
    const key = needed <= this.scratch.length ? this.scratch : Buffer.alloc(needed);
    const length = key.write(text, 0);
    const hash = StringNumbers.hash(key, 0, length);
    const mask = this.table.length - 1;
    for (let at = hash & mask; ; at = (at + 1) & mask) {
      const entry = this.table[at];
      if (entry === 0) break;
      if (this.equals(entry - 1, key, length)) return entry - 1;
    }
    const id = this.size++;
    if (this.used + length > this.bytes.length) {
      const bigger = Buffer.alloc(Math.max(this.used + length, Math.ceil(this.bytes.length * 1.5)));
      this.bytes.copy(bigger, 0, 0, this.used);
      this.bytes = bigger;
    }
    key.copy(this.bytes, this.used, 0, length);
    if (id + 2 > this.starts.length) {
      const bigger = new Int32Array(Math.ceil(this.starts.length * 1.5));
      bigger.set(this.starts);
      this.starts = bigger;
    }
    this.starts[id] = this.used;
    this.used += length;
    this.starts[id + 1] = this.used;
    if (this.size * 2 > this.table.length) {
      this.table = new Int32Array(this.table.length * 2);
      for (let other = 0; other < this.size; other++)
        this.place(other, StringNumbers.hash(this.bytes, this.starts[other], this.starts[other + 1]));
    } else this.place(id, hash);
    return id;
  }

  textOf(id: number) {
    return this.bytes.toString("utf8", this.starts[id], this.starts[id + 1]);
  }

  /** Lets the table and the bytes go. */
  clear() {
    this.bytes = Buffer.alloc(0);
    this.starts = new Int32Array(1);
    this.table = new Int32Array(1);
    this.used = 0;
    this.size = 0;
  }
}

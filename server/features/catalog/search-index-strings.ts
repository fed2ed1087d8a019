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

/**
 * Numbers with units as engineers type them (ADR 031): `7.5kw`, `7,5 kW`, `10hp`, `24vdc`,
 * `24 VDC`, `18a`. Each becomes a quantity that matches the product's technical value (power in
 * kW, voltage, current) as read here from the text staff typed ("12-24 VDC", "2.8-4 A", "7.5"),
 * or the number and unit in its text.
 */

export type QuantityKey = "potencia" | "voltaje" | "corriente";
export const QUANTITY_KEYS: QuantityKey[] = ["potencia", "voltaje", "corriente"];

export type Quantity = {
  key: QuantityKey;
  /** In kW for power, V for voltage, A for current. */
  value: number;
  /** Power asked in HP: matched as catalogues label kW in HP (rounded). */
  hp: boolean;
  /** Voltage asked as DC or AC only. */
  current: "ac" | "dc" | null;
  /** The unit words the text may hold after the number (none for amperes: 'a' is a stop word). */
  textUnits: string[];
  /** Where it was in the query. */
  start: number;
  end: number;
};

type Unit = Omit<Quantity, "value" | "start" | "end"> & { factor: number };

const VOLT_WORDS = ["v", "vdc", "vac", "vcc", "vca"];
const UNITS: Record<string, Unit> = {
  kw: { key: "potencia", factor: 1, hp: false, current: null, textUnits: ["kw"] },
  w: { key: "potencia", factor: 0.001, hp: false, current: null, textUnits: ["w"] },
  hp: { key: "potencia", factor: 1, hp: true, current: null, textUnits: ["hp"] },
  cv: { key: "potencia", factor: 1, hp: true, current: null, textUnits: ["cv", "hp"] },
  v: { key: "voltaje", factor: 1, hp: false, current: null, textUnits: VOLT_WORDS },
  vdc: { key: "voltaje", factor: 1, hp: false, current: "dc", textUnits: ["vdc", "vcc"] },
  vcc: { key: "voltaje", factor: 1, hp: false, current: "dc", textUnits: ["vdc", "vcc"] },
  vac: { key: "voltaje", factor: 1, hp: false, current: "ac", textUnits: ["vac", "vca"] },
  vca: { key: "voltaje", factor: 1, hp: false, current: "ac", textUnits: ["vac", "vca"] },
  a: { key: "corriente", factor: 1, hp: false, current: null, textUnits: [] },
  ma: { key: "corriente", factor: 0.001, hp: false, current: null, textUnits: ["ma"] },
};

/**
 * A number (decimal point or comma) and a unit, glued or apart, standing alone: not inside a
 * code such as 6ES7 214-1AG40 or M18. A lone lower-case 'a' after a space is the preposition
 * ('de 5 a 10'), so amperes apart must be written 'A'.
 */
const QUANTITY = /(?<![\p{L}\p{N}.,/-])(\d+(?:[.,]\d+)?)(\s*)(kw|hp|cv|vdc|vac|vcc|vca|ma|w|v|a)(?![\p{L}\p{N}])/giu;

export function findQuantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.matchAll(QUANTITY)) {
    const [whole, number, space, unitText] = m;
    if (unitText === "a" && space) continue;
    const unit = UNITS[unitText.toLowerCase()];
    const { factor, ...rest } = unit;
    const value = Number(number.replace(",", ".")) * factor;
    out.push({ ...rest, value, start: m.index, end: m.index + whole.length });
  }
  return out;
}

/** HP as catalogues write it beside kW: 7.5 kW is "10 HP", 0.37 kW "0.5 HP". */
function hpOf(kw: number): number {
  const hp = kw / 0.746;
  return hp < 1 ? Math.round(hp * 10) / 10 : Math.round(hp);
}

/** The numbers of a technical value and how they combine: "12-24" is a range, "12/24" a choice. */
function readValue(text: string): { numbers: number[]; range: boolean; ac: boolean; dc: boolean } {
  const t = text.toLowerCase().replace(/(\d),(\d)/g, "$1.$2");
  const numbers = [...t.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  return {
    numbers,
    range: /\d\s*-\s*\d/.test(t),
    ac: /ac|ca\b|vca/.test(t),
    dc: /dc|cc\b|vcc/.test(t),
  };
}

const near = (a: number, b: number) => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(a));

/** The technical value (as typed by staff) holds the quantity: equal, in its range, or one of its choices. */
export function valueHolds(text: string, q: Quantity): boolean {
  const v = readValue(text);
  if (!v.numbers.length) return false;
  if (q.key === "voltaje" && q.current && (v.ac || v.dc) && !(q.current === "ac" ? v.ac : v.dc)) return false;
  const same = (n: number) => (q.hp ? near(hpOf(n), q.value) : near(n, q.value));
  if (v.range && v.numbers.length === 2) {
    const [lo, hi] = v.numbers;
    const x = q.hp ? q.value * 0.746 : q.value;
    return same(lo) || same(hi) || (x >= Math.min(lo, hi) && x <= Math.max(lo, hi));
  }
  return v.numbers.some(same);
}

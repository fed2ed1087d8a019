/*
 * Price and stock as staff type them, read one way by the product form, the API and the
 * spreadsheet import.
 */

/**
 * Numbers as staff type them: "1250", "1250.50", "1.250,50", "1,250.50", "$ 1.250", "USD 99,90".
 * - Both '.' and ',' present: the last one is the decimal separator.
 * - One separator repeated ("1.250.000"): thousands.
 * - One separator once: decimal ("90,75" and "90.75" are both 90.75), except for whole counts
 *   (`integer: true`) where "1.000" followed by exactly three digits means one thousand.
 * Returns a plain decimal string ("1250.50") or null when the text is not a number ("Consultar").
 */
export function parseDecimal(text: string, opts: { integer?: boolean } = {}): string | null {
  let s = text
    .replace(/[\s\u00a0]/g, "")
    .replace(/^(?:us\$|usd|\$|€)/i, "")
    .replace(/(?:us\$|usd|\$|€)$/i, "");
  if (!/^[+-]?[\d.,]*\d[\d.,]*$/.test(s)) return null;
  const sign = s.startsWith("-") ? "-" : "";
  s = s.replace(/^[+-]/, "");

  const dots = (s.match(/\./g) ?? []).length;
  const commas = (s.match(/,/g) ?? []).length;
  let normal: string;
  if (dots && commas) {
    const decimal = s.lastIndexOf(".") > s.lastIndexOf(",") ? "." : ",";
    const thousands = decimal === "." ? "," : ".";
    const [int, frac] = [s.slice(0, s.lastIndexOf(decimal)), s.slice(s.lastIndexOf(decimal) + 1)];
    if (int.includes(decimal) || !validGroups(int, thousands)) return null;
    normal = `${int.split(thousands).join("")}.${frac}`;
  } else if (dots + commas > 1) {
    const sep = dots ? "." : ",";
    if (!validGroups(s, sep)) return null;
    normal = s.split(sep).join("");
  } else if (dots + commas === 1) {
    const sep = dots ? "." : ",";
    const [int, frac] = s.split(sep);
    normal = opts.integer && frac.length === 3 && int.length > 0 && int !== "0" ? int + frac : `${int || "0"}.${frac}`;
  } else {
    normal = s;
  }
  if (!/^\d+(\.\d+)?$/.test(normal)) return null;
  normal = normal.replace(/^0+(?=\d)/, "");
  return sign && /[1-9]/.test(normal) ? `-${normal}` : normal;
}

/** "1,250,000" style groups: 1–3 digits, then groups of exactly 3. */
function validGroups(int: string, sep: string): boolean {
  const groups = int.split(sep);
  return /^\d{1,3}$/.test(groups[0]) && groups.slice(1).every((g) => /^\d{3}$/.test(g));
}

/** A whole number from typed text, or null when it is not one ("Disponible", "2.5"). */
export function parseInteger(text: string): number | null {
  const d = parseDecimal(text, { integer: true });
  if (d === null || !/^-?\d+$/.test(d)) return null;
  return Number(d);
}

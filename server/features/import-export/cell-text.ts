/**
 * The text a person sees in a cell, from exceljs's value and the cell's number format.
 * exceljs's own `cell.text` ignores number formats (a 90.75 shown as "90.750", or 123 shown as
 * "00123", would come back as "90.75" and "123"), so the common formats are applied here.
 * Decimal point and thousands comma are written as in the format code; the import's number
 * parser understands both conventions.
 */

export type CellRead = { text: string } | { problem: "formula-without-value" } | { problem: "error"; code: string };

type FormulaValue = { formula?: string; sharedFormula?: string; result?: unknown };

export function readCell(value: unknown, numFmt: string | undefined): CellRead {
  if (value === null || value === undefined) return { text: "" };
  if (typeof value === "string") return { text: value };
  if (typeof value === "number") return { text: Number.isFinite(value) ? formatNumber(value, numFmt) : "" };
  if (typeof value === "boolean") return { text: value ? "VERDADERO" : "FALSO" };
  if (value instanceof Date) return { text: formatDate(value) };
  if (typeof value !== "object") return { text: String(value) };

  const v = value as Record<string, unknown>;
  if ("error" in v) return { problem: "error", code: String(v.error) };
  if ("formula" in v || "sharedFormula" in v) {
    const result = (v as FormulaValue).result;
    if (result === undefined || result === null || (typeof result === "number" && Number.isNaN(result))) {
      return { problem: "formula-without-value" };
    }
    if (typeof result === "object" && result !== null && "error" in result) {
      return { problem: "error", code: String((result as { error: unknown }).error) };
    }
    return readCell(result, numFmt);
  }
  if (Array.isArray(v.richText)) {
    return { text: (v.richText as { text?: string }[]).map((r) => r.text ?? "").join("") };
  }
  if ("text" in v) return readCell(v.text, numFmt);
  return { text: "" };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function formatDate(d: Date): string {
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const secondsOfDay = d.getUTCHours() * 3600 + d.getUTCMinutes() * 60 + d.getUTCSeconds();
  return secondsOfDay === 0 ? date : `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Excel's "General": up to 15 significant digits, so 0.1+0.2 reads 0.3 as Excel shows it. */
export function formatGeneral(v: number): string {
  if (Number.isInteger(v) && Math.abs(v) < 1e21) return String(v);
  return String(Number(v.toPrecision(15)));
}

/** Splits a format code at ';' outside quotes and brackets. */
function sections(fmt: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  let bracket = false;
  for (let i = 0; i < fmt.length; i++) {
    const ch = fmt[i];
    if (ch === "\\" && !quoted) {
      cur += ch + (fmt[++i] ?? "");
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === "[") bracket = true;
    else if (!quoted && ch === "]") bracket = false;
    if (ch === ";" && !quoted && !bracket) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

export function formatNumber(value: number, numFmt: string | undefined): string {
  const fmt = numFmt?.trim();
  if (!fmt || /^general$/i.test(fmt) || fmt === "@") return formatGeneral(value);
  const all = sections(fmt);
  let section = all[0];
  let v = value;
  if (value < 0 && all.length > 1 && all[1].trim()) {
    section = all[1];
    v = Math.abs(value);
  } else if (value === 0 && all.length > 2 && all[2].trim()) {
    section = all[2];
  }

  // Literal text and currency symbols around the digits; colours and locale tags dropped.
  let prefix = "";
  let suffix = "";
  let pattern = "";
  let seenDigits = false;
  for (let i = 0; i < section.length; i++) {
    const ch = section[i];
    let literal: string | null = null;
    if (ch === '"') {
      const end = section.indexOf('"', i + 1);
      literal = section.slice(i + 1, end < 0 ? undefined : end);
      i = end < 0 ? section.length : end;
    } else if (ch === "\\") {
      literal = section[++i] ?? "";
    } else if (ch === "[") {
      const end = section.indexOf("]", i);
      const tag = section.slice(i + 1, end < 0 ? undefined : end);
      i = end < 0 ? section.length : end;
      const currency = /^\$([^-]*)/.exec(tag);
      literal = currency ? currency[1] : "";
    } else if (ch === "_") {
      i++; // "_)" pads with the width of a character: nothing to show
      literal = "";
    } else if (ch === "*") {
      i++; // "* " repeats to fill the cell
      literal = "";
    } else if ("0#?.,".includes(ch)) {
      pattern += ch;
      seenDigits = true;
    } else if (/[eE]/.test(ch) || ch === "/") {
      return formatGeneral(value); // scientific and fractions: not used for catalogue data
    } else {
      literal = ch;
    }
    if (literal !== null) {
      if (seenDigits) suffix += literal;
      else prefix += literal;
    }
  }
  if (!pattern.replace(/[.,]/g, "")) return prefix + suffix || formatGeneral(value);

  if (suffix.includes("%") || prefix.includes("%")) v *= 100;
  // Trailing commas scale by thousands ("0," shows 1200 as 1).
  let scaled = pattern;
  while (scaled.endsWith(",")) {
    v /= 1000;
    scaled = scaled.slice(0, -1);
  }
  const dot = scaled.indexOf(".");
  const intPart = dot < 0 ? scaled : scaled.slice(0, dot);
  const fracPart = dot < 0 ? "" : scaled.slice(dot + 1).replace(/,/g, "");
  const minInt = (intPart.match(/0/g) ?? []).length;
  const grouping = intPart.includes(",");
  const fixed = (fracPart.match(/[0?]/g) ?? []).length;
  const optional = (fracPart.match(/#/g) ?? []).length;

  const negative = v < 0;
  const abs = Math.abs(v);
  let digits = abs.toFixed(fixed + optional);
  if (optional > 0) {
    const [i, f = ""] = digits.split(".");
    let frac = f;
    while (frac.length > fixed && frac.endsWith("0")) frac = frac.slice(0, -1);
    digits = frac ? `${i}.${frac}` : i;
  }
  const [intDigits, frac] = digits.split(".");
  let int = intDigits;
  if (minInt === 0 && int === "0") int = "";
  int = int.padStart(minInt, "0");
  if (grouping) int = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const body = frac !== undefined ? `${int}.${frac}` : dot >= 0 && fixed === 0 && optional === 0 ? `${int}.` : int;
  const sign = negative && (all.length < 2 || value >= 0 || !all[1].trim()) ? "-" : "";
  return `${sign}${prefix}${body}${suffix}`;
}

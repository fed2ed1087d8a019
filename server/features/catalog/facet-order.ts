import type { FacetOption } from "../../../contracts/catalog.ts";

const collator = new Intl.Collator("es", { numeric: true, sensitivity: "base" });
const LEADING_NUMBER = /^\s*(-?\d+(?:[.,]\d+)?)/;

const leadingNumber = (label: string) => {
  const m = LEADING_NUMBER.exec(label);
  return m ? Number(m[1].replace(",", ".")) : undefined;
};

/**
 * Label order for facet options. Technical values such as "0.75", "7.5", "11" or "400V" compare by
 * their leading number (a plain numeric collation would put "7.5" after "7.25"); the rest by
 * Spanish collation, ignoring case and accents.
 */
export function compareLabels(a: string, b: string): number {
  const na = leadingNumber(a);
  const nb = leadingNumber(b);
  if (na !== undefined && nb !== undefined && na !== nb) return na - nb;
  if (na !== undefined && nb === undefined) return -1;
  if (na === undefined && nb !== undefined) return 1;
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** By label; two options of one label (subcategories of different categories) by value, so the order is stable. */
export const sortOptions = (options: FacetOption[]) =>
  options.sort((x, y) => compareLabels(x.label, y.label) || compareLabels(x.value, y.value));

/**
 * The company as every page shows it (header, footer, contact, legal pages): read from the
 * environment by server/config.ts and rendered into the page by the root loader, so the browser
 * and the server name it with this one type.
 */
export type Company = {
  name: string;
  /** Digits with the country code, e.g. 593991234567 (WhatsApp and tel: links are built from it). */
  phone: string;
  address: string;
  city: string;
  salesEmail: string;
  /** A profile left unset is not shown. */
  social: {
    facebook: string | undefined;
    instagram: string | undefined;
    linkedin: string | undefined;
    youtube: string | undefined;
  };
  /** Whether catalogue prices already include IVA; the note beside prices says which. */
  pricesIncludeIva: boolean;
};

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * The street address without the city the next line already says: an address ending in
 * '…, Guayaquil' above 'Guayaquil, Ecuador' read 'Guayaquil Guayaquil' (issue 22). Only a
 * trailing repeat of the city's first part (before its comma) is taken off.
 */
export function streetAddress(address: string, city: string): string {
  const cityName = city.split(",")[0].trim();
  const trimmed = address.trim();
  if (!cityName || !fold(trimmed).endsWith(fold(cityName))) return trimmed;
  const rest = trimmed.slice(0, trimmed.length - cityName.length);
  if (rest.trim() === "" || !/[\s,.\-–]$/.test(rest)) return trimmed;
  return rest.replace(/[\s,.\-–]+$/, "");
}

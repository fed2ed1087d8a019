/**
 * Relative image names in the catalogue ("siemens-s7-1200-cpu-1214c.jpg") are shown through our
 * own placeholder endpoint. Server and browser build the same URL from this one rule.
 */
export const PLACEHOLDER_SEED_MAX = 80;
const FALLBACK_SEED = "producto";

/** Lowercase, accents removed, image extension dropped, only [a-z0-9-], at most 80 characters. */
export function placeholderSeed(text: string): string {
  const seed = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\.(jpe?g|png|webp|gif|svg|avif)$/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, PLACEHOLDER_SEED_MAX)
    .replace(/-+$/, "");
  return seed || FALLBACK_SEED;
}

export const placeholderUrl = (text: string) => `/placeholder/${placeholderSeed(text)}.svg`;

/** Our own wordmark for a demo brand (served by the images feature). */
export const brandLogoUrl = (slug: string) => `/brands/${slug}.svg`;

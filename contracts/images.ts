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

/** The form's and the import's message for an image that is neither a web address nor a file name. */
export const IMAGE_REF_INVALID = "La imagen debe ser una dirección http(s) o el nombre de un archivo";

/**
 * Whether a product image reference may be shown: an http(s) address or a name without a scheme
 * (an uploaded file, a placeholder). `javascript:`, `data:` and the like are refused; browsers drop
 * tabs, newlines and leading spaces from addresses, so they are dropped before looking.
 */
export function isSafeImageRef(text: string): boolean {
  const bare = [...text].filter((c) => c.charCodeAt(0) > 0x20).join("");
  return !/^[a-z][a-z0-9+.-]*:/i.test(bare) || /^https?:/i.test(bare);
}

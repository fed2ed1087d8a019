import { placeholderUrl } from "../../contracts/images.ts";

/**
 * The URL an image reference is shown from (spec §4 Images): absolute http(s) URLs and
 * root-relative paths as they are; a bare file name becomes our placeholder drawing seeded by it;
 * nothing at all → null (the caller shows the generic placeholder icon).
 */
export function imageUrl(ref: string | null | undefined): string | null {
  const value = ref?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || value.startsWith("/")) return value;
  return placeholderUrl(value);
}

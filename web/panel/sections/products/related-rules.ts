import { LINK_MESSAGES, RELATIONSHIP_TYPE_MIN, sameType } from "../../../../contracts/catalog-links.ts";
import type { RelatedLink } from "../../../../contracts/catalog.ts";

export type RelatedGroup = { type: string; links: RelatedLink[] };

/** Links grouped by relationship type, groups and members in a stable, readable order. */
export function groupRelated(links: RelatedLink[]): RelatedGroup[] {
  const groups = new Map<string, RelatedLink[]>();
  for (const link of links) {
    const list = groups.get(link.relationshipType) ?? [];
    list.push(link);
    groups.set(link.relationshipType, list);
  }
  return [...groups.entries()]
    .map(([type, members]) => ({
      type,
      links: members.sort((a, b) => a.relatedProduct.name.localeCompare(b.relatedProduct.name, "es")),
    }))
    .sort((a, b) => a.type.localeCompare(b.type, "es"));
}

/**
 * Admin spec §5 on a type name: required (`required` names which message), at least two
 * characters, and unlike every other group of the product (ignoring case). null when fine.
 */
export function typeError(
  value: string,
  otherTypes: string[],
  required: string = LINK_MESSAGES.typeRequired,
): string | null {
  const type = value.trim();
  if (!type) return required;
  if (type.length < RELATIONSHIP_TYPE_MIN) return LINK_MESSAGES.typeTooShort;
  if (otherTypes.some((t) => sameType(t, type))) return LINK_MESSAGES.typeTaken;
  return null;
}

/** 'Se completaron {n} de {m} operaciones.' plus the ones skipped as already existing. */
export function partialMessage(done: number, total: number, skipped: number) {
  const base = `Se completaron ${done} de ${total} operaciones.`;
  if (skipped <= 0) return base;
  return `${base} ${skipped} ${skipped === 1 ? "ya existía" : "ya existían"}.`;
}

import { LINK_MESSAGES, relationshipType, sameType } from "../../../../contracts/catalog-links.ts";
import { z } from "../../../../contracts/zod.ts";
import { checkWith } from "../../../lib/field-errors.ts";
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
 * Admin spec §5 on a type name, by the contract's `relationshipType` (required — `required` names
 * which message —, two to 100 characters) and unlike every other group of the product (ignoring
 * case). null when fine.
 */
export function typeError(
  value: string,
  otherTypes: string[],
  required: string = LINK_MESSAGES.typeRequired,
): string | null {
  const check = checkWith(z.object({ type: relationshipType(required) }), { type: value });
  if (!check.ok) return check.errors.type ?? required;
  if (otherTypes.some((t) => sameType(t, value))) return LINK_MESSAGES.typeTaken;
  return null;
}

/** 'Se completaron {n} de {m} operaciones.' plus the ones skipped as already existing. */
export function partialMessage(done: number, total: number, skipped: number) {
  const base = `Se completaron ${done} de ${total} operaciones.`;
  if (skipped <= 0) return base;
  return `${base} ${skipped} ${skipped === 1 ? "ya existía" : "ya existían"}.`;
}

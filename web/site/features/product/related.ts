/** Related links grouped by their relationship type ('Alternativa', 'Misma serie'…), in order of appearance. */
export function groupRelated<T extends { relationshipType: string }>(links: T[]): { type: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const link of links) {
    const list = groups.get(link.relationshipType);
    if (list) list.push(link);
    else groups.set(link.relationshipType, [link]);
  }
  return [...groups].map(([type, items]) => ({ type, items }));
}

export type QueryValue = string | number | boolean | null | undefined;

/** Query string from an object, skipping null, undefined and '' (spec §5); '' when empty. */
export function buildQuery(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === "") continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

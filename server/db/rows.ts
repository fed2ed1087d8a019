/** The rows of `db.execute`, whose result's type drizzle leaves to the driver (both have `rows`). */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

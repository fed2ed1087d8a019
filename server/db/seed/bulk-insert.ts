import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../client.ts";

/**
 * Inserts many rows with ONE parameter: the rows travel as a JSON array and PostgreSQL unpacks
 * them with json_to_recordset. A plain multi-row insert binds one parameter per cell, and the
 * embedded PGlite spends most of the seed binding thousands of them.
 */
export async function bulkInsert<T extends PgTable, R extends Record<string, unknown> = Record<string, never>>(
  tx: Tx,
  table: T,
  rows: Partial<T["$inferInsert"]>[],
  returning: (keyof T["$inferSelect"] & string)[] = [],
): Promise<R[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]);
  const defs = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`bulkInsert: ${getTableName(table)} has no column ${key}`);
    return { name: column.name, type: column.getSQLType() };
  });
  const names = defs.map((d) => `"${d.name}"`).join(", ");
  const record = defs.map((d) => `"${d.name}" ${d.type}`).join(", ");
  const back = returning.length ? ` returning ${returning.map((k) => `"${columns[k].name}"`).join(", ")}` : "";
  const payload = JSON.stringify(
    rows.map((row) => Object.fromEntries(defs.map((d, i) => [d.name, row[keys[i] as keyof typeof row] ?? null]))),
  );
  const result = await tx.execute(
    sql`${sql.raw(`insert into "${getTableName(table)}" (${names}) select ${names} from json_to_recordset(`)}${payload}${sql.raw(`::json) as x(${record})${back}`)}`,
  );
  return (result as unknown as { rows: R[] }).rows;
}

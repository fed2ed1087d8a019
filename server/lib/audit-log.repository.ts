import type { Tx } from "../db/client.ts";
import { auditLog } from "../db/schema/audit.ts";

export type NewAuditRow = typeof auditLog.$inferInsert;

/** Inside the caller's transaction, so a change and its record commit or roll back together. */
export async function insertAuditRow(tx: Tx, row: NewAuditRow) {
  await tx.insert(auditLog).values(row);
}

import type { AuditChanges, AuditEntity } from "../../contracts/audit.ts";
import type { Tx } from "../db/client.ts";
import { requestActor } from "./request-actor.ts";
import { insertAuditRow } from "./audit-log.repository.ts";

// Bookkeeping columns change on every write and say nothing about what the person did.
const IGNORED = new Set(["updated_at", "created_at", "last_login_at", "search_text", "search_vector"]);
// Never copy a secret into the log; record only that it changed.
const SECRET = new Set(["password_hash", "password"]);
const HIDDEN = "(oculta)";

type Row = Record<string, unknown> | null | undefined;

const normal = (v: unknown): unknown => {
  if (v instanceof Date) return v.toISOString();
  if (v === undefined) return null;
  return v;
};

/** { field: [before, after] } for the fields whose value differs (compared as JSON). */
export function changedFields(before: Row, after: Row): AuditChanges {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChanges = {};
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    const b = normal(before?.[key]);
    const a = normal(after?.[key]);
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    changes[SECRET.has(key) ? "password" : key] = SECRET.has(key) ? [HIDDEN, HIDDEN] : [b, a];
  }
  return changes;
}

export type ChangeRecord = {
  action: string;
  entity: AuditEntity;
  entityId?: string | number | null;
  before?: Row;
  after?: Row;
  /** Instead of a before/after diff (imports, wipes): a summary, stored as [null, value]. */
  summary?: Record<string, unknown>;
};

/**
 * The one way write services record a change: who (the request's signed-in user), when, what.
 * Call it with the transaction of the write. An update that changed nothing records nothing.
 */
export async function recordChange(tx: Tx, change: ChangeRecord): Promise<void> {
  const changes = change.summary
    ? Object.fromEntries(
        Object.entries(change.summary).map(([k, v]) => [k, [null, normal(v)]] as [string, [unknown, unknown]]),
      )
    : changedFields(change.before, change.after);
  if (change.action === "update" && Object.keys(changes).length === 0) return;
  const actor = requestActor.get();
  await insertAuditRow(tx, {
    user_id: actor?.id ?? null,
    user_name: actor?.name ?? null,
    action: change.action,
    entity: change.entity,
    entity_id: change.entityId === undefined || change.entityId === null ? null : String(change.entityId),
    changes,
  });
}

import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { AuditQuery } from "../../../contracts/audit.ts";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/audit.ts";

export type AuditRow = typeof auditLog.$inferSelect;

/** A date-only `to` means the whole of that day. */
const endOf = (to: string) =>
  to.length === 10 ? new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000) : new Date(to);

function filters(q: AuditQuery): SQL | undefined {
  const where: SQL[] = [];
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.entityId) where.push(eq(auditLog.entity_id, q.entityId));
  if (q.userId) where.push(eq(auditLog.user_id, q.userId));
  if (q.from) where.push(gte(auditLog.at, new Date(q.from)));
  if (q.to) where.push(lt(auditLog.at, endOf(q.to)));
  return where.length ? and(...where) : undefined;
}

export function createAuditRepository(db: Db) {
  return {
    async list(q: AuditQuery) {
      const where = filters(q);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

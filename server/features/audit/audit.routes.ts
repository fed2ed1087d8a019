import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditPage, auditQuery } from "../../../contracts/audit.ts";
import { okEnvelope } from "../../../contracts/envelope.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, sessionSecurity } from "../../lib/route-schemas.ts";
import { restrictTo } from "../../lib/restrict-to.ts";
import { createAuditRepository } from "./audit.repository.ts";

const tags = ["audit"];

export const auditRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database }) => {
  restrictTo(app, "admin");
  const repo = createAuditRepository(database.db);

  app.get(
    "/audit",
    {
      schema: {
        tags,
        security: sessionSecurity,
        summary: "Historial de cambios (producto: entity=product&entityId=N)",
        querystring: auditQuery,
        response: { 200: okEnvelope(auditPage), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await repo.list(q);
      return ok({
        entries: rows.map((r) => ({ ...r, at: r.at.toISOString(), changes: r.changes ?? {} })),
        pagination: { page: q.page, limit: q.limit, total, pages: Math.max(1, Math.ceil(total / q.limit)) },
      });
    },
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okEnvelope } from "../../../contracts/envelope.ts";
import {
  INBOX_MESSAGES,
  leadCounts,
  leadDetail,
  leadExportQuery,
  leadList,
  leadListQuery,
  leadParams,
  leadUpdateBody,
} from "../../../contracts/leads-admin.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { requireAdmin } from "../auth/auth.plugin.ts";
import { leadsCsv, leadsXlsx } from "./leads.export.ts";

const tags = ["solicitudes (admin)"];
const security = [{ session: [] }];

/** The admin 'Solicitudes' inbox (admin only). */
export const leadsAdminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  app.addHook("onRequest", requireAdmin);
  const inbox = services.leadsInbox;

  app.get(
    "/leads",
    { schema: { tags, security, querystring: leadListQuery, response: { 200: okEnvelope(leadList) } } },
    async (request) => ok(await inbox.list(request.query)),
  );

  app.get(
    "/leads/counts",
    { schema: { tags, security, response: { 200: okEnvelope(leadCounts) } } },
    async () => ok(await inbox.counts()),
  );

  app.get("/leads/export", { schema: { tags, security, querystring: leadExportQuery } }, async (request, reply) => {
    const { format, ...filters } = request.query;
    const leads = await inbox.all(filters);
    const stamp = new Date().toISOString().slice(0, 10);
    if (format === "xlsx") {
      return reply
        .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", `attachment; filename="solicitudes-${stamp}.xlsx"`)
        .send(await leadsXlsx(leads));
    }
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="solicitudes-${stamp}.csv"`)
      .send(leadsCsv(leads));
  });

  app.get(
    "/leads/:type/:id",
    { schema: { tags, security, params: leadParams, response: { 200: okEnvelope(leadDetail) } } },
    async (request) => ok(await inbox.detail(request.params.type, request.params.id)),
  );

  app.patch(
    "/leads/:type/:id",
    { schema: { tags, security, params: leadParams, body: leadUpdateBody, response: { 200: okEnvelope(leadDetail) } } },
    async (request) =>
      ok(await inbox.update(request.params.type, request.params.id, request.body), INBOX_MESSAGES.updated),
  );

  app.post(
    "/leads/:type/:id/resend",
    {
      schema: {
        tags,
        security,
        params: leadParams,
        response: { 200: okEnvelope(z.object({ requeued: z.number().int() })) },
      },
    },
    async (request) => ok(await inbox.resend(request.params.type, request.params.id), INBOX_MESSAGES.resent),
  );
};

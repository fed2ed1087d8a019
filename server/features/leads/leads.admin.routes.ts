import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorEnvelope, okEnvelope } from "../../../contracts/envelope.ts";
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
import { restrictTo } from "../../lib/restrict-to.ts";
import { leadsCsv, leadsXlsx } from "./leads.export.ts";

const tags = ["solicitudes (admin)"];
const security = [{ session: [] }];

/** The admin 'Solicitudes' inbox (admin only). */
export const leadsAdminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  // Sales staff work the inbox (status, resend, spam review); roles: contracts/users.ts.
  restrictTo(app, "staff");
  const inbox = services.leadsInbox;
  const review = services.leadsReview;

  app.get(
    "/leads",
    {
      schema: {
        tags,
        security,
        summary: "Solicitudes genuinas, o con spam=true las marcadas como posible spam",
        querystring: leadListQuery,
        response: { 200: okEnvelope(leadList) },
      },
    },
    async (request) => ok(await inbox.list(request.query)),
  );

  app.get("/leads/counts", { schema: { tags, security, response: { 200: okEnvelope(leadCounts) } } }, async () =>
    ok(await inbox.counts()),
  );

  app.get("/leads/export", { schema: { tags, security, querystring: leadExportQuery } }, async (request, reply) => {
    const { format, ...filters } = request.query;
    const leads = await inbox.all(filters);
    // The day in Ecuador, as the export's dates are (an evening export is not tomorrow's file).
    const stamp = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Guayaquil" }).format(new Date());
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

  app.post(
    "/leads/:type/:id/genuine",
    {
      schema: {
        tags,
        security,
        summary: "Marcar como genuina una solicitud marcada como posible spam: envía sus dos correos (una sola vez)",
        params: leadParams,
        response: { 200: okEnvelope(leadDetail), 404: errorEnvelope },
      },
    },
    async (request) =>
      ok(await review.markGenuine(request.params.type, request.params.id), INBOX_MESSAGES.markedGenuine),
  );

  app.delete(
    "/leads/:type/:id",
    {
      schema: {
        tags,
        security,
        summary: "Eliminar una solicitud marcada como posible spam (las genuinas no se eliminan: 409)",
        params: leadParams,
        response: { 200: okEnvelope(z.object({ id: z.number().int() })), 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) => ok(await review.remove(request.params.type, request.params.id), INBOX_MESSAGES.deleted),
  );
};

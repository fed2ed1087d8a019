import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorEnvelope, okEnvelope } from "../../../contracts/envelope.ts";
import {
  INBOX_MESSAGES,
  requestCounts,
  requestDetail,
  requestExportQuery,
  requestList,
  requestListQuery,
  requestParams,
  requestUpdateBody,
} from "../../../contracts/requests-admin.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { restrictTo } from "../../lib/restrict-to.ts";
import { keepOldPaths } from "../../lib/route-aliases.ts";
import { requestsCsv, requestsXlsx } from "./requests.export.ts";

const tags = ["solicitudes (admin)"];
const security = [{ session: [] }];

/** The inbox moved from /api/leads/… to /api/requests/… (issue 23); the old paths answer until the next release. */
export const REQUEST_OLD_PATHS: Record<string, string> = {
  "/requests": "/leads",
  "/requests/counts": "/leads/counts",
  "/requests/export": "/leads/export",
  "/requests/:type/:id": "/leads/:type/:id",
  "/requests/:type/:id/resend": "/leads/:type/:id/resend",
  "/requests/:type/:id/genuine": "/leads/:type/:id/genuine",
};

/** The admin 'Solicitudes' inbox (admin only). */
export const requestsAdminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  // Sales staff work the inbox (status, resend, spam review); roles: contracts/users.ts.
  restrictTo(app, "staff");
  keepOldPaths(app, REQUEST_OLD_PATHS);
  const inbox = services.requestsInbox;
  const review = services.requestsReview;

  app.get(
    "/requests",
    {
      schema: {
        tags,
        security,
        summary: "Solicitudes genuinas, o con spam=true las marcadas como posible spam",
        querystring: requestListQuery,
        response: { 200: okEnvelope(requestList) },
      },
    },
    async (request) => ok(await inbox.list(request.query)),
  );

  app.get("/requests/counts", { schema: { tags, security, response: { 200: okEnvelope(requestCounts) } } }, async () =>
    ok(await inbox.counts()),
  );

  app.get(
    "/requests/export",
    { schema: { tags, security, querystring: requestExportQuery } },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const requests = await inbox.all(filters);
      // The day in Ecuador, as the export's dates are (an evening export is not tomorrow's file).
      const stamp = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Guayaquil" }).format(new Date());
      if (format === "xlsx") {
        return reply
          .type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
          .header("content-disposition", `attachment; filename="solicitudes-${stamp}.xlsx"`)
          .send(await requestsXlsx(requests));
      }
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="solicitudes-${stamp}.csv"`)
        .send(requestsCsv(requests));
    },
  );

  app.get(
    "/requests/:type/:id",
    { schema: { tags, security, params: requestParams, response: { 200: okEnvelope(requestDetail) } } },
    async (request) => ok(await inbox.detail(request.params.type, request.params.id)),
  );

  app.patch(
    "/requests/:type/:id",
    {
      schema: {
        tags,
        security,
        params: requestParams,
        body: requestUpdateBody,
        response: { 200: okEnvelope(requestDetail) },
      },
    },
    async (request) =>
      ok(await inbox.update(request.params.type, request.params.id, request.body), INBOX_MESSAGES.updated),
  );

  app.post(
    "/requests/:type/:id/resend",
    {
      schema: {
        tags,
        security,
        params: requestParams,
        response: { 200: okEnvelope(z.object({ requeued: z.number().int() })) },
      },
    },
    async (request) => ok(await inbox.resend(request.params.type, request.params.id), INBOX_MESSAGES.resent),
  );

  app.post(
    "/requests/:type/:id/genuine",
    {
      schema: {
        tags,
        security,
        summary: "Marcar como genuina una solicitud marcada como posible spam: envía sus dos correos (una sola vez)",
        params: requestParams,
        response: { 200: okEnvelope(requestDetail), 404: errorEnvelope },
      },
    },
    async (request) =>
      ok(await review.markGenuine(request.params.type, request.params.id), INBOX_MESSAGES.markedGenuine),
  );

  app.delete(
    "/requests/:type/:id",
    {
      schema: {
        tags,
        security,
        summary: "Eliminar una solicitud marcada como posible spam (las genuinas no se eliminan: 409)",
        params: requestParams,
        response: { 200: okEnvelope(z.object({ id: z.number().int() })), 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) => ok(await review.remove(request.params.type, request.params.id), INBOX_MESSAGES.deleted),
  );
};

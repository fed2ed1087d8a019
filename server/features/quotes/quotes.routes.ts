import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorEnvelope, idParam, idParams, okEnvelope } from "../../../contracts/envelope.ts";
import {
  QUOTE_MESSAGES,
  messageBody,
  quoteCreateBody,
  quoteSendBody,
  quoteSettingsBody,
  quoteSettingsView,
  quoteUpdateBody,
  quoteView,
  threadMessage,
} from "../../../contracts/quotes.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { restrictTo } from "../../lib/restrict-to.ts";
import { keepOldPaths } from "../../lib/route-aliases.ts";
import { salesStats } from "../../../contracts/sales-stats.ts";

const tags = ["cotizaciones (admin)"];
const security = [{ session: [] }];
const quoteParams = z.object({ quoteId: idParam });
const errors = { 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };
/** The API's policy (server/lib/security-headers.ts) with frame-ancestors opened to this origin only (ADR 043). */
export const PREVIEW_CSP = "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/** Quote routes moved under /api/quotes/… (issue 23); the old paths answer until the next release. */
export const QUOTE_OLD_PATHS: Record<string, string> = {
  "/quotes/requests/:id/quotes": "/leads/quotation/:id/quotes",
  "/quotes/requests/:id/status-link": "/leads/quotation/:id/status-link",
  "/quotes/requests/:id/messages": "/leads/quotation/:id/messages",
  "/quotes/settings": "/quote-settings",
};

/** Staff: prepare, edit, send and download formal quotes; the thread; defaults; sales figures. */
export const quotesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  // The salespeople ('ventas') quote, like they work the inbox; company defaults are the admin's.
  restrictTo(app, "staff");
  keepOldPaths(app, QUOTE_OLD_PATHS);
  const { quotes, quoteThread, salesStats: stats } = services;

  app.post(
    "/quotes/requests/:id/quotes",
    {
      schema: {
        tags,
        security,
        summary: "Preparar cotización: el borrador abierto, o uno nuevo desde la última versión o desde la solicitud",
        params: idParams,
        body: quoteCreateBody,
        response: { 200: okEnvelope(quoteView), 201: okEnvelope(quoteView), ...errors },
      },
    },
    async (request, reply) => {
      const r = await quotes.createDraft(request.params.id, request.user?.id ?? null, request.body?.from ?? "latest");
      return reply.status(r.created ? 201 : 200).send(ok(r.quote, QUOTE_MESSAGES.created));
    },
  );

  app.get(
    "/quotes/requests/:id/quotes",
    {
      schema: {
        tags,
        security,
        summary: "Versiones de la cotización (el borrador primero)",
        params: idParams,
        response: { 200: okEnvelope(z.array(quoteView)), 404: errorEnvelope },
      },
    },
    async (request) => ok(await quotes.listForRequest(request.params.id)),
  );

  app.get(
    "/quotes/requests/:id/status-link",
    {
      schema: {
        tags,
        security,
        summary: "Enlace de estado del cliente, para copiarlo",
        params: idParams,
        response: { 200: okEnvelope(z.object({ statusUrl: z.string() })), 404: errorEnvelope },
      },
    },
    async (request) => ok(await quotes.statusLink(request.params.id)),
  );

  app.get(
    "/quotes/:quoteId",
    { schema: { tags, security, params: quoteParams, response: { 200: okEnvelope(quoteView), 404: errorEnvelope } } },
    async (request) => ok(await quotes.get(request.params.quoteId)),
  );

  app.put(
    "/quotes/:quoteId",
    {
      schema: {
        tags,
        security,
        summary: "Guardar el borrador (solo borradores)",
        params: quoteParams,
        body: quoteUpdateBody,
        response: { 200: okEnvelope(quoteView), ...errors },
      },
    },
    async (request) => ok(await quotes.update(request.params.quoteId, request.body), QUOTE_MESSAGES.saved),
  );

  app.post(
    "/quotes/:quoteId/send",
    {
      schema: {
        tags,
        security,
        summary:
          "Enviar al cliente: crea la versión y envía el PDF por correo (sobre una versión aceptada, solo con setAsideAcceptance)",
        params: quoteParams,
        body: quoteSendBody,
        response: { 200: okEnvelope(quoteView), ...errors },
      },
    },
    async (request) =>
      ok(
        await quotes.send(request.params.quoteId, {
          ...request.body,
          userId: request.user?.id ?? null,
          role: request.user?.role ?? null,
        }),
        QUOTE_MESSAGES.sent,
      ),
  );

  app.get("/quotes/:quoteId/pdf", { schema: { tags, security, params: quoteParams } }, async (request, reply) => {
    const { bytes, filename } = await quotes.pdf(request.params.quoteId);
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .send(bytes);
  });

  app.get(
    "/quotes/:quoteId/preview",
    {
      schema: {
        tags,
        security,
        summary:
          "Vista previa del borrador en PDF, como lo recibiría el cliente (no envía nada); el panel la muestra en un marco",
        params: quoteParams,
      },
    },
    async (request, reply) => {
      const { bytes, filename } = await quotes.previewPdf(request.params.quoteId);
      return (
        reply
          .type("application/pdf")
          .header("content-disposition", `inline; filename="${filename}"`)
          // The one answer of the API that may be framed, and only by the panel's own pages (ADR 043).
          .header("content-security-policy", PREVIEW_CSP)
          .header("x-frame-options", "SAMEORIGIN")
          // A draft changes with every save: never reuse an earlier copy.
          .header("cache-control", "no-store")
          .send(bytes)
      );
    },
  );

  app.get(
    "/quotes/requests/:id/messages",
    {
      schema: {
        tags,
        security,
        summary: "Conversación con el cliente (la marca como leída)",
        params: idParams,
        response: { 200: okEnvelope(z.array(threadMessage)), 404: errorEnvelope },
      },
    },
    async (request) => ok(await quoteThread.list(request.params.id)),
  );

  app.post(
    "/quotes/requests/:id/messages",
    {
      schema: {
        tags,
        security,
        summary: "Responder al cliente (se le envía por correo)",
        params: idParams,
        body: messageBody,
        response: { 201: okEnvelope(threadMessage), 404: errorEnvelope },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await quoteThread.reply(request.params.id, request.user?.id ?? null, request.body.text),
            QUOTE_MESSAGES.messageSent,
          ),
        ),
  );

  app.get(
    "/quotes/unread",
    {
      schema: {
        tags,
        security,
        summary: "Eventos del cliente sin leer (aceptó, rechazó, escribió), para la insignia de Solicitudes",
        response: {
          200: okEnvelope(
            z.object({
              total: z.number().int(),
              byQuotation: z.array(z.object({ quotationId: z.number().int(), unread: z.number().int() })),
            }),
          ),
        },
      },
    },
    async () => ok(await quoteThread.unread()),
  );

  app.get(
    "/quotes/settings",
    {
      schema: {
        tags,
        security,
        summary: "Valores predeterminados de nuevas cotizaciones",
        response: { 200: okEnvelope(quoteSettingsView) },
      },
    },
    async () => ok(await quotes.settingsView()),
  );

  app.put(
    "/quotes/settings",
    {
      config: { access: "admin" },
      schema: { tags, security, body: quoteSettingsBody, response: { 200: okEnvelope(quoteSettingsView) } },
    },
    async (request) => ok(await quotes.saveSettings(request.body), QUOTE_MESSAGES.settingsSaved),
  );

  app.get(
    "/stats/sales",
    {
      schema: {
        tags,
        security,
        summary: "Panel de ventas (calculado en SQL)",
        response: { 200: okEnvelope(salesStats) },
      },
    },
    async () => ok(await stats.sales()),
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorEnvelope, idParam, okEnvelope } from "../../../contracts/envelope.ts";
import {
  TEMPLATE_MESSAGES,
  templateCreateBody,
  templateListQuery,
  templateRenameBody,
  templateSummary,
  templateUseView,
  templateView,
} from "../../../contracts/quote-templates.ts";
import {
  QUOTE_MESSAGES,
  approvalNoteBody,
  approvalReturnBody,
  approvalsView,
  quoteView,
} from "../../../contracts/quotes.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { restrictTo } from "../../lib/restrict-to.ts";

const security = [{ session: [] }];
const quoteParams = z.object({ quoteId: idParam });
const templateParams = z.object({ templateId: idParam });
const errors = { 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/**
 * Issue 25 on the staff side: approval of large discounts (ADR 051) and quote templates (ADR 050).
 * Any staff member asks for approval and saves or uses templates; admins approve, return, rename
 * and delete.
 */
export const quotesWorkflowRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  restrictTo(app, "staff");
  const { quotes, quoteTemplates: templates } = services;
  const approvalTags = ["cotizaciones: aprobación"];
  const templateTags = ["cotizaciones: plantillas"];

  app.get(
    "/quotes/approvals",
    {
      schema: {
        tags: approvalTags,
        security,
        summary: "'Por aprobar (N)': borradores que esperan la aprobación de un administrador",
        response: { 200: okEnvelope(approvalsView) },
      },
    },
    async () => ok(await quotes.approvals()),
  );

  app.post(
    "/quotes/:quoteId/approval/request",
    {
      schema: {
        tags: approvalTags,
        security,
        summary: "'Solicitar aprobación': el descuento supera QUOTE_APPROVAL_DISCOUNT",
        params: quoteParams,
        body: approvalNoteBody,
        response: { 200: okEnvelope(quoteView), ...errors },
      },
    },
    async (request) =>
      ok(
        await quotes.requestApproval(request.params.quoteId, request.user?.id ?? null, request.body.note),
        QUOTE_MESSAGES.approvalRequested,
      ),
  );

  app.post(
    "/quotes/:quoteId/approval/approve",
    {
      config: { access: "admin" },
      schema: {
        tags: approvalTags,
        security,
        summary: "Aprobar (administradores): la cotización ya se puede enviar",
        params: quoteParams,
        body: approvalNoteBody,
        response: { 200: okEnvelope(quoteView), ...errors },
      },
    },
    async (request) =>
      ok(
        await quotes.approve(request.params.quoteId, request.user?.id ?? null, request.body.note),
        QUOTE_MESSAGES.approved,
      ),
  );

  app.post(
    "/quotes/:quoteId/approval/return",
    {
      config: { access: "admin" },
      schema: {
        tags: approvalTags,
        security,
        summary: "Devolver con una nota (administradores)",
        params: quoteParams,
        body: approvalReturnBody,
        response: { 200: okEnvelope(quoteView), ...errors },
      },
    },
    async (request) =>
      ok(
        await quotes.returnForChanges(request.params.quoteId, request.user?.id ?? null, request.body.note),
        QUOTE_MESSAGES.approvalReturned,
      ),
  );

  app.post(
    "/quotes/:quoteId/template",
    {
      schema: {
        tags: templateTags,
        security,
        summary: "'Guardar como plantilla': líneas (sin precios), secciones y condiciones de esta versión",
        params: quoteParams,
        body: templateCreateBody,
        response: { 201: okEnvelope(templateView), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await templates.saveFromQuote(request.params.quoteId, request.body.name, request.user?.id ?? null),
            TEMPLATE_MESSAGES.saved,
          ),
        ),
  );

  app.get(
    "/quotes/templates",
    {
      schema: {
        tags: templateTags,
        security,
        summary: "Plantillas, buscables por nombre",
        querystring: templateListQuery,
        response: { 200: okEnvelope(z.array(templateSummary)) },
      },
    },
    async (request) => ok(await templates.list(request.query.search)),
  );

  app.get(
    "/quotes/templates/:templateId",
    {
      schema: {
        tags: templateTags,
        security,
        params: templateParams,
        response: { 200: okEnvelope(templateView), 404: errorEnvelope },
      },
    },
    async (request) => ok(await templates.get(request.params.templateId)),
  );

  app.post(
    "/quotes/templates/:templateId/use",
    {
      schema: {
        tags: templateTags,
        security,
        summary: "'Usar plantilla': líneas con los precios del catálogo de hoy (no guarda nada)",
        params: templateParams,
        response: { 200: okEnvelope(templateUseView), 404: errorEnvelope },
      },
    },
    async (request) => ok(await templates.use(request.params.templateId)),
  );

  app.put(
    "/quotes/templates/:templateId",
    {
      config: { access: "admin" },
      schema: {
        tags: templateTags,
        security,
        summary: "Renombrar (administradores)",
        params: templateParams,
        body: templateRenameBody,
        response: { 200: okEnvelope(templateView), ...errors },
      },
    },
    async (request) =>
      ok(await templates.rename(request.params.templateId, request.body.name), TEMPLATE_MESSAGES.renamed),
  );

  app.delete(
    "/quotes/templates/:templateId",
    {
      config: { access: "admin" },
      schema: {
        tags: templateTags,
        security,
        summary: "Eliminar (administradores)",
        params: templateParams,
        response: { 200: okEnvelope(z.null()), 404: errorEnvelope },
      },
    },
    async (request) => {
      await templates.remove(request.params.templateId);
      return ok(null, TEMPLATE_MESSAGES.deleted);
    },
  );
};

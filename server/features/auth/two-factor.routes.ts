import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  currentPasswordBody,
  recoveryCodes,
  TWO_FACTOR_MESSAGES,
  totpEnableBody,
  totpSetup,
  twoFactorStatus,
} from "../../../contracts/auth.ts";
import { okEnvelope } from "../../../contracts/envelope.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, sessionSecurity } from "../../lib/route-schemas.ts";
import { restrictTo } from "../../lib/restrict-to.ts";

const tags = ["auth"];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 409);

/**
 * The signed-in user's own second factor ('Mi cuenta'). Secrets and recovery codes appear only
 * in the answers that create them, which no cache may keep.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  restrictTo(app, "staff");
  const twoFactor = services.twoFactor;
  const noStore = { "cache-control": "no-store" };

  app.get(
    "/auth/two-factor",
    {
      schema: {
        tags,
        security,
        summary: "Estado de mi verificación en dos pasos",
        response: { 200: okEnvelope(twoFactorStatus), ...errors },
      },
    },
    async (request) => ok(await twoFactor.status(request.user!.id)),
  );

  app.post(
    "/auth/two-factor/setup",
    {
      schema: {
        tags,
        security,
        summary: "Nuevo secreto TOTP (código QR y texto), pendiente hasta confirmarlo con un primer código",
        response: { 200: okEnvelope(totpSetup), ...errors },
      },
    },
    async (request, reply) => reply.headers(noStore).send(ok(await twoFactor.beginSetup(request.user!.id))),
  );

  app.post(
    "/auth/two-factor/enable",
    {
      schema: {
        tags,
        security,
        summary: "Confirmar con el primer código; responde los códigos de recuperación (solo esta vez)",
        body: totpEnableBody,
        response: { 200: okEnvelope(recoveryCodes), ...errors },
      },
    },
    async (request, reply) => {
      const codes = await twoFactor.enable(request.user!.id, request.body.code);
      return reply.headers(noStore).send(ok({ recoveryCodes: codes }, TWO_FACTOR_MESSAGES.enabled));
    },
  );

  app.post(
    "/auth/two-factor/recovery-codes",
    {
      schema: {
        tags,
        security,
        summary: "Nuevos códigos de recuperación (los anteriores dejan de valer)",
        body: currentPasswordBody,
        response: { 200: okEnvelope(recoveryCodes), ...errors },
      },
    },
    async (request, reply) => {
      const codes = await twoFactor.renewRecoveryCodes(request.user!.id, request.body.currentPassword);
      return reply.headers(noStore).send(ok({ recoveryCodes: codes }, TWO_FACTOR_MESSAGES.recoveryRenewed));
    },
  );

  app.post(
    "/auth/two-factor/disable",
    {
      schema: {
        tags,
        security,
        summary: "Desactivar mi verificación en dos pasos (no cuando STAFF_2FA la exige)",
        body: currentPasswordBody,
        response: { 200: okEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await twoFactor.disable(request.user!.id, request.body.currentPassword);
      return ok(null, TWO_FACTOR_MESSAGES.disabled);
    },
  );
};

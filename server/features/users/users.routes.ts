import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams, okEnvelope } from "../../../contracts/envelope.ts";
import { staffUser, USER_MESSAGES, userCreateBody, userList, userUpdateBody } from "../../../contracts/users.ts";
import { TWO_FACTOR_MESSAGES } from "../../../contracts/auth.ts";
import { z } from "../../../contracts/zod.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, sessionSecurity } from "../../lib/route-schemas.ts";
import { restrictTo } from "../../lib/restrict-to.ts";

const tags = ["users"];
const security = sessionSecurity;
const errors = errorResponses(400, 401, 403, 404, 409);

export const usersRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  restrictTo(app, "admin");
  const users = services.users;

  app.get(
    "/users",
    { schema: { tags, security, summary: "Cuentas del personal", response: { 200: okEnvelope(userList), ...errors } } },
    async () => ok({ users: await users.list() }),
  );

  app.post(
    "/users",
    {
      schema: {
        tags,
        security,
        summary: "Crear una cuenta",
        body: userCreateBody,
        response: { 201: okEnvelope(staffUser), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await users.create(request.body), USER_MESSAGES.created)),
  );

  app.put(
    "/users/:id",
    {
      schema: {
        tags,
        security,
        summary: "Cambiar nombre, rol, estado o contraseña de una cuenta",
        params: idParams,
        body: userUpdateBody,
        response: { 200: okEnvelope(staffUser), ...errors },
      },
    },
    async (request) => ok(await users.update(request.params.id, request.body), USER_MESSAGES.updated),
  );

  app.delete(
    "/users/:id/two-factor",
    {
      schema: {
        tags,
        security,
        summary: "Restablecer la verificación en dos pasos de otra cuenta (teléfono perdido); queda en el historial",
        params: idParams,
        response: { 200: okEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await services.twoFactor.reset(request.user!.id, request.params.id);
      return ok(null, TWO_FACTOR_MESSAGES.reset);
    },
  );
};

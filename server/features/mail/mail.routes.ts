import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okEnvelope } from "../../../contracts/envelope.ts";
import { mailStatusData, mailTestData } from "../../../contracts/requests-admin.ts";
import { REQUEST_MESSAGES } from "../../../contracts/requests.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { restrictTo } from "../../lib/restrict-to.ts";

/** POST /email/test and GET /email/status (spec §7), admin only. */
export const mailRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  // The worker belongs to the services, but it must stop when the app that serves them closes.
  app.addHook("onClose", async () => services.mail.close());
  restrictTo(app, "admin");

  app.get(
    "/email/status",
    { schema: { tags: ["correo"], security: [{ session: [] }], response: { 200: okEnvelope(mailStatusData) } } },
    async () => ok(await services.mail.status()),
  );

  app.post(
    "/email/test",
    { schema: { tags: ["correo"], security: [{ session: [] }], response: { 200: okEnvelope(mailTestData) } } },
    async (request) => ok(await services.mail.sendTest(request.user?.email ?? "admin"), REQUEST_MESSAGES.testSent),
  );
};

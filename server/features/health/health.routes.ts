import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "../../../contracts/zod.ts";
import { errorEnvelope, okEnvelope } from "../../../contracts/envelope.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { createHealthRepository } from "./health.repository.ts";

const health = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]), uptime_s: z.number() });

export const healthRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, config }) => {
  const repo = createHealthRepository(database.db);
  const check = async () => {
    await repo.ping();
    return ok({ status: "ok" as const, database: database.kind, uptime_s: Math.round(process.uptime()) });
  };
  // 503 with Retry-After when the database cannot be reached (the error handler decides).
  app.get(
    "/health",
    { schema: { tags: ["sistema"], response: { 200: okEnvelope(health), 503: errorEnvelope } } },
    check,
  );
  app.get(
    "/",
    {
      schema: {
        tags: ["sistema"],
        response: { 200: okEnvelope(z.object({ name: z.string(), docs: z.string() })) },
      },
    },
    async () => ok({ name: `${config.company.name} API`, docs: "/api/docs" }),
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "../../../contracts/zod.ts";
import { errorEnvelope, okEnvelope } from "../../../contracts/envelope.ts";
import type { RouteDeps } from "../../route-deps.ts";
import { ok } from "../../lib/envelope.ts";
import { createHealthRepository } from "./health.repository.ts";
import { createReadiness, latestMigrationOfBuild } from "./readiness.ts";

const health = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]), uptime_s: z.number() });
const ready = z.object({ status: z.literal("ready"), migrations: z.literal("applied") });

export const healthRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { database, config }) => {
  const repo = createHealthRepository(database.db);
  const readiness = createReadiness(repo, latestMigrationOfBuild());
  const check = async () => {
    await repo.ping();
    return ok({ status: "ok" as const, database: database.kind, uptime_s: Math.round(process.uptime()) });
  };
  // 503 with Retry-After when the database cannot be reached (the error handler decides).
  app.get(
    "/health",
    {
      schema: {
        tags: ["sistema"],
        summary: "Estado del servicio (la base de datos responde)",
        response: { 200: okEnvelope(health), 503: errorEnvelope },
      },
    },
    check,
  );
  // For a load balancer or orchestrator: 503 until the database holds this build's migrations.
  app.get(
    "/ready",
    {
      schema: {
        tags: ["sistema"],
        summary: "Listo para atender (base de datos accesible y migrada)",
        response: { 200: okEnvelope(ready), 503: errorEnvelope },
      },
    },
    async () => ok({ status: "ready" as const, ...(await readiness()) }),
  );
  app.get(
    "/",
    {
      schema: {
        tags: ["sistema"],
        summary: "Nombre de la API y enlace a su documentación",
        response: { 200: okEnvelope(z.object({ name: z.string(), docs: z.string() })) },
      },
    },
    async () => ok({ name: `${config.company.name} API`, docs: "/api/docs" }),
  );
};

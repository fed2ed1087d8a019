import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { z } from "zod";
import { contactMessageSchema, quotationRequestSchema, servicesConsultationSchema } from "../../contracts/requests.ts";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Json = Record<string, any>;

/**
 * The request forms validate in the service (contracts/requests.ts, in the spec's order of messages),
 * so their routes declare a loose body; the document shows the contract a client must follow.
 */
const DOCUMENTED_BODIES: Record<string, z.ZodType> = {
  "POST /api/email/contact": contactMessageSchema,
  "POST /api/email/services": servicesConsultationSchema,
  "POST /api/quotations/send": quotationRequestSchema,
};

/**
 * @fastify/swagger's per-route transform: zod to JSON Schema, typed request bodies, and no catch-all
 * (`/*`) or trailing-slash twin (`/api/`) in the document, which client generators cannot use.
 */
export function openApiRoute(input: TransformInput) {
  const methods = [input.route.method].flat();
  const body = DOCUMENTED_BODIES[`${methods[0]} ${input.url}`];
  const hidden = input.url.includes("*") || (input.url.length > 1 && input.url.endsWith("/"));
  const schema = { ...input.schema, ...(body ? { body } : {}), ...(hidden ? { hide: true } : {}) };
  return jsonSchemaTransform({ ...input, schema });
}

const METHODS = ["get", "put", "post", "delete", "patch", "options", "head"] as const;
const VERBS: Record<string, string> = {
  get: "Consultar",
  post: "Enviar",
  put: "Actualizar",
  patch: "Modificar",
  delete: "Eliminar",
};

/** getProductsByIdImages for GET /api/products/{id}/images: stable, readable client method names. */
export function operationIdOf(method: string, path: string) {
  const words = path
    .split("/")
    .filter((s) => s && s !== "api")
    .map((s) => (s.startsWith("{") ? `by-${s.slice(1, -1)}` : s))
    .flatMap((s) => s.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}

/** OpenAPI 3.0 has no null type: `nullable` must sit beside a `type`, so it moves into each anyOf branch. */
function fixNullableUnions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(fixNullableUnions);
  if (!node || typeof node !== "object") return;
  const n = node as Json;
  if (n.nullable === true && n.type === undefined && Array.isArray(n.anyOf ?? n.oneOf)) {
    for (const branch of n.anyOf ?? n.oneOf)
      if (branch && typeof branch === "object" && branch.type) branch.nullable = true;
    delete n.nullable;
  }
  Object.values(n).forEach(fixNullableUnions);
}

/**
 * The whole document, once built: every operation gets an operationId (kept when a route sets its
 * own) and a summary (a Spanish verb and the path when the route has none), and public
 * operations say they need no credentials (`security: []`), as generators and linters expect.
 */
export function openApiDocument({ openapiObject }: { openapiObject: Json }) {
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(openapiObject.paths ?? {}) as [string, Json][]) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      let id = op.operationId ?? operationIdOf(method, path);
      for (let i = 2; seen.has(id); i++) id = `${op.operationId ?? operationIdOf(method, path)}${i}`;
      seen.add(id);
      op.operationId = id;
      op.summary ??= `${VERBS[method] ?? method.toUpperCase()} ${path.replace(/^\/api/, "")}`;
      op.security ??= [];
    }
  }
  fixNullableUnions(openapiObject.paths);
  fixNullableUnions(openapiObject.components);
  openapiObject.servers ??= [{ url: "/", description: "Este sitio" }];
  return openapiObject;
}

import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on a deprecated alias: the path (within its plugin) of the route it answers for. */
    aliasOf?: string;
  }
}

/**
 * Keeps old paths answering after a route moved, for one release: every route registered after
 * this call whose path (within the plugin, e.g. "/quotes/settings") is a key of `oldPathOf` is
 * registered a second time at the old path, with the same handler, hooks, schema and access,
 * marked `deprecated` in OpenAPI. HEAD follows its GET.
 */
export function keepOldPaths(app: FastifyInstance, oldPathOf: Record<string, string>) {
  app.addHook("onRoute", (route) => {
    if (route.config?.aliasOf || route.method === "HEAD") return;
    const old = oldPathOf[route.routePath];
    if (!old) return;
    const {
      url: _url,
      path: _path,
      routePath: _routePath,
      prefix: _prefix,
      ...options
    } = route as typeof route & {
      path?: string;
      routePath?: string;
      prefix?: string;
    };
    app.route({
      ...options,
      url: old,
      schema: { ...route.schema, deprecated: true },
      config: { ...route.config, aliasOf: route.routePath },
    });
  });
}

import type { FastifyInstance } from "fastify";

/** Who may call a route: any signed-in staff member, or administrators only. Unset: public. */
export type Access = "staff" | "admin";

/**
 * Declares who may call the routes of a tree (the plugin and everything it registers after
 * this call), fastify/demo's autohooks idea: one line per route tree. `reads` gives GET routes
 * of the tree a wider audience (sales staff read the catalogue they may not change); a route may
 * still say `config: { access }` itself.
 */
export function restrictTo(app: FastifyInstance, access: Access, options: { reads?: Access } = {}) {
  app.addHook("onRoute", (route) => {
    const isRead = [route.method].flat().every((m) => m === "GET" || m === "HEAD");
    const fallback = isRead && options.reads ? options.reads : access;
    route.config = { ...route.config, access: route.config?.access ?? fallback };
  });
}

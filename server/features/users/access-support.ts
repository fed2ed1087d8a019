import type { RouteAccess } from "../auth/auth.plugin.ts";

/** A concrete URL for a route pattern: every parameter filled with something plausible. */
export function sampleUrl(url: string) {
  return url
    .replace(/:type\b/g, "quotation")
    .replace(/:[A-Za-z]+/g, "1")
    .replace(/\*$/, "x");
}

/** The routes worth walking: real /api operations (HEAD mirrors GET; docs and the 404 catch-all aside). */
export const walkable = (routes: RouteAccess[]) =>
  routes.filter(
    (r) => r.method !== "HEAD" && r.url.startsWith("/api/") && r.url !== "/api/*" && !r.url.startsWith("/api/docs"),
  );

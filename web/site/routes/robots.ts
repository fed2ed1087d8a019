import type { Route } from "./+types/robots";
import { SEO_CACHE_CONTROL, robotsTxt } from "../features/seo/sitemap.server.ts";

/** Resource route: robots.txt naming the sitemap by this site's public URL. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": SEO_CACHE_CONTROL },
  });
}

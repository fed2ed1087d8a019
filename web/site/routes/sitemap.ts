import type { Route } from "./+types/sitemap";
import { SEO_CACHE_CONTROL, sitemapXml } from "../features/seo/sitemap.server.ts";

/** Resource route: the XML sitemap (no page, no layout). */
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await sitemapXml(context), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SEO_CACHE_CONTROL },
  });
}

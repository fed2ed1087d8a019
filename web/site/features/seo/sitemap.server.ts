import type { AppLoadContext } from "react-router";
import { productListQuery } from "../../../../contracts/catalog.ts";
import { paths } from "../../../lib/paths.ts";
import { absoluteUrl } from "../../../lib/seo.ts";

/** Search engines may re-read these at most hourly; the catalogue changes slower than that. */
export const SEO_CACHE_CONTROL = "public, max-age=3600";
const PAGE = 100;

type Entry = { loc: string; lastmod?: string };

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** Every active product, read page by page as an anonymous visitor (inactive ones never show). */
async function activeProducts(context: AppLoadContext) {
  const out: { id: number; updated_at: string }[] = [];
  for (let page = 1; ; page++) {
    const batch = await context.services.catalog.products(
      productListQuery.parse({ page: String(page), perPage: String(PAGE), sort: "name" }),
      { staff: false },
    );
    out.push(...batch.map((p) => ({ id: p.id, updated_at: p.updated_at })));
    if (batch.length < PAGE) return out;
  }
}

/** /sitemap.xml: the public pages and every active product, with absolute URLs. */
export async function sitemapXml(context: AppLoadContext): Promise<string> {
  const at = (path: string) => absoluteUrl(context.publicUrl, path);
  const entries: Entry[] = [
    { loc: at(paths.home()) },
    { loc: at(paths.catalog()) },
    // Each category page is the canonical page of its filtered lists (issue 22).
    ...(await context.services.taxonomy.listCategories()).map((c) => ({ loc: at(paths.catalog({ category: c.id })) })),
    { loc: at(paths.services()) },
    { loc: at(paths.contact()) },
    { loc: at(paths.privacy()) },
    { loc: at(paths.terms()) },
    ...(await activeProducts(context)).map((p) => ({
      loc: at(paths.product(p.id)),
      lastmod: p.updated_at.slice(0, 10),
    })),
  ];
  const urls = entries
    .map((e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** /robots.txt: everything public may be crawled; the back office and the API may not. */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl(publicUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

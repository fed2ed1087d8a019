import type { MetaDescriptor } from "react-router";
import { paths } from "./paths.ts";

/** The size every og:image of this site has (og-image.server.ts draws them). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** What every public page's meta needs from the root loader (company name, public URL). */
export type SeoRoot = { company: { name: string }; publicUrl: string };

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The root loader's data from a meta function's `matches` (undefined inside the root error page). */
export function seoRoot(matches: readonly MatchLike[]): SeoRoot | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as SeoRoot | undefined;
}

export type SeoInput = {
  /** The page's own title; the company name is appended ("Productos Industriales | Empresa"). */
  title: string;
  /** Used as is instead of "title | company" (the home page requests with the company name). */
  fullTitle?: string;
  description: string;
  /** Site-relative canonical path with its canonical query, e.g. "/productos?category=3". */
  path: string;
  type?: "website" | "product";
  /** Site-relative or absolute 1200×630 JPEG for Open Graph; default: the site's picture. */
  image?: string | null;
  /** Pages that must not be indexed (errors, sign-in). */
  noindex?: boolean;
};

/** An absolute URL on this site; absolute URLs from elsewhere stay as they are. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl.replace(/\/$/, "")}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** Keeps descriptions at the length search results show (about 160 characters). */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/**
 * Title, description, canonical URL and Open Graph tags for a public page (Hydrogen's pattern:
 * SEO in each route's meta, server-rendered). Every public route builds its meta with this.
 */
export function seoMeta(root: SeoRoot | undefined, input: SeoInput): MetaDescriptor[] {
  const company = root?.company.name ?? "";
  const title = input.fullTitle ?? (company ? `${input.title} | ${company}` : input.title);
  const url = absoluteUrl(root?.publicUrl ?? "", input.path);
  const description = clip(input.description);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: "es_EC" },
    { property: "og:site_name", content: company },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    // A 1200×630 JPEG (previews ignore SVG): the page's own, or the site's.
    { property: "og:image", content: absoluteUrl(root?.publicUrl ?? "", input.image ?? paths.ogSite()) },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(OG_SIZE.width) },
    { property: "og:image:height", content: String(OG_SIZE.height) },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

import { readFile } from "node:fs/promises";
import path from "node:path";
import { loadSharp } from "../../../../server/lib/lazy-modules.ts";
import type { AppLoadContext } from "react-router";
import { OG_SIZE } from "../../../lib/seo.ts";

/** The size Facebook, LinkedIn, WhatsApp and X show large (1.91:1). */
const { width: OG_WIDTH, height: OG_HEIGHT } = OG_SIZE;
/** Crawlers re-read previews seldom; a changed product image shows within a day. */
export const OG_CACHE_CONTROL = "public, max-age=86400";

/** Any picture (JPEG, PNG, WebP, SVG…) centred on a white 1200×630 JPEG: previews refuse SVG. */
export async function toOgJpeg(source: Buffer): Promise<Buffer> {
  const margin = 40;
  const sharp = await loadSharp();
  const picture = await sharp(source, { density: 144 })
    .resize(OG_WIDTH - 2 * margin, OG_HEIGHT - 2 * margin, { fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .toBuffer();
  return sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: "#ffffff" } })
    .composite([{ input: picture, gravity: "center" }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

const HOME_ART = path.resolve("build/client/home/plc-rack.svg");
const HOME_ART_DEV = path.resolve("web/public/home/plc-rack.svg");

/** The picture shared for pages without one of their own: the home page's PLC drawing. */
export async function siteOgJpeg(): Promise<Buffer> {
  const art = await readFile(HOME_ART).catch(() => readFile(HOME_ART_DEV));
  return toOgJpeg(art);
}

/**
 * A product's preview: its picture, else the placeholder drawn for its name, as the product page
 * shows them; null when the product is missing or inactive (the page is a 404 too). The picture is
 * read from storage or drawn here, never requested from an address built from the visit (ADR 028).
 */
export async function productOgJpeg(id: number, context: AppLoadContext): Promise<Buffer | null> {
  const { catalog, images } = context.services;
  const product = await catalog.getProduct(id, { staff: false }).catch(() => null);
  if (!product) return null;
  const picture = await images.read(product.main_image);
  const jpeg = picture ? await toOgJpeg(picture).catch(() => null) : null;
  if (jpeg) return jpeg;
  return toOgJpeg(images.placeholder(product.name)).catch(() => siteOgJpeg());
}

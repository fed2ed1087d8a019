import type { FastifyPluginAsync } from "fastify";
import { placeholderSeed } from "../../../contracts/images.ts";
import { brandLogoSvg } from "./brand-logos.ts";
import { placeholderSvg } from "./placeholder-svg.ts";

const SVG = "image/svg+xml";
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Local images that need no storage: product placeholders and demo brand wordmarks.
 * Mounted at the root (not under /api) because pages use these paths in <img src>.
 */
export const imagesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { seed: string } }>("/placeholder/:seed.svg", async (req, reply) => {
    // Any text is accepted and folded to the canonical seed, so the same name draws the same image.
    const svg = placeholderSvg(placeholderSeed(req.params.seed));
    return reply.header("content-type", SVG).header("cache-control", IMMUTABLE).send(svg);
  });

  app.get<{ Params: { slug: string } }>("/brands/:slug.svg", async (req, reply) => {
    const svg = brandLogoSvg(req.params.slug.toLowerCase());
    if (!svg) return reply.code(404).send({ success: false, error: "Marca no encontrada" });
    // Not immutable: a wordmark may be redrawn under the same name.
    return reply.header("content-type", SVG).header("cache-control", "public, max-age=86400").send(svg);
  });
};

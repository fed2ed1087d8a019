import { OG_CACHE_CONTROL, siteOgJpeg } from "../features/seo/og-image.server.ts";

/** Drawn once per process: it never changes while the site runs. */
let cached: Promise<Buffer> | undefined;

/** Resource route /og/sitio.jpg: the preview picture of pages without one of their own. */
export async function loader() {
  cached ??= siteOgJpeg();
  const jpeg = await cached.catch((e: unknown) => {
    cached = undefined;
    throw e;
  });
  return new Response(new Uint8Array(jpeg), {
    headers: { "Content-Type": "image/jpeg", "Cache-Control": OG_CACHE_CONTROL },
  });
}

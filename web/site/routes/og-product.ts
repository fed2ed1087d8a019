import { data } from "react-router";
import type { Route } from "./+types/og-product";
import { OG_CACHE_CONTROL, productOgJpeg } from "../features/seo/og-image.server.ts";

/** Resource route /og/producto/{id}.jpg: the 1200×630 JPEG a shared product link previews. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^(\d{1,10})\.jpg$/.exec(params.image ?? "");
  const id = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  const jpeg = await productOgJpeg(id, context);
  if (!jpeg) throw data(null, { status: 404 });
  return new Response(new Uint8Array(jpeg), {
    headers: { "Content-Type": "image/jpeg", "Cache-Control": OG_CACHE_CONTROL },
  });
}

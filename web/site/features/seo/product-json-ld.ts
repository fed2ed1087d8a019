import { isOutOfStock } from "../../../../contracts/stock.ts";
import { imageUrl } from "../../../lib/image.ts";
import { paths } from "../../../lib/paths.ts";
import { absoluteUrl } from "../../../lib/seo.ts";

type ProductLike = {
  id: number;
  name: string;
  sku: string | null;
  description: string | null;
  price_amount: string | null;
  stock_quantity: number | null;
  main_image: string | null;
  brand: { name: string } | null;
};

/**
 * The picture search engines get: the product's own raster image, else (no image, or a drawing:
 * SVG, which they do not show, issue 22) the JPEG made for link previews.
 */
function structuredDataImage(p: ProductLike): string {
  const image = imageUrl(p.main_image);
  const raster = image && !/\.svg(?:[?#]|$)/i.test(image);
  return raster ? image : paths.ogProduct(p.id);
}

/**
 * schema.org Product for a detail page. The offer only appears when the price is a number
 * (staff may type "Consultar"); prices are in US dollars, Ecuador's currency.
 */
export function productJsonLd(p: ProductLike, publicUrl: string, path: string) {
  const amount = p.price_amount !== null && p.price_amount.trim() !== "" ? Number(p.price_amount) : Number.NaN;
  const url = absoluteUrl(publicUrl, path);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    ...(p.sku ? { sku: p.sku } : {}),
    ...(p.brand ? { brand: { "@type": "Brand", name: p.brand.name } } : {}),
    image: absoluteUrl(publicUrl, structuredDataImage(p)),
    ...(p.description ? { description: p.description } : {}),
    url,
    ...(Number.isFinite(amount)
      ? {
          offers: {
            "@type": "Offer",
            url,
            price: amount.toFixed(2),
            priceCurrency: "USD",
            availability: isOutOfStock(p.stock_quantity)
              ? "https://schema.org/OutOfStock"
              : "https://schema.org/InStock",
          },
        }
      : {}),
  };
}

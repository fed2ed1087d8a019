import { describe, expect, it } from "vitest";
import { productJsonLd } from "../seo/product-json-ld.ts";
import { clip, seoMeta } from "../../../lib/seo.ts";
import { robotsTxt } from "../seo/sitemap.server.ts";
import { itemsPerPage, pageCount } from "./carousel.ts";
import { groupRelated } from "./related.ts";
import { parseQuantity } from "./quantity.ts";
import { quoteMailto, quoteWhatsapp } from "./quote-links.ts";

const product = {
  id: 7,
  name: "Variador ATV320 2,2 kW",
  sku: "ATV320U22N4B",
  description: "Variador compacto <b>para</b> máquinas.",
  price: "432.10",
  price_amount: "432.10",
  stock_quantity: 0,
  main_image: "atv320.jpg",
  brand: { name: "Schneider Electric" },
  category: { name: "Variadores de frecuencia" },
};

describe("parseQuantity", () => {
  it("keeps whole numbers of at least 1; non-numeric becomes 1", () => {
    expect(parseQuantity("3")).toBe(3);
    expect(parseQuantity(5)).toBe(5);
    expect(parseQuantity("2.9")).toBe(2);
    expect(parseQuantity("0")).toBe(1);
    expect(parseQuantity("-4")).toBe(1);
    expect(parseQuantity("abc")).toBe(1);
    expect(parseQuantity("")).toBe(1);
    expect(parseQuantity(undefined)).toBe(1);
    expect(parseQuantity(Number.NaN)).toBe(1);
  });
});

describe("itemsPerPage", () => {
  it("follows the 475 / 768 / 1280 px breakpoints", () => {
    expect([320, 474, 475, 767, 768, 1279, 1280, 1920].map(itemsPerPage)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    expect(pageCount(5, 4)).toBe(2);
    expect(pageCount(0, 4)).toBe(1);
  });
});

describe("quote links", () => {
  it("mail draft to the sales address with product, brand, category, price and quantity", () => {
    const href = quoteMailto("ventas@x.ec", product, 3, "http://x.ec/producto/7");
    expect(href.startsWith("mailto:ventas@x.ec?subject=")).toBe(true);
    const body = decodeURIComponent(href.split("&body=")[1]);
    expect(body).toContain("Producto: Variador ATV320 2,2 kW");
    expect(body).toContain("Marca: Schneider Electric");
    expect(body).toContain("Categoría: Variadores de frecuencia");
    expect(body).toContain("Precio: $432,10");
    expect(body).toContain("Cantidad: 3");
  });

  it("chat link with fallbacks for a product without brand, category or SKU", () => {
    const href = quoteWhatsapp("593 99 123 4567", { ...product, brand: null, category: null, sku: "" }, 1, "u");
    expect(href.startsWith("https://wa.me/593991234567?text=")).toBe(true);
    const text = decodeURIComponent(href.split("?text=")[1]);
    expect(text).toContain("Marca: Sin marca");
    expect(text).toContain("Categoría: Sin categoría");
    expect(text).toContain("SKU: Sin SKU");
    expect(text).toContain("Cantidad: 1");
  });
});

describe("groupRelated", () => {
  it("groups by relationship type, in first-seen order", () => {
    const link = (id: number, relationshipType: string) => ({ id, relationshipType, relatedProduct: { id } });
    const groups = groupRelated([link(1, "Alternativa"), link(2, "Complemento"), link(3, "Alternativa")]);
    expect(groups.map((g) => [g.type, g.items.map((i) => i.id)])).toEqual([
      ["Alternativa", [1, 3]],
      ["Complemento", [2]],
    ]);
  });
});

describe("productJsonLd", () => {
  it("absolute image, USD offer and stock availability when the price is numeric", () => {
    const ld = productJsonLd(product, "https://x.ec", "/producto/7");
    expect(ld).toMatchObject({
      "@type": "Product",
      name: product.name,
      sku: product.sku,
      brand: { "@type": "Brand", name: "Schneider Electric" },
      // A drawing (SVG) is not shown by search engines: the preview JPEG instead (issue 22).
      image: "https://x.ec/og/producto/7.jpg",
      url: "https://x.ec/producto/7",
      offers: { price: "432.10", priceCurrency: "USD", availability: "https://schema.org/OutOfStock" },
    });
  });

  it("keeps a raster picture of the product, and gives the preview JPEG when there is none", () => {
    const photo = productJsonLd({ ...product, main_image: "/uploads/abc/large.webp" }, "https://x.ec", "/producto/7");
    expect(photo.image).toBe("https://x.ec/uploads/abc/large.webp");
    const none = productJsonLd({ ...product, main_image: null }, "https://x.ec", "/producto/7");
    expect(none.image).toBe("https://x.ec/og/producto/7.jpg");
    const svg = productJsonLd(
      { ...product, main_image: "https://cdn.example/x.SVG?v=2" },
      "https://x.ec",
      "/producto/7",
    );
    expect(svg.image).toBe("https://x.ec/og/producto/7.jpg");
  });

  it("no offer when the price is free text", () => {
    const ld = productJsonLd({ ...product, price_amount: null }, "https://x.ec", "/producto/7");
    expect(ld).not.toHaveProperty("offers");
  });
});

describe("seo helpers", () => {
  it("title with the company, absolute canonical and Open Graph", () => {
    const tags = seoMeta(
      { company: { name: "Andes" }, publicUrl: "https://x.ec" },
      { title: "Productos", description: "d", path: "/productos" },
    );
    expect(tags).toContainEqual({ title: "Productos | Andes" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://x.ec/productos" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://x.ec/productos" });
  });

  it("clips long descriptions on a word boundary", () => {
    const text = "palabra ".repeat(40);
    const out = clip(text, 50);
    expect(out.length).toBeLessThanOrEqual(50);
    expect(out.endsWith("palabra…")).toBe(true);
  });

  it("robots.txt keeps crawlers out of /admin and /api and names the sitemap", () => {
    const txt = robotsTxt("https://x.ec");
    expect(txt).toContain("Disallow: /admin");
    expect(txt).toContain("Disallow: /api/");
    expect(txt).toContain("Sitemap: https://x.ec/sitemap.xml");
  });
});

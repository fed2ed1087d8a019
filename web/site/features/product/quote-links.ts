import { displayPrice } from "../../../lib/format.ts";
import { whatsappUrl } from "../../../lib/whatsapp.ts";

/** What a quotation message says about the product (spec §2: product, brand, category, price, quantity). */
export type QuoteSubject = {
  name: string;
  sku: string | null;
  price: string | null;
  price_amount: string | null;
  brand: { name: string } | null;
  category: { name: string } | null;
};

export const NO_CATEGORY = "Sin categoría";
export const NO_BRAND = "Sin marca";
export const NO_SKU = "Sin SKU";

function details(p: QuoteSubject, quantity: number, url: string): string[] {
  return [
    `Producto: ${p.name}`,
    `SKU: ${p.sku || NO_SKU}`,
    `Marca: ${p.brand?.name ?? NO_BRAND}`,
    `Categoría: ${p.category?.name ?? NO_CATEGORY}`,
    `Precio: ${displayPrice(p.price, p.price_amount)}`,
    `Cantidad: ${quantity}`,
    `Enlace: ${url}`,
  ];
}

/** A mail draft to the sales address asking for a quotation of `quantity` units. */
export function quoteMailto(salesEmail: string, p: QuoteSubject, quantity: number, url: string): string {
  const subject = `Solicitud de cotización: ${p.name}`;
  const body = [
    "Hola,",
    "",
    "Me gustaría recibir una cotización del siguiente producto:",
    "",
    ...details(p, quantity, url),
    "",
    "Quedo atento a su respuesta. Gracias.",
  ].join("\n");
  return `mailto:${salesEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The chat link to the sales number with the same details prefilled. */
export function quoteWhatsapp(phone: string, p: QuoteSubject, quantity: number, url: string): string {
  const text = ["Hola, me gustaría cotizar este producto:", ...details(p, quantity, url)].join("\n");
  return whatsappUrl(phone, text);
}

import { describe, expect, it } from "vitest";
import { whatsappUrl } from "../../../lib/whatsapp.ts";
import type { BasketItem } from "./basket-state.ts";
import { quoteWhatsAppText } from "./whatsapp-message.ts";

const line = (over: Partial<BasketItem>): BasketItem => ({
  id: 1,
  name: "PLC S7-1200",
  description: null,
  price: 1250,
  originalPrice: null,
  image: null,
  category: null,
  brand: null,
  quantity: 2,
  ...over,
});

describe("quoteWhatsAppText", () => {
  const items = [line({ sku: "6ES7214-1AG40" }), line({ id: 2, name: "Relé", price: 0.1, quantity: 3 })];

  it("lists every product with SKU (when known), quantity and the total", () => {
    expect(quoteWhatsAppText(items, 2500.3)).toBe(
      [
        "Hola, quisiera solicitar una cotización de los siguientes productos:",
        "",
        "• PLC S7-1200 (SKU: 6ES7214-1AG40) — Cantidad: 2",
        "• Relé — Cantidad: 3",
        "",
        "Total estimado: $2.500,30",
      ].join("\n"),
    );
  });

  it("names the saved quotation's reference", () => {
    const text = quoteWhatsAppText(items, 2500.3, "COT-2026-000123");
    expect(text.split("\n")[0]).toBe(
      "Hola, acabo de enviar la cotización COT-2026-000123 y quisiera continuar por este medio:",
    );
    const url = new URL(whatsappUrl("593991234567", text));
    expect(url.origin + url.pathname).toBe("https://wa.me/593991234567");
    expect(url.searchParams.get("text")).toBe(text);
  });

  it("ends with the status link when the quotation was saved", () => {
    const url = "https://andes.example/cotizacion/estado/abcDEF123_-abcDEF123_-";
    const text = quoteWhatsAppText(items, 2500.3, "COT-2026-000123", url).split("\n");
    expect(text.slice(-2)).toEqual(["", `Estado de la cotización: ${url}`]);
    expect(quoteWhatsAppText(items, 2500.3, null, url)).not.toContain(url);
  });

  it("marks price-on-request lines and says they are not in the total", () => {
    const scada = line({ id: 3, name: "WinCC", price: null, quantity: 1 });
    const text = quoteWhatsAppText([...items, scada], 2500.3).split("\n");
    expect(text).toContain("• WinCC — Cantidad: 1 — Precio a consultar");
    expect(text.slice(-2)).toEqual([
      "Total estimado: $2.500,30",
      "1 producto con precio a consultar no está incluido en el total.",
    ]);
    expect(quoteWhatsAppText([scada], 0).split("\n").at(-1)).toBe("Total estimado: Precio a consultar");
  });

  it("lists lines not in the catalogue with their code and mark (ADR 021)", () => {
    const free = (over: Partial<BasketItem>) => line({ price: null, freeText: true, quantity: 4, ...over });
    const text = quoteWhatsAppText(
      [...items, free({ id: -1, name: "Contactor 24 V", sku: "3RT2015", description: "Contactor 24 V" })],
      2500.3,
    ).split("\n");
    expect(text).toContain(
      "• Contactor 24 V (código: 3RT2015) — No está en el catálogo — Cantidad: 4 — Precio a consultar",
    );
    const codeOnly = quoteWhatsAppText([free({ id: -2, name: "ZZ-999", sku: "ZZ-999" })], 0).split("\n");
    expect(codeOnly).toContain("• ZZ-999 — No está en el catálogo — Cantidad: 4 — Precio a consultar");
  });
});

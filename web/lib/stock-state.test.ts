import { describe, expect, it } from "vitest";
import { stockState } from "./stock-state.ts";

describe("stockState", () => {
  it("reads a number: above zero in stock, zero or less out of stock", () => {
    expect(stockState(4)).toEqual({ label: "En stock", tone: "in" });
    expect(stockState(0)).toEqual({ label: "Sin stock — plazo de entrega a confirmar", tone: "out" });
    expect(stockState(-2, "")).toEqual({ label: "Sin stock — plazo de entrega a confirmar", tone: "out" });
  });

  it("shows staff's words as they are, and a blank stock as 'Bajo pedido'", () => {
    expect(stockState(null, " Disponible ")).toEqual({ label: "Disponible", tone: "in" });
    expect(stockState(null, "")).toEqual({ label: "Bajo pedido", tone: "order" });
    expect(stockState(null, null)).toEqual({ label: "Bajo pedido", tone: "order" });
  });

  it("colours staff's words by what they say (issue 22: 'Disponible' was amber)", () => {
    expect(stockState(null, "Disponible")?.tone).toBe("in");
    expect(stockState(null, "Entrega inmediata")?.tone).toBe("in");
    expect(stockState(null, "En bodega")?.tone).toBe("in");
    expect(stockState(null, "No disponible")?.tone).toBe("out");
    expect(stockState(null, "AGOTADO")?.tone).toBe("out");
    expect(stockState(null, "Sin existencias")?.tone).toBe("out");
    expect(stockState(null, "Bajo pedido")?.tone).toBe("order");
    expect(stockState(null, "Consultar disponibilidad")?.tone).toBe("order");
  });

  it("claims nothing when the text is not known", () => {
    expect(stockState(null)).toBeNull();
    expect(stockState(undefined)).toBeNull();
  });
});

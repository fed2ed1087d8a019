import { describe, expect, it } from "vitest";
import { leadOfPath, leadPath, leadsQueryString, parseLeadsQuery } from "./leads-query.ts";

describe("inbox address", () => {
  it("reads the plain address as no filters on page 1", () => {
    expect(parseLeadsQuery("")).toEqual({
      filters: { type: "", status: "", outcome: "", search: "", spam: false },
      page: 1,
    });
    expect(leadsQueryString(parseLeadsQuery(""))).toBe("");
  });

  it("round-trips type, status, quote outcome, search, spam and page in Spanish", () => {
    const state = {
      filters: {
        type: "quotation" as const,
        status: "cotizada" as const,
        outcome: "rechazada" as const,
        search: "Pérez",
        spam: true,
      },
      page: 3,
    };
    const text = leadsQueryString(state);
    expect(text).toContain("tipo=cotizacion");
    expect(text).toContain("resultado=rechazada");
    expect(parseLeadsQuery(text)).toEqual(state);
  });

  it("names an open lead in the path and ignores what it does not know", () => {
    expect(leadPath({ type: "quotation", id: 12 })).toBe("/admin/solicitudes/cotizacion/12");
    expect(leadOfPath("cotizacion", "12")).toEqual({ type: "quotation", id: 12 });
    expect(leadOfPath("pedido", "12")).toBeNull();
    expect(leadOfPath("contacto", "x")).toBeNull();
    expect(parseLeadsQuery("?estado=borrada&resultado=cotizada&pagina=0&tipo=otro").filters).toEqual({
      type: "",
      status: "",
      outcome: "",
      search: "",
      spam: false,
    });
  });
});

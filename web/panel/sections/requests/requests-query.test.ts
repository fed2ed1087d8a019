import { describe, expect, it } from "vitest";
import { requestOfPath, requestPath, requestsQueryString, parseRequestsQuery } from "./requests-query.ts";

describe("inbox address", () => {
  it("reads the plain address as no filters on page 1", () => {
    expect(parseRequestsQuery("")).toEqual({
      filters: { type: "", status: "", outcome: "", search: "", spam: false },
      page: 1,
    });
    expect(requestsQueryString(parseRequestsQuery(""))).toBe("");
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
    const text = requestsQueryString(state);
    expect(text).toContain("tipo=cotizacion");
    expect(text).toContain("resultado=rechazada");
    expect(parseRequestsQuery(text)).toEqual(state);
  });

  it("names an open request in the path and ignores what it does not know", () => {
    expect(requestPath({ type: "quotation", id: 12 })).toBe("/admin/solicitudes/cotizacion/12");
    expect(requestOfPath("cotizacion", "12")).toEqual({ type: "quotation", id: 12 });
    expect(requestOfPath("pedido", "12")).toBeNull();
    expect(requestOfPath("contacto", "x")).toBeNull();
    expect(parseRequestsQuery("?estado=borrada&resultado=cotizada&pagina=0&tipo=otro").filters).toEqual({
      type: "",
      status: "",
      outcome: "",
      search: "",
      spam: false,
    });
  });
});

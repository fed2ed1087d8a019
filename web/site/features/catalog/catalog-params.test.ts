import { describe, expect, it } from "vitest";
import {
  canonicalQuery,
  readDropped,
  resultCountText,
  withDropped,
  withoutEmptyParams,
  hasActiveFilters,
  offeredOptions,
  paginationItems,
  readCatalogParams,
  withChange,
  withoutStaleSelections,
  withPageInRange,
} from "./catalog-params.ts";

const q = (s: string) => new URLSearchParams(s);
const full =
  "search=motor&category=1&subcategory=2&series=S7&brand=3&potencia=7.5&voltaje=400V&frame_size=B&corriente=10A&comunicacion=Profinet&alimentacion=24V&view=list&sort=name&page=4&perPage=24";

describe("readCatalogParams", () => {
  it("reads every parameter with defaults for missing or invalid ones", () => {
    const p = readCatalogParams(q(full));
    expect(p).toMatchObject({ search: "motor", category: "1", view: "list", sort: "name", page: 4, perPage: 24 });
    expect(p.technical.voltaje).toBe("400V");
    const d = readCatalogParams(q("sort=bogus&page=-2&perPage=13&view=table"));
    expect(d).toMatchObject({ sort: "default", page: 1, perPage: 12, view: "grid", search: "" });
  });
});

describe("withChange (spec §4 reset rules)", () => {
  it("category resets subcategory, every technical filter and page", () => {
    expect(withChange(q(full), "category", "5").toString()).toBe(
      "search=motor&category=5&series=S7&brand=3&view=list&sort=name&perPage=24",
    );
  });

  it("subcategory or brand reset the page and keep the technical filters (issue 22: the page drops the dead ones)", () => {
    for (const key of ["subcategory", "brand"] as const) {
      const next = withChange(q(full), key, "9");
      expect(next.get(key)).toBe("9");
      expect(next.get("category")).toBe("1");
      expect(next.get("series")).toBe("S7");
      expect(next.has("page")).toBe(false);
      for (const k of ["potencia", "voltaje", "frame_size", "corriente", "comunicacion", "alimentacion"]) {
        expect(next.has(k)).toBe(true);
      }
    }
  });

  it("any change forgets the note about dropped filters", () => {
    expect(withChange(q("brand=3&descartado=potencia:7.5"), "sort", "name").toString()).toBe("brand=3&sort=name");
  });

  it("search, series, sort, perPage and technical filters reset only the page", () => {
    for (const key of ["search", "series", "sort", "perPage", "potencia", "alimentacion"] as const) {
      const next = withChange(q(full), key, key === "perPage" ? "48" : "x");
      expect(next.has("page")).toBe(false);
      expect(next.get("subcategory")).toBe("2");
      expect(next.get("voltaje")).toBe("400V");
    }
  });

  it("view keeps the page", () => {
    const next = withChange(q(full), "view", "grid");
    expect(next.get("page")).toBe("4");
    expect(next.has("view")).toBe(false);
  });

  it("drops empty values and defaults", () => {
    expect(withChange(q("search=a&page=2"), "search", "  ").toString()).toBe("");
    expect(withChange(q("sort=name"), "sort", "default").toString()).toBe("");
    expect(withChange(q("perPage=24"), "perPage", 12).toString()).toBe("");
    expect(withChange(q("page=3"), "page", 1).toString()).toBe("");
    expect(withChange(q(""), "page", 2).toString()).toBe("page=2");
  });
});

describe("hasActiveFilters", () => {
  it("counts search and filters, not view, sort, page or perPage", () => {
    expect(hasActiveFilters(q("view=list&sort=name&page=2&perPage=6"))).toBe(false);
    expect(hasActiveFilters(q("search=plc"))).toBe(true);
    expect(hasActiveFilters(q("comunicacion=Modbus"))).toBe(true);
    expect(hasActiveFilters(q("brand="))).toBe(false);
  });
});

describe("paginationItems", () => {
  it("lists every page up to 6", () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("windows with ellipses beyond 6", () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, "ellipsis-end", 10]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, "ellipsis-end", 10]);
    expect(paginationItems(5, 10)).toEqual([1, "ellipsis-start", 4, 5, 6, "ellipsis-end", 10]);
    expect(paginationItems(8, 10)).toEqual([1, "ellipsis-start", 7, 8, 9, 10]);
    expect(paginationItems(10, 10)).toEqual([1, "ellipsis-start", 7, 8, 9, 10]);
    expect(paginationItems(99, 7)).toEqual([1, "ellipsis-start", 4, 5, 6, 7]);
  });
});

describe("withoutStaleSelections", () => {
  const taxonomy = {
    categories: [
      { id: 1, subcategories: [{ id: 10 }, { id: 11 }] },
      { id: 2, subcategories: [{ id: 20 }] },
    ],
    brands: [{ id: 7 }],
  };

  it("keeps valid selections", () => {
    expect(withoutStaleSelections(q("category=1&subcategory=11&brand=7&voltaje=x"), taxonomy)).toBeNull();
    expect(withoutStaleSelections(q("subcategory=20"), taxonomy)).toBeNull();
  });

  it("resets a missing category (and what depends on it) to all", () => {
    expect(withoutStaleSelections(q("category=99&subcategory=10&voltaje=x&search=a"), taxonomy)?.toString()).toBe(
      "search=a",
    );
  });

  it("resets a subcategory outside the chosen category and an unknown brand", () => {
    expect(withoutStaleSelections(q("category=2&subcategory=10"), taxonomy)?.toString()).toBe("category=2");
    expect(withoutStaleSelections(q("brand=8&series=S7&page=3"), taxonomy)?.toString()).toBe("series=S7");
  });
});

describe("canonicalQuery (issue 22: the category page or the whole catalogue)", () => {
  it("points every filtered list at its category page, or at the whole catalogue", () => {
    expect(canonicalQuery(q(full))).toBe("?category=1");
    expect(canonicalQuery(q("search=motor&brand=3&page=2"))).toBe("");
    expect(canonicalQuery(q("view=list&page=1"))).toBe("");
  });

  it("keeps the page number of the category or the catalogue itself", () => {
    expect(canonicalQuery(q("category=4&page=3&sort=name&view=list&perPage=24"))).toBe("?category=4&page=3");
    expect(canonicalQuery(q("page=2"))).toBe("?page=2");
  });
});

describe("withPageInRange", () => {
  it("moves a page past the last one to the last, keeping the rest of the query", () => {
    expect(withPageInRange(q("brand=7&page=999"), 17)?.toString()).toBe("brand=7&page=17");
  });

  it("sends an empty result to the first page (no page parameter)", () => {
    expect(withPageInRange(q("search=zzz&page=3"), 0)?.toString()).toBe("search=zzz");
  });

  it("leaves a page in range alone", () => {
    expect(withPageInRange(q("page=17"), 17)).toBeNull();
    expect(withPageInRange(q(""), 0)).toBeNull();
  });
});

describe("offeredOptions", () => {
  const options = [
    { value: "4", label: "SCADA", count: 0 },
    { value: "1", label: "PLC", count: 3 },
    { value: "2", label: "HMI", count: 0 },
  ];

  it("leaves out options that would show nothing", () => {
    expect(offeredOptions(options, "").map((o) => o.label)).toEqual(["PLC"]);
  });

  it("keeps the selected one at 0, so it can be seen and unselected", () => {
    expect(offeredOptions(options, "4").map((o) => o.label)).toEqual(["SCADA", "PLC"]);
  });
});

describe("'Con ficha técnica' (hasDatasheet)", () => {
  it("is read only as 'true', counts as a filter, resets the page and is left out of the canonical URL", () => {
    expect(readCatalogParams(q("hasDatasheet=true")).hasDatasheet).toBe(true);
    expect(readCatalogParams(q("hasDatasheet=1")).hasDatasheet).toBe(false);
    expect(hasActiveFilters(q("hasDatasheet=true"))).toBe(true);
    expect(withChange(q("brand=3&page=4"), "hasDatasheet", "true").toString()).toBe("brand=3&hasDatasheet=true");
    expect(withChange(q("hasDatasheet=true&page=2"), "hasDatasheet", "").toString()).toBe("");
    expect(canonicalQuery(q("hasDatasheet=true&view=list"))).toBe("");
  });
});

describe("dropped technical filters (issue 22)", () => {
  it("takes them out of the query and says which they were", () => {
    const next = withDropped(q("brand=3&potencia=7.5&voltaje=400V&page=2"), [{ key: "potencia", value: "7.5" }]);
    expect(next.toString()).toBe("brand=3&voltaje=400V&descartado=potencia%3A7.5");
    expect(readDropped(next)).toEqual([{ key: "potencia", value: "7.5" }]);
  });

  it("reads only technical filters with a value", () => {
    expect(readDropped(q("descartado=brand:3&descartado=voltaje:&descartado=voltaje:24 VDC"))).toEqual([
      { key: "voltaje", value: "24 VDC" },
    ]);
  });
});

describe("withoutEmptyParams (a form sent without JavaScript)", () => {
  it("drops empty fields and default values", () => {
    const sent = q("search=&category=3&subcategory=&brand=&potencia=&hasDatasheet=true&sort=default&perPage=12&page=1");
    expect(withoutEmptyParams(sent)?.toString()).toBe("category=3&hasDatasheet=true");
  });

  it("leaves a clean query alone", () => {
    expect(withoutEmptyParams(q("category=3&sort=name&perPage=24"))).toBeNull();
  });
});

describe("resultCountText", () => {
  it("says one product in the singular", () => {
    expect(resultCountText(1)).toBe("1 producto encontrado");
    expect(resultCountText(0)).toBe("0 productos encontrados");
    expect(resultCountText(34)).toBe("34 productos encontrados");
  });
});

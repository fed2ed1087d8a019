import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Brand } from "../../../../contracts/catalog.ts";
import { columnsOf } from "./taxonomy-section.tsx";

const brand: Brand = {
  id: 1,
  name: "WEG",
  description: "Motores",
  logo_url: null,
  website: null,
  products_count: 7,
};

describe("taxonomy counts (issue 14, defect 12)", () => {
  it("every kind says the count is of active products (the server leaves inactive ones out)", () => {
    for (const kind of ["categories", "subcategories", "brands"] as const) {
      const headers = columnsOf(kind).map((c) => c.header);
      expect(headers).toContain("Productos activos");
      expect(headers).not.toContain("Productos");
    }
  });

  it("shows the server's count in that column", () => {
    const column = columnsOf("brands").find((c) => c.header === "Productos activos")!;
    expect(renderToStaticMarkup(<>{column.cell(brand)}</>)).toBe("7");
    expect(renderToStaticMarkup(<>{column.cell({ ...brand, products_count: undefined })}</>)).toBe("0");
  });
});

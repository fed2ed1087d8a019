import { describe, expect, it } from "vitest";
import type { RelatedLink } from "../../../../contracts/catalog.ts";
import { groupRelated, partialMessage, typeError } from "./related-rules.ts";

const link = (id: number, type: string, name: string): RelatedLink => ({
  id,
  product_id: 1,
  related_product_id: id + 100,
  relationshipType: type,
  relationship_type: type,
  relatedProduct: {
    id: id + 100,
    name,
    sku: `S${id}`,
    price: null,
    main_image: null,
    category: null,
    subcategory: null,
    brand: null,
  },
});

describe("typeError", () => {
  it("applies the three rules with the spec's messages", () => {
    expect(typeError("  ", [])).toBe("El tipo de relación es requerido");
    expect(typeError("", [], "El nuevo tipo de relación es requerido")).toBe("El nuevo tipo de relación es requerido");
    expect(typeError("a", [])).toBe("El tipo de relación debe tener al menos 2 caracteres");
    expect(typeError(" repuestos ", ["Repuestos"])).toBe("Este tipo de relación ya existe");
    expect(typeError("Alternativas", ["Repuestos"])).toBeNull();
  });

  it("checks the name with the contract's relationshipType, so the server's length limit is said before saving", () => {
    expect(typeError("x".repeat(101), [])).toBe("Máximo 100 caracteres");
    expect(typeError("x".repeat(100), [])).toBeNull();
  });
});

describe("groupRelated", () => {
  it("groups by type, sorted", () => {
    const groups = groupRelated([link(1, "Repuestos", "B"), link(2, "Alternativas", "Z"), link(3, "Repuestos", "A")]);
    expect(groups.map((g) => g.type)).toEqual(["Alternativas", "Repuestos"]);
    expect(groups[1].links.map((l) => l.relatedProduct.name)).toEqual(["A", "B"]);
  });
});

describe("partialMessage", () => {
  it("appends the skipped count", () => {
    expect(partialMessage(1, 2, 0)).toBe("Se completaron 1 de 2 operaciones.");
    expect(partialMessage(1, 3, 2)).toBe("Se completaron 1 de 3 operaciones. 2 ya existían.");
  });
});

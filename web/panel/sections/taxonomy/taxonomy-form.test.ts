import { describe, expect, it } from "vitest";
import { TAXONOMY_MESSAGES as M } from "../../../../contracts/taxonomy.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { serverFieldErrors } from "../../../lib/field-errors.ts";
import { EMPTY_VALUES, TAXONOMY_FIELDS, validateTaxonomy, valuesOf } from "./taxonomy-form.ts";

describe("taxonomy form (admin §5)", () => {
  it("name and description are required, with the contracts' messages by field", () => {
    const r = validateTaxonomy("categories", { ...EMPTY_VALUES, name: "   " });
    expect(r).toEqual({ ok: false, errors: { name: M.nameRequired, description: M.descriptionRequired } });
  });

  it("a subcategory needs a category", () => {
    const r = validateTaxonomy("subcategories", { ...EMPTY_VALUES, name: "PLC", description: "d" });
    expect(r).toEqual({ ok: false, errors: { category_id: M.categoryRequired } });
    expect(
      validateTaxonomy("subcategories", { ...EMPTY_VALUES, name: " PLC ", description: "d", category_id: "7" }),
    ).toEqual({
      ok: true,
      body: { name: "PLC", description: "d", category_id: 7 },
    });
  });

  it("brand links are optional; blank becomes null; a bad website is reported", () => {
    expect(validateTaxonomy("brands", { ...EMPTY_VALUES, name: "ABB", description: "d" })).toEqual({
      ok: true,
      body: { name: "ABB", description: "d", logo_url: null, website: null },
    });
    expect(
      validateTaxonomy("brands", { ...EMPTY_VALUES, name: "ABB", description: "d", website: "ftp://x.ec" }),
    ).toEqual({
      ok: false,
      errors: { website: M.websiteInvalid },
    });
  });

  it("fills the form from a row and maps server details to fields", () => {
    const v = valuesOf("subcategories", {
      id: 1,
      name: "A",
      description: null,
      category_id: 3,
      category: { id: 3, name: "C" },
    });
    expect(v).toMatchObject({ name: "A", description: "", category_id: "3" });
    const refusal = new ApiError("Datos inválidos", 400, {
      success: false,
      error: "Datos inválidos",
      details: [
        { field: "name", message: "x" },
        { field: "other", message: "y" },
      ],
    });
    expect(serverFieldErrors(refusal, TAXONOMY_FIELDS.subcategories)).toEqual({ name: "x" });
    // A field the kind does not show is never marked (the mark could not be seen, nor cleared).
    const aboutWebsite = new ApiError("x", 400, { details: [{ field: "website", message: "w" }] });
    expect(serverFieldErrors(aboutWebsite, TAXONOMY_FIELDS.categories)).toEqual({});
    expect(serverFieldErrors(aboutWebsite, TAXONOMY_FIELDS.brands)).toEqual({ website: "w" });
  });
});

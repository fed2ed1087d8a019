import { describe, expect, it } from "vitest";
import { SYNONYM_LIMITS, SYNONYM_MESSAGES as M } from "../../../../contracts/synonyms.ts";
import { newSynonymPath, termsText, validateSynonyms } from "./synonym-form.ts";

describe("synonym group form", () => {
  it("reads the phrases split by =, commas, semicolons or new lines, and drops repeats", () => {
    expect(validateSynonyms("variador = convertidor  de frecuencia,\nVFD; Variador")).toEqual({
      ok: true,
      body: { terms: ["variador", "convertidor de frecuencia", "VFD"] },
    });
    expect(termsText(["variador", "VFD"])).toBe("variador = VFD");
  });

  it("answers the contract's Spanish messages", () => {
    expect(validateSynonyms("variador")).toEqual({ ok: false, error: M.tooFew });
    expect(validateSynonyms("variador = Variador")).toEqual({ ok: false, error: M.tooFew });
    expect(validateSynonyms("variador = ¿?")).toEqual({ ok: false, error: M.noWords });
    expect(validateSynonyms(`variador = ${"x".repeat(SYNONYM_LIMITS.phrase + 1)}`)).toEqual({
      ok: false,
      error: M.phraseTooLong,
    });
    const many = Array.from({ length: SYNONYM_LIMITS.phrases + 1 }, (_, i) => `t${i}`).join(" = ");
    expect(validateSynonyms(many)).toEqual({ ok: false, error: M.tooMany });
  });

  it("the dashboard's link pre-fills the term", () => {
    expect(newSynonymPath("bomba de agua")).toBe("/admin/administracion/sinonimos?termino=bomba+de+agua");
  });
});

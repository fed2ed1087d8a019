import { describe, expect, it } from "vitest";
import { templateRenameBody } from "../../../../contracts/quote-templates.ts";
import { checkWith } from "../../../lib/field-errors.ts";
import { templateContents, templateHistory } from "./template-labels.ts";

describe("Administración › Plantillas (ADR 050)", () => {
  it("says how many lines and which sections a template holds", () => {
    expect(templateContents({ lineCount: 5, sections: ["Tablero principal", "Repuestos"] })).toBe(
      "5 líneas · 2 secciones: Tablero principal, Repuestos",
    );
    expect(templateContents({ lineCount: 1, sections: ["Único"] })).toBe("1 línea · 1 sección: Único");
    expect(templateContents({ lineCount: 3, sections: [] })).toBe("3 líneas · sin secciones");
  });

  it("says who created it and when, and when it was renamed (days in Ecuador)", () => {
    const at = "2026-11-26T15:00:00.000Z";
    expect(templateHistory({ createdBy: "Ana Admin", createdAt: at, updatedAt: at })).toBe(
      "Creada por Ana Admin el 26 nov 2026",
    );
    // 03:00 UTC on the 28th is still the 27th in Guayaquil.
    expect(templateHistory({ createdBy: null, createdAt: at, updatedAt: "2026-11-28T03:00:00.000Z" })).toBe(
      "Creada el 26 nov 2026 · modificada el 27 nov 2026",
    );
  });

  it("checks a new name with the contract's rule before asking the server", () => {
    expect(checkWith(templateRenameBody, { name: " x " })).toEqual({
      ok: false,
      errors: { name: "El nombre de la plantilla debe tener al menos 2 caracteres" },
    });
    expect(checkWith(templateRenameBody, { name: "  Tablero 400 A " })).toEqual({
      ok: true,
      body: { name: "Tablero 400 A" },
    });
  });
});

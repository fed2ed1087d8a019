import { describe, expect, it } from "vitest";
import { streetAddress } from "./company.ts";

describe("streetAddress (issue 22: 'Guayaquil Guayaquil')", () => {
  it("takes off a trailing city that the city line repeats", () => {
    expect(
      streetAddress("Av. Juan Tanca Marengo km 2.5, Edificio Torres del Norte, Guayaquil", "Guayaquil, Ecuador"),
    ).toBe("Av. Juan Tanca Marengo km 2.5, Edificio Torres del Norte");
    expect(streetAddress("Av. Amazonas N34-45 - Quito", "quito")).toBe("Av. Amazonas N34-45");
    expect(streetAddress("Calle Larga 5, Cuenca ", "Cuenca, Azuay, Ecuador")).toBe("Calle Larga 5");
    expect(streetAddress("Km 4 vía a Daule, Guayaquil", "Guayaquil")).toBe("Km 4 vía a Daule");
  });

  it("leaves an address that does not end with the city, or is only the city, as it is", () => {
    expect(streetAddress("Av. 9 de Octubre 100", "Guayaquil, Ecuador")).toBe("Av. 9 de Octubre 100");
    expect(streetAddress("Guayaquil", "Guayaquil, Ecuador")).toBe("Guayaquil");
    expect(streetAddress("Urbanización Guayaquilito", "Guayaquil")).toBe("Urbanización Guayaquilito");
  });
});

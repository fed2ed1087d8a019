import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "../../../contracts/import-export.ts";
import { createBrand, createCategory, createProduct } from "../../db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { adminSession, upload, xlsx } from "./import-export-test-helpers.ts";

let t: TestApp;
let session: string;

beforeAll(async () => {
  t = await createTestApp();
  session = await adminSession(t.app);
  const brand = await createBrand(t.database.db, { name: "Siemens" });
  const category = await createCategory(t.database.db, { name: "Automatización" });
  await createProduct(t.database.db, {
    sku: "EXIST-1",
    name: "Existente",
    brand_id: brand.id,
    category_id: category.id,
  });
});
afterAll(() => t.close());

describe("POST /api/import/preview", () => {
  it("reads what the user sees: accents, leading zeros, codes, free-text price and stock", async () => {
    const file = await xlsx([
      ["Código", "Nombre", "Marca", "Categoría", "Precio", "Existencias", "Potencia (kW)", "Frame size"],
      ["00123", "Válvula de línea ñandú", "SIEMENS", "automatización", "1.250,50", "Disponible", "90.750", "FSA"],
      [
        { value: 45, numFmt: "00000" },
        "Motor trifásico",
        "Nueva Marca",
        "Motores",
        "Consultar",
        12,
        { value: 7.5, numFmt: "0.00" },
        "",
      ],
      ["exist-1", "", "", "", { value: 99.9, numFmt: "#,##0.00" }, "", "", ""],
    ]);
    const res = await upload(t.app, "preview", session, file, { filename: "catálogo 2026.xlsx" });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.can_import).toBe(true);
    expect(d.validation_errors).toEqual([]);
    expect(d.total_rows).toBe(3);
    expect(d.to_create).toBe(2);
    expect(d.to_update).toBe(1);
    expect(d.sheet_name).toBe("Productos");
    const [a, b, c] = d.preview;
    expect(a.values).toMatchObject({
      sku: "00123",
      name: "Válvula de línea ñandú",
      price: "1.250,50",
      stock_quantity: "Disponible",
      potencia_kw: "90.750",
    });
    expect(a.price_amount).toBe("1250.50");
    expect(a.stock_amount).toBeNull();
    expect(a.action).toBe("create");
    expect(b.values.sku).toBe("00045");
    expect(b.values.price).toBe("Consultar");
    expect(b.price_amount).toBeNull();
    expect(b.values.potencia_kw).toBe("7.50");
    expect(b.stock_amount).toBe(12);
    expect(c.action).toBe("update"); // SKU matched ignoring case
    expect(c.values.price).toBe("99.90");
    // Existing names match ignoring case; only the truly new ones are listed.
    expect(d.new_brands).toEqual(["Nueva Marca"]);
    expect(d.new_categories).toEqual(["Motores"]);
    expect(d.ignored_columns).toEqual([]);
    expect(d.columns.map((x: any) => x.field)).toEqual([
      "sku",
      "name",
      "brand",
      "category",
      "price",
      "stock_quantity",
      "potencia_kw",
      "frame_size",
    ]);
  });

  it("reports row errors in Spanish with row and column, and duplicate SKUs", async () => {
    const file = await xlsx([
      ["SKU", "Nombre", "Precio", "Stock mínimo", "Subcategoría", "Color"],
      ["A-1", "Uno", "10", "", "", "rojo"],
      ["", "Sin código", "10", "", "", ""],
      ["A-2", "", "10", "", "", ""],
      ["a-1", "Repetido", "-5", "dos", "", ""],
      ["A-3", "Sin categoría", "", "", "Compactos", ""],
    ]);
    const res = await upload(t.app, "preview", session, file);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.can_import).toBe(false);
    const messages = d.validation_errors.map((e: any) => e.message);
    expect(messages).toEqual([
      "Fila 3, columna «SKU»: el SKU es obligatorio",
      "Fila 4, columna «Nombre»: el nombre es obligatorio para un producto nuevo",
      "Fila 5, columna «Precio»: no puede ser negativo",
      "Fila 5, columna «Stock mínimo»: debe ser un número entero",
      "Fila 5, columna «SKU»: el SKU «a-1» está repetido (ya aparece en la fila 2)",
      "Fila 6, columna «Subcategoría»: la subcategoría necesita una categoría en la misma fila",
    ]);
    expect(d.validation_errors[0]).toMatchObject({ row: 3, column: "SKU", field: "sku" });
    expect(d.validation_error_count).toBe(6);
    expect(d.ignored_columns).toEqual(["Color"]);
    expect(d.warnings).toContain(IMPORT_MESSAGES.unknownHeader("Color"));
    expect(d.preview.find((r: any) => r.row === 5).has_errors).toBe(true);
    expect(d.preview.find((r: any) => r.row === 2).has_errors).toBe(false);
  });

  it("limits codes and names to what the catalogue can index", async () => {
    const file = await xlsx([
      ["SKU", "Nombre", "Marca"],
      ["S".repeat(101), "Uno", "M".repeat(201)],
    ]);
    const d = (await upload(t.app, "preview", session, file)).body.data;
    expect(d.validation_errors.map((e: any) => e.message)).toEqual([
      "Fila 2, columna «SKU»: admite como máximo 100 caracteres",
      "Fila 2, columna «Marca»: admite como máximo 200 caracteres",
    ]);
  });

  it("rejects a file without the SKU or name column as a whole", async () => {
    const res = await upload(
      t.app,
      "preview",
      session,
      await xlsx([
        ["Nombre", "Precio"],
        ["x", "1"],
      ]),
    );
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, error: IMPORT_MESSAGES.missingColumns(["SKU"]) });
  });

  it("uses a formula's cached value and reports formulas without one", async () => {
    const file = await xlsx([
      ["SKU", "Nombre", "Precio"],
      ["F-1", "Con fórmula", { formula: "10*2", result: 20 }],
      ["F-2", "Sin valor", { formula: "A1*2" }],
    ]);
    const d = (await upload(t.app, "preview", session, file)).body.data;
    expect(d.preview[0].values.price).toBe("20");
    expect(d.validation_errors.map((e: any) => e.message)).toEqual([
      "Fila 3, columna «Precio»: la celda tiene una fórmula sin valor calculado; abre el archivo en Excel, guárdalo y vuelve a subirlo",
    ]);
  });

  it("warns about accessories and related products that exist nowhere", async () => {
    const file = await xlsx([
      ["SKU", "Nombre", "Accesorios", "Productos relacionados"],
      ["L-1", "Principal", "L-2; EXIST-1; NO-EXISTE; L-1", "L-2:Alternativa; FANTASMA:Repuesto"],
      ["L-2", "Secundario", "", ""],
    ]);
    const d = (await upload(t.app, "preview", session, file)).body.data;
    expect(d.can_import).toBe(true);
    expect(d.warnings).toEqual([
      "Fila 2, columna «Accesorios»: el accesorio «NO-EXISTE» no existe en el archivo ni en el catálogo; se omite",
      "Fila 2, columna «Accesorios»: un producto no puede enlazarse consigo mismo («L-1»); se omite",
      "Fila 2, columna «Productos relacionados»: el producto relacionado «FANTASMA» no existe en el archivo ni en el catálogo; se omite",
    ]);
  });

  it("flags related products not written as SKU:Tipo", async () => {
    const file = await xlsx([
      ["SKU", "Nombre", "related_products"],
      ["R-1", "Uno", "R-2; R-3:A"],
    ]);
    const d = (await upload(t.app, "preview", session, file)).body.data;
    expect(d.validation_errors.map((e: any) => e.message)).toEqual([
      "Fila 2, columna «related_products»: «R-2» debe tener la forma SKU:Tipo",
      "Fila 2, columna «related_products»: el tipo de relación de «R-3:A» debe tener al menos 2 caracteres",
    ]);
  });

  it("lists new subcategories under new and existing categories", async () => {
    const file = await xlsx([
      ["SKU", "Nombre", "Categoría", "Subcategoría"],
      ["S-1", "Uno", "Automatización", "PLC compactos"],
      ["S-2", "Dos", "Sensores", "Inductivos"],
      ["EXIST-1", "", "", "Relés"],
    ]);
    const d = (await upload(t.app, "preview", session, file)).body.data;
    expect(d.can_import).toBe(true);
    expect(d.new_subcategories).toEqual([
      { category: "Automatización", name: "PLC compactos" },
      { category: "Sensores", name: "Inductivos" },
      { category: "", name: "Relés" },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import type { Product } from "../../../../contracts/catalog.ts";
import { EMPTY_PRODUCT, payloadFromValues, validateProduct, valuesFromProduct } from "./form-values.ts";

const filled = {
  ...EMPTY_PRODUCT,
  sku: " ABC-1 ",
  sku_ec: "EC-1",
  name: "Variador",
  description: "Descripción",
  price: "Consultar",
  stock_quantity: "Disponible",
  brand_id: "3",
  category_id: "4",
};

describe("payloadFromValues", () => {
  it("trims text, turns ids into numbers and empty optional fields into null", () => {
    const body = payloadFromValues(filled);
    expect(body).toMatchObject({
      sku: "ABC-1",
      price: "Consultar",
      stock_quantity: "Disponible",
      brand_id: 3,
      category_id: 4,
    });
    expect(body.subcategory_id).toBeNull();
    expect(body.min_stock_level).toBeNull();
    expect(body.weight).toBeNull();
    expect(body.is_active).toBe(true);
  });
});

describe("validateProduct", () => {
  it("reports every required field with the contracts' Spanish messages", () => {
    const errors = validateProduct(EMPTY_PRODUCT);
    expect(errors.sku).toBe("El SKU es requerido");
    expect(errors.sku_ec).toBe("El SKU EC es requerido");
    expect(errors.price).toBe("El precio es requerido");
    expect(errors.stock_quantity).toBe("El stock es requerido");
    expect(errors.brand_id).toBe("La marca es requerida");
    expect(errors.category_id).toBe("La categoría es requerida");
    expect(errors.description).toBe("La descripción es requerida");
  });
  it("accepts free-text price and stock", () => {
    expect(validateProduct(filled)).toEqual({});
  });
});

describe("valuesFromProduct", () => {
  it("shows every stored field as text, the stock as typed, and the state as a select value", () => {
    const product = {
      ...Object.fromEntries(Object.keys(EMPTY_PRODUCT).map((k) => [k, null])),
      sku: "ABC-1",
      name: "Variador",
      price: "Consultar",
      original_price: "99.90",
      stock_quantity: 0,
      stock_text: "Agotado",
      min_stock_level: 2,
      brand_id: 3,
      frame_size: "FSA",
      is_active: false,
    } as unknown as Product;
    expect(valuesFromProduct(product)).toEqual({
      ...EMPTY_PRODUCT,
      sku: "ABC-1",
      name: "Variador",
      price: "Consultar",
      original_price: "99.90",
      stock_quantity: "Agotado",
      min_stock_level: "2",
      brand_id: "3",
      frame_size: "FSA",
      is_active: "false",
    });
  });
});

describe("the IVA rate field (ADR 045)", () => {
  it("shows a rate of 0 as '0', not as empty, and sends an empty box as the general rate (null)", () => {
    const product = {
      ...Object.fromEntries(Object.keys(EMPTY_PRODUCT).map((k) => [k, null])),
      iva_rate: 0,
    } as unknown as Product;
    expect(valuesFromProduct(product).iva_rate).toBe("0");
    expect(payloadFromValues({ ...filled, iva_rate: " " }).iva_rate).toBeNull();
    expect(payloadFromValues({ ...filled, iva_rate: "0" }).iva_rate).toBe("0");
  });

  it("accepts '12,5' and refuses what is not a percentage, with the contract's message", () => {
    expect(validateProduct({ ...filled, iva_rate: "12,5 %" })).toEqual({});
    for (const bad of ["101", "quince", "12,345"])
      expect(validateProduct({ ...filled, iva_rate: bad }).iva_rate, bad).toBe(
        "La tarifa de IVA debe ser un porcentaje entre 0 y 100 con hasta 2 decimales",
      );
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ThemeProvider } from "../../../ui/theme-provider.tsx";
import { ToastProvider } from "../../../ui/toast-provider.tsx";
import { EMPTY_PRODUCT, type ProductFormValues } from "./form-values.ts";
import { GeneralFields } from "./general-fields.tsx";

function Form() {
  const form = useForm<ProductFormValues>({ defaultValues: EMPTY_PRODUCT });
  return <GeneralFields form={form} brands={[]} categories={[]} subcategories={[]} />;
}

const render = () =>
  renderToStaticMarkup(
    <ThemeProvider>
      <ToastProvider>
        <Form />
      </ToastProvider>
    </ThemeProvider>,
  );

describe("product form labels (issue 14, defect 10)", () => {
  it("names the frame size in Spanish, as the catalogue does", () => {
    const html = render();
    expect(html).toContain(">Tamaño de carcasa</label>");
    expect(html).not.toMatch(/frame size/i);
  });

  it("labels every field from the registry and marks exactly the required ones (admin §5)", () => {
    const html = render();
    for (const label of ["SKU", "SKU EC", "Nombre", "Precio original", "Stock mínimo", "Estado", "Serie", "Peso"])
      expect(html, label).toMatch(new RegExp(`>${label}(<| )`));
    const required = [...html.matchAll(/<(input|select|textarea)[^>]*aria-required="true"[^>]*name="([a-z_]+)"/g)];
    expect(required.map((m) => m[2]).sort()).toEqual(
      ["sku", "sku_ec", "name", "description", "price", "stock_quantity", "brand_id", "category_id"].sort(),
    );
  });
});

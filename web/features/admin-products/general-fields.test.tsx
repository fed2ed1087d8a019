import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ThemeProvider } from "../../components/theme-provider.tsx";
import { ToastProvider } from "../../components/ui/toast-provider.tsx";
import { EMPTY_PRODUCT, type ProductFormValues } from "./form-values.ts";
import { GeneralFields } from "./general-fields.tsx";

function Form() {
  const form = useForm<ProductFormValues>({ defaultValues: EMPTY_PRODUCT });
  return <GeneralFields form={form} brands={[]} categories={[]} subcategories={[]} />;
}

describe("product form labels (issue 14, defect 10)", () => {
  it("names the frame size in Spanish, as the catalogue does", () => {
    const html = renderToStaticMarkup(
      <ThemeProvider>
        <ToastProvider>
          <Form />
        </ToastProvider>
      </ThemeProvider>,
    );
    expect(html).toContain(">Tamaño de carcasa</label>");
    expect(html).not.toMatch(/frame size/i);
  });
});

import { useAdminContext } from "../kit/admin-context.ts";
import { ProductsTab } from "../sections/products/products-tab.tsx";

/**
 * /admin/productos — the products section. Its filters, page and open product live in the address
 * (ADR 023); what was typed in an open form waits in memory while another tab shows (issue 23).
 */
export default function Productos() {
  const { data, onChanged } = useAdminContext();
  return (
    <ProductsTab
      initialPage={data.products}
      brands={data.brands}
      categories={data.categories}
      subcategories={data.subcategories}
      onChanged={onChanged}
    />
  );
}

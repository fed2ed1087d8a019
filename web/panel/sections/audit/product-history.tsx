import { useEffect, useMemo, useState } from "react";
import type { AuditFilters } from "./audit-api.ts";
import { AuditResults } from "./audit-results.tsx";
import { useAuditPage } from "./use-audit-page.ts";

const PAGE_SIZE = 10;

/** 'Historial' of one product (issue 10): its audit entries, newest first; admins only. */
export function ProductHistory({ productId }: { productId: number }) {
  const filters = useMemo<AuditFilters>(() => ({ entity: "product", entityId: String(productId) }), [productId]);
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [productId]);
  const result = useAuditPage(filters, page, PAGE_SIZE);
  return (
    <section aria-labelledby={`product-history-${productId}`} data-testid="product-history">
      <h3 id={`product-history-${productId}`} className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
        Historial
      </h3>
      <AuditResults {...result} empty="Este producto aún no tiene cambios registrados." onPage={setPage} />
    </section>
  );
}

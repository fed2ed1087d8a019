import { useCallback } from "react";
import { loadTaxonomy, type TaxonomyKind } from "./taxonomy-api.ts";
import { TaxonomySection } from "./taxonomy-section.tsx";
import { QueryStatus } from "../../kit/query-status.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";

/** The URL segment of each kind under /admin/administracion (ADR 023). */
export const TAXONOMY_SLUGS: Record<TaxonomyKind, string> = {
  categories: "categorias",
  subcategories: "subcategorias",
  brands: "marcas",
};

/** One kind of the Administration tab (admin §2), with the lists every kind's form needs. */
export function TaxonomyPanel({ kind, onChanged }: { kind: TaxonomyKind; onChanged?: () => void }) {
  const lists = useAdminQuery("taxonomy", loadTaxonomy, "Error al cargar los datos");
  const { reload } = lists;
  const changed = useCallback(() => {
    void reload();
    onChanged?.();
  }, [reload, onChanged]);

  return (
    <QueryStatus query={lists}>
      {(data) => <TaxonomySection kind={kind} lists={data} onChanged={changed} />}
    </QueryStatus>
  );
}

import { useCallback, useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { loadTaxonomy, type TaxonomyKind, type TaxonomyLists } from "./taxonomy-api.ts";
import { TaxonomySection } from "./taxonomy-section.tsx";
import { useApiFailure } from "../admin/use-api-failure.ts";

/** The URL segment of each kind under /admin/administracion (ADR 023). */
export const TAXONOMY_SLUGS: Record<TaxonomyKind, string> = {
  categories: "categorias",
  subcategories: "subcategorias",
  brands: "marcas",
};

/** One kind of the Administration tab (admin §2), with the lists every kind's form needs. */
export function TaxonomyPanel({ kind, onChanged }: { kind: TaxonomyKind; onChanged?: () => void }) {
  const failure = useApiFailure();
  const [lists, setLists] = useState<TaxonomyLists | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setLists(await loadTaxonomy());
      setError(null);
    } catch (err) {
      const message = failure(err, "Error al cargar los datos");
      if (message !== null) setError(message);
    }
  }, [failure]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const changed = useCallback(() => {
    void reload();
    onChanged?.();
  }, [reload, onChanged]);

  if (error && !lists)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700 dark:text-red-300">
        {error}
        <Button variant="secondary" size="sm" onClick={() => void reload()}>
          Reintentar
        </Button>
      </div>
    );
  if (!lists) return <LoadingState>Cargando...</LoadingState>;
  return <TaxonomySection kind={kind} lists={lists} onChanged={changed} />;
}

import { useCallback, useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { Tab, TabList, TabPanel, Tabs } from "../../components/ui/tabs.tsx";
import { loadTaxonomy, type TaxonomyKind, type TaxonomyLists } from "./taxonomy-api.ts";
import { KIND_LABEL } from "./taxonomy-labels.ts";
import { TaxonomySection } from "./taxonomy-section.tsx";
import { useApiFailure } from "./use-api-failure.ts";

const KINDS: TaxonomyKind[] = ["categories", "subcategories", "brands"];

/** The Administration tab (admin §2): categories, subcategories and brands. */
export function AdminTaxonomyTab({ onChanged }: { onChanged?: () => void }) {
  const failure = useApiFailure();
  const [tab, setTab] = useState<TaxonomyKind>("categories");
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

  return (
    <Card title="Administración de datos">
      <Tabs value={tab} onValueChange={(v) => setTab(v as TaxonomyKind)}>
        <TabList variant="pill" aria-label="Datos del catálogo" className="mb-5">
          {KINDS.map((k) => (
            <Tab key={k} value={k}>
              {KIND_LABEL[k].tab}
            </Tab>
          ))}
        </TabList>
        {error && !lists ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700 dark:text-red-300">
            {error}
            <Button variant="secondary" size="sm" onClick={() => void reload()}>
              Reintentar
            </Button>
          </div>
        ) : !lists ? (
          <LoadingState>Cargando...</LoadingState>
        ) : (
          KINDS.map((k) => (
            <TabPanel key={k} value={k}>
              <TaxonomySection kind={k} lists={lists} onChanged={changed} />
            </TabPanel>
          ))
        )}
      </Tabs>
    </Card>
  );
}

export default AdminTaxonomyTab;

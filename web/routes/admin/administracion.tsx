import { useParams } from "react-router";
import { Card } from "../../components/ui/card.tsx";
import { TabLink, TabList, TabPanel, Tabs } from "../../components/ui/tabs.tsx";
import { useAdminContext } from "../../features/admin/admin-context.ts";
import { adminPath } from "../../features/admin/admin-tabs.ts";
import { TAXONOMY_SLUGS, TaxonomyPanel } from "../../features/admin-taxonomy/admin-taxonomy-tab.tsx";
import type { TaxonomyKind } from "../../features/admin-taxonomy/taxonomy-api.ts";
import { KIND_LABEL } from "../../features/admin-taxonomy/taxonomy-labels.ts";

const KINDS: TaxonomyKind[] = ["categories", "subcategories", "brands"];

/** /admin/administracion/:section — categories (the default), subcategories and brands. */
export default function Administracion() {
  const { section } = useParams();
  const { onChanged } = useAdminContext();
  const kind = KINDS.find((k) => TAXONOMY_SLUGS[k] === section) ?? "categories";
  const base = adminPath("administracion");

  return (
    <Card title="Administración de datos">
      <Tabs value={kind} activationMode="manual">
        <TabList variant="pill" aria-label="Datos del catálogo" className="mb-5">
          {KINDS.map((k) => (
            <TabLink key={k} value={k} to={`${base}/${TAXONOMY_SLUGS[k]}`}>
              {KIND_LABEL[k].tab}
            </TabLink>
          ))}
        </TabList>
        <TabPanel value={kind}>
          <TaxonomyPanel key={kind} kind={kind} onChanged={onChanged} />
        </TabPanel>
      </Tabs>
    </Card>
  );
}

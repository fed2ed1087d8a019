import type { ReactNode } from "react";
import { Navigate, useParams } from "react-router";
import { Card } from "../../ui/card.tsx";
import { TabLink, TabList, TabPanel, Tabs } from "../../ui/tabs.tsx";
import { useAdminContext } from "../kit/admin-context.ts";
import { adminPath } from "../kit/admin-tabs.ts";
import { TAXONOMY_SLUGS, TaxonomyPanel } from "../sections/taxonomy/admin-taxonomy-tab.tsx";
import type { TaxonomyKind } from "../sections/taxonomy/taxonomy-api.ts";
import { KIND_LABEL } from "../sections/taxonomy/taxonomy-labels.ts";
import { SynonymsSection } from "../sections/synonyms/synonyms-section.tsx";
import { SYNONYMS_SLUG } from "../sections/synonyms/synonym-form.ts";
import { AuditLogSection } from "../sections/audit/audit-log-section.tsx";
import { QuoteSettingsSection } from "../sections/quotes/quote-settings-section.tsx";
import { UsersSection } from "../sections/users/users-section.tsx";
import { TemplatesSection } from "../sections/templates/templates-section.tsx";
import { TEMPLATES_SLUG } from "../sections/templates/template-labels.ts";
import { useAuth } from "../../session/auth-provider.tsx";

type Section = { slug: string; label: string; adminOnly: boolean; render: (onChanged: () => void) => ReactNode };

const taxonomy = (kind: TaxonomyKind): Section => ({
  slug: TAXONOMY_SLUGS[kind],
  label: KIND_LABEL[kind].tab,
  adminOnly: false,
  render: (onChanged) => <TaxonomyPanel key={kind} kind={kind} onChanged={onChanged} />,
});

/** The Administration tab's sections, the first being the default (admin spec §2). */
const SECTIONS: Section[] = [
  taxonomy("categories"),
  taxonomy("subcategories"),
  taxonomy("brands"),
  // The search's synonyms (ADR 031): every staff member reads them, admins write them.
  { slug: SYNONYMS_SLUG, label: "Sinónimos", adminOnly: false, render: () => <SynonymsSection /> },
  // Quote templates (ADR 050): every staff member reads them, admins rename and delete them.
  { slug: TEMPLATES_SLUG, label: "Plantillas", adminOnly: false, render: () => <TemplatesSection /> },
  // Staff accounts are the admins' alone (ADR 018); the server refuses the others anyway.
  { slug: "usuarios", label: "Usuarios", adminOnly: true, render: () => <UsersSection /> },
  // Who changed what, when (ADR 018): catalogue, taxonomy, imports, users and requests.
  { slug: "historial", label: "Historial", adminOnly: true, render: () => <AuditLogSection /> },
  // The company's quote defaults (validity, delivery, payment terms, notes); saving is the admins'.
  { slug: "cotizaciones", label: "Cotizaciones", adminOnly: true, render: () => <QuoteSettingsSection /> },
];

/** /admin/administracion/:section — the catalogue's taxonomy and, for admins, the staff tools. */
export default function Administracion() {
  const { section: slug } = useParams();
  const { onChanged } = useAdminContext();
  const { user } = useAuth();
  const sections = SECTIONS.filter((s) => !s.adminOnly || user?.role === "admin");
  const section = slug === undefined ? sections[0] : sections.find((s) => s.slug === slug);
  const base = adminPath("administracion");
  if (!section) return <Navigate to={base} replace />;

  return (
    <Card title="Administración de datos">
      <Tabs value={section.slug} activationMode="manual">
        <TabList variant="pill" aria-label="Datos del catálogo" className="mb-5">
          {sections.map((s) => (
            <TabLink key={s.slug} value={s.slug} to={`${base}/${s.slug}`}>
              {s.label}
            </TabLink>
          ))}
        </TabList>
        <TabPanel value={section.slug}>{section.render(onChanged)}</TabPanel>
      </Tabs>
    </Card>
  );
}

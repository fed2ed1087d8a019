import type { Route } from "./+types/terminos";
import { ErrorPage } from "../../ui/error-page.tsx";
import { Terms, TERMS_TITLE } from "../features/legal/terms.tsx";
import { seoMeta, seoRoot } from "../../lib/seo.ts";
import { paths } from "../../lib/paths.ts";
import { useRootData } from "../../lib/root-data.ts";

const DESCRIPTION = (name: string) =>
  `Condiciones de uso del sitio de ${name}: precios referenciales, solicitudes de cotización y cotizaciones formales.`;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = seoRoot(matches);
  return seoMeta(root, {
    title: TERMS_TITLE,
    description: DESCRIPTION(root?.company.name ?? ""),
    path: paths.terms(),
  });
};

export default function Page() {
  const root = useRootData();
  return root ? <Terms company={root.company} /> : null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

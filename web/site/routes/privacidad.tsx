import type { Route } from "./+types/privacidad";
import { ErrorPage } from "../../ui/error-page.tsx";
import { PrivacyPolicy, PRIVACY_TITLE } from "../features/legal/privacy-policy.tsx";
import { seoMeta, seoRoot } from "../../lib/seo.ts";
import { paths } from "../../lib/paths.ts";
import { useRootData } from "../../lib/root-data.ts";

const DESCRIPTION = (name: string) =>
  `Cómo ${name} trata los datos personales que recoge en su sitio, con qué fin y cómo ejercer tus derechos según la LOPDP del Ecuador.`;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = seoRoot(matches);
  return seoMeta(root, {
    title: PRIVACY_TITLE,
    description: DESCRIPTION(root?.company.name ?? ""),
    path: paths.privacy(),
  });
};

export default function Page() {
  const root = useRootData();
  return root ? <PrivacyPolicy company={root.company} /> : null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

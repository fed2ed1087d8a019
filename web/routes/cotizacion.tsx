import type { Route } from "./+types/cotizacion";
import { ErrorPage } from "../components/error-page.tsx";
import { seoMeta, seoRoot } from "../features/seo/seo.ts";
import { QuotePage } from "../features/quote/quote-page.tsx";
import { paths } from "../lib/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(seoRoot(matches), {
    title: "Mi Cotización",
    description: "Revisa los productos de tu cotización, ajusta cantidades y envía tu solicitud por email o WhatsApp.",
    path: paths.quote(),
    noindex: true,
  });

export default function Cotizacion() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Mi Cotización</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Revisa los productos y envíanos tus datos: te responderemos con precios y disponibilidad.
        </p>
      </header>
      <QuotePage />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

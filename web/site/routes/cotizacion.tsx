import { Link } from "react-router";
import type { Route } from "./+types/cotizacion";
import { ErrorPage } from "../../ui/error-page.tsx";
import { FormResultNotice } from "../features/request-forms/fields.tsx";
import { requestFormAction } from "../features/request-forms/request-action.server.ts";
import { useRequestFormResult } from "../features/request-forms/request-form-result.ts";
import { seoMeta, seoRoot } from "../../lib/seo.ts";
import { BasketPage } from "../features/basket/basket-page.tsx";
import { PartsListPanel } from "../features/parts-list/parts-list-panel.tsx";
import { paths } from "../../lib/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(seoRoot(matches), {
    title: "Mi Cotización",
    description: "Revisa los productos de tu cotización, ajusta cantidades y envía tu solicitud por email o WhatsApp.",
    path: paths.quote(),
    noindex: true,
  });

/** The quotation form sent without its script; it carries the basket in a hidden field (ADR 024). */
export async function action({ request, context }: Route.ActionArgs) {
  return requestFormAction("quotation", request, context);
}

/** The basket lives in the browser's storage: without JavaScript the page cannot read it. */
const NO_SCRIPT_STYLE = "[data-needs-script]{display:none}";

export default function Cotizacion() {
  const result = useRequestFormResult();
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Mi Cotización</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Revisa los productos y envíanos tus datos: te responderemos con precios y disponibilidad.
        </p>
      </header>
      <noscript>
        <style>{NO_SCRIPT_STYLE}</style>
        <div
          data-testid="quote-needs-script"
          className="rounded-xl border border-amber-500 bg-amber-50 p-5 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          <p className="font-semibold">
            Tu cotización se guarda en este navegador y necesita JavaScript para mostrarse.
          </p>
          <p className="mt-2 text-sm">
            Activa JavaScript para ver tus productos y enviarla, o escríbenos desde el formulario de{" "}
            <Link to={paths.contact()} className="font-semibold underline">
              Contacto
            </Link>{" "}
            con los productos y cantidades que necesitas.
          </p>
        </div>
      </noscript>
      <div data-needs-script className="space-y-6">
        <FormResultNotice result={result} />
        {/* The parts list does not depend on the basket: it is there from the start, above it. */}
        <PartsListPanel />
        <BasketPage />
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

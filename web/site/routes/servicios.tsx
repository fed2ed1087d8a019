import type { Route } from "./+types/servicios";
import { ErrorPage } from "../../ui/error-page.tsx";
import { requestFormAction } from "../features/request-forms/request-action.server.ts";
import { seoMeta, seoRoot } from "../../lib/seo.ts";
import { ServicesSection } from "../features/services/services-page.tsx";
import { paths } from "../../lib/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(seoRoot(matches), {
    title: "Servicios",
    description:
      "Automatización industrial, programación de PLC y SCADA, tableros eléctricos, planos eléctricos y suministro de productos industriales en Ecuador. Solicita información.",
    path: paths.services(),
  });

/** The consultation form sent without JavaScript (ADR 024). */
export async function action({ request, context }: Route.ActionArgs) {
  return requestFormAction("services", request, context);
}

export default function Servicios() {
  return (
    <main>
      <section className="relative overflow-hidden bg-gradient-to-br from-primary-950 via-primary-900 to-primary-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary-200">Ingeniería y soporte</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Servicios</h1>
          <p className="mt-5 max-w-2xl text-lg text-primary-100">
            Del diseño a la puesta en marcha: automatizamos tus procesos, fabricamos tus tableros y documentamos tus
            instalaciones eléctricas.
          </p>
        </div>
      </section>
      <ServicesSection />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

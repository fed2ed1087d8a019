import type { Route } from "./+types/contacto";
import { ErrorPage } from "../../ui/error-page.tsx";
import { ContactSection } from "../features/contact/contact-section.tsx";
import { requestFormAction } from "../features/request-forms/request-action.server.ts";
import { seoMeta, seoRoot } from "../../lib/seo.ts";
import { paths } from "../../lib/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(seoRoot(matches), {
    title: "Contacto",
    description:
      "Contáctanos para cotizar PLC, variadores, HMI, SCADA y proyectos de automatización industrial: formulario, teléfono, email, WhatsApp, dirección y horario de atención.",
    path: paths.contact(),
  });

/** The contact form sent without JavaScript (ADR 024). */
export async function action({ request, context }: Route.ActionArgs) {
  return requestFormAction("contact", request, context);
}

/** /contacto (not shown by the spec): the company's contact page around the home's contact section. */
export default function Contacto() {
  return (
    <main>
      <section className="bg-gradient-to-br from-primary-950 via-primary-900 to-primary-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary-200">Estamos para ayudarte</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight">Contacto</h1>
          <p className="mt-4 max-w-2xl text-lg text-primary-100">
            Solicita una cotización, asesoría técnica o soporte para tus equipos de automatización. Escríbenos, llámanos
            o visítanos.
          </p>
        </div>
      </section>
      <ContactSection title="Envíanos un mensaje" />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

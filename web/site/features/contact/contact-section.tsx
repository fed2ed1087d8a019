import { useRootData } from "../../../lib/root-data.ts";
import { ChatCard, ContactData, OpeningHours } from "./contact-info.tsx";
import { ContactForm } from "./contact-form.tsx";

type Props = {
  /** Section heading (an h2); the home page and /contacto word it differently. */
  title?: string;
};

/**
 * The contact block of the home page (spec §2) and of /contacto: the form beside the company's
 * contact data, the chat card and the opening hours.
 */
export function ContactSection({ title = "Contáctanos" }: Props) {
  const company = useRootData()?.company;
  return (
    <section aria-labelledby="contacto-titulo" id="contacto" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="mb-10 max-w-2xl">
        <h2 id="contacto-titulo" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h2>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          Cuéntanos qué necesitas: equipos, repuestos o un proyecto de automatización. Un asesor técnico te responderá a
          la brevedad.
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-surface-dark">
          <ContactForm />
        </div>
        {company && (
          <div className="space-y-5">
            <ContactData company={company} />
            <ChatCard phone={company.phone} />
            <OpeningHours />
          </div>
        )}
      </div>
    </section>
  );
}

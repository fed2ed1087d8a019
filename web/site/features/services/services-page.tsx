import { useEffect, useRef, useState } from "react";
import { initialValues, useRequestFormResult } from "../request-forms/request-form-result.ts";
import { ConsultationForm, type ServiceChoice } from "./consultation-form.tsx";
import { ServiceCard } from "./service-card.tsx";
import { SCROLL_DELAY_MS, SCROLL_OFFSET_PX, SERVICES } from "./services-data.ts";

/** Cards and the consultation form; a card's button fills and locks the service, then scrolls. */
export function ServicesSection() {
  const result = useRequestFormResult();
  // A send refused without JavaScript keeps the service typed, like every other field.
  const [service, setService] = useState<ServiceChoice>({
    value: initialValues({ service: "" }, result).service,
    locked: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function request(title: string) {
    setService({ value: title, locked: true });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      const top = form.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
      window.scrollTo({ top, behavior: reduce ? "auto" : "smooth" });
    }, SCROLL_DELAY_MS);
  }

  return (
    <>
      <section aria-labelledby="servicios-lista" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="servicios-lista" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          Nuestros servicios
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-300">
          Elige un servicio y solicita información: te respondemos con una propuesta técnica y económica.
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((s) => (
            <ServiceCard key={s.id} service={s} onRequest={request} />
          ))}
        </div>
      </section>

      <section aria-labelledby="servicios-consulta" className="bg-white py-16 dark:bg-surface-dark">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <h2 id="servicios-consulta" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            Solicita información
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            Cuéntanos sobre tu proyecto y un ingeniero se pondrá en contacto contigo.
          </p>
          <div className="mt-8 rounded-xl border border-slate-200 bg-page-light p-6 dark:border-slate-800 dark:bg-page-dark">
            <ConsultationForm ref={formRef} service={service} onServiceChange={setService} result={result} />
          </div>
        </div>
      </section>
    </>
  );
}

import { Check, MessageSquare } from "lucide-react";
import { Button } from "../../../ui/button.tsx";
import type { Service } from "./services-data.ts";
import { revealClass, useReveal } from "./use-reveal.ts";

export function ServiceCard({ service, onRequest }: { service: Service; onRequest: (title: string) => void }) {
  const { ref, state } = useReveal<HTMLElement>();
  const { Icon } = service;
  return (
    <article
      ref={ref}
      data-testid="service-card"
      data-reveal={state}
      aria-labelledby={`servicio-${service.id}`}
      className={`flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-surface-dark ${revealClass[state]}`}
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
        <Icon size={26} aria-hidden />
      </span>
      <h3 id={`servicio-${service.id}`} className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
        {service.title}
      </h3>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{service.description}</p>
      <ul className="mt-4 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
        {service.points.map((p) => (
          <li key={p} className="flex gap-2">
            <Check size={16} aria-hidden className="mt-0.5 shrink-0 text-green-600 dark:text-green-400" /> {p}
          </li>
        ))}
      </ul>
      <Button
        variant="cta"
        size="site-md"
        onClick={() => onRequest(service.title)}
        aria-label={`Solicitar Información: ${service.title}`}
        className="mt-6 self-start"
        icon={<MessageSquare size={16} aria-hidden />}
      >
        Solicitar Información
      </Button>
    </article>
  );
}

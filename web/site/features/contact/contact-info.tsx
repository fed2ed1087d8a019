import { Clock, MessageCircle } from "lucide-react";
import { CompanyContactList } from "../layout/company-contact.tsx";
import type { Company } from "../../../load-context.ts";
import { whatsappUrl } from "../../../lib/whatsapp.ts";

/** Opening hours (spec §9). */
export const OPENING_HOURS = [
  { days: "Lunes a Viernes", hours: "8:00 - 18:00" },
  { days: "Sábado", hours: "9:00 - 14:00" },
  { days: "Domingo", hours: "Cerrado" },
] as const;

const card = "rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-surface-dark";
const cardTitle = "flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white";

export function ContactData({ company }: { company: Company }) {
  return (
    <div className={card}>
      <h3 className={cardTitle}>Información de contacto</h3>
      <CompanyContactList company={company} look="card" />
    </div>
  );
}

export function ChatCard({ phone }: { phone: string }) {
  return (
    <div className="rounded-xl border border-green-200 bg-green-50 p-5 dark:border-green-900 dark:bg-green-950/40">
      <h3 className={cardTitle}>
        <MessageCircle size={20} aria-hidden className="text-green-700 dark:text-green-400" /> Chatea con nosotros
      </h3>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">Respuesta en menos de 5 minutos</p>
      <a
        href={whatsappUrl(phone)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="contact-whatsapp"
        className="mt-4 inline-flex items-center gap-2 rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
      >
        <MessageCircle size={18} aria-hidden /> Escríbenos por WhatsApp
      </a>
    </div>
  );
}

export function OpeningHours() {
  return (
    <div className={card}>
      <h3 className={cardTitle}>
        <Clock size={20} aria-hidden className="text-primary-600 dark:text-primary-400" /> Horario de atención
      </h3>
      <dl className="mt-4 space-y-2 text-sm" data-testid="opening-hours">
        {OPENING_HOURS.map(({ days, hours }) => (
          <div key={days} className="flex justify-between gap-4">
            <dt className="text-slate-700 dark:text-slate-300">{days}</dt>
            <dd className="font-medium text-slate-900 dark:text-white">{hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

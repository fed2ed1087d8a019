import { Mail, MapPin, Phone } from "lucide-react";
import { streetAddress, type Company } from "../../../../contracts/company.ts";
import { displayPhone } from "../../../lib/whatsapp.ts";

/** The contact page's card and the footer column show the same three lines in their own colours. */
const looks = {
  card: {
    list: "mt-4 space-y-3 text-sm text-slate-700 dark:text-slate-300",
    item: "flex gap-3",
    icon: "mt-0.5 shrink-0 text-primary-600 dark:text-primary-400",
    link: "text-primary-700 hover:underline dark:text-primary-300",
  },
  footer: {
    list: "mt-4 space-y-3 text-sm text-slate-600 dark:text-slate-300",
    item: "flex gap-2",
    icon: "mt-0.5 shrink-0 text-primary-600",
    link: "text-sm text-slate-600 hover:text-primary-700 dark:text-slate-300 dark:hover:text-primary-300",
  },
} as const;

/** Address, phone (a tel: link) and sales email (a mailto: link). */
export function CompanyContactList({ company, look }: { company: Company; look: keyof typeof looks }) {
  const c = looks[look];
  const address = (
    <>
      {streetAddress(company.address, company.city)}
      <br />
      {company.city}
    </>
  );
  return (
    <ul className={c.list}>
      <li className={c.item}>
        <MapPin size={18} aria-hidden className={c.icon} />
        {look === "card" ? <address className="not-italic">{address}</address> : <span>{address}</span>}
      </li>
      <li className={c.item}>
        <Phone size={18} aria-hidden className={c.icon} />
        <a className={c.link} href={`tel:+${company.phone}`}>
          {displayPhone(company.phone)}
        </a>
      </li>
      <li className={c.item}>
        <Mail size={18} aria-hidden className={c.icon} />
        <a className={`${c.link} break-all`} href={`mailto:${company.salesEmail}`}>
          {company.salesEmail}
        </a>
      </li>
    </ul>
  );
}

import { Clock } from "lucide-react";
import { Link } from "react-router";
import type { Company } from "../../../load-context.ts";
import { paths } from "../../../lib/paths.ts";
import { FacebookIcon, InstagramIcon, LinkedInIcon, WhatsAppIcon, YouTubeIcon } from "../../../ui/brand-icons.tsx";
import { CompanyContactList } from "./company-contact.tsx";
import { socialLinks, type SocialNetwork } from "./social-links.ts";
import { whatsappUrl } from "../../../lib/whatsapp.ts";

const ICONS: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
};

const heading = "text-sm font-semibold uppercase tracking-wider text-slate-900 dark:text-white";
const link = "text-sm text-slate-600 hover:text-primary-700 dark:text-slate-300 dark:hover:text-primary-300";

export function SiteFooter({ company }: { company: Company }) {
  const social = [
    ...socialLinks(company.social).map(({ network, label, href }) => ({ href, label, Icon: ICONS[network] })),
    { href: whatsappUrl(company.phone), label: "WhatsApp", Icon: WhatsAppIcon },
  ];
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-surface-dark">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-slate-900 dark:text-white">{company.name}</p>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            Automatización industrial, variadores, PLC, HMI y SCADA: equipos, ingeniería y soporte técnico en Ecuador.
          </p>
          <ul className="mt-4 flex gap-2" aria-label="Redes sociales">
            {social.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-slate-100 text-slate-700 hover:bg-primary-600 hover:text-white dark:bg-slate-800 dark:text-slate-200"
                >
                  <Icon size={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Enlaces rápidos">
          <p className={heading}>Enlaces rápidos</p>
          <ul className="mt-4 space-y-2">
            <li>
              <Link className={link} to={paths.home()}>
                Inicio
              </Link>
            </li>
            <li>
              <Link className={link} to={paths.catalog()}>
                Productos
              </Link>
            </li>
            <li>
              <Link className={link} to={paths.services()}>
                Servicios
              </Link>
            </li>
            <li>
              <Link className={link} to={paths.contact()}>
                Contacto
              </Link>
            </li>
            <li>
              <Link className={link} to={paths.quote()}>
                Cotización
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <p className={heading}>Contacto</p>
          <CompanyContactList company={company} look="footer" />
        </div>

        <div>
          <p className={heading}>Horario de atención</p>
          <ul className="mt-4 space-y-2 text-sm text-slate-600 dark:text-slate-300">
            <li className="flex gap-2">
              <Clock size={18} aria-hidden className="mt-0.5 shrink-0 text-primary-600" />
              <span>Lunes a Viernes: 8:00 - 18:00</span>
            </li>
            <li className="pl-7">Sábado: 9:00 - 14:00</li>
            <li className="pl-7">Domingo: Cerrado</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        {/* Bottom room for the floating chat button, so it never covers the last line. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pb-24 pt-5 text-xs text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8 dark:text-slate-400">
          <p>
            © {new Date().getFullYear()} {company.name}. Todos los derechos reservados.
          </p>
          <p className="flex gap-4">
            <Link className="hover:text-primary-700 dark:hover:text-primary-300" to={paths.privacy()}>
              Política de Privacidad
            </Link>
            <Link className="hover:text-primary-700 dark:hover:text-primary-300" to={paths.terms()}>
              Términos y Condiciones
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

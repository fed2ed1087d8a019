import { ClipboardList, Factory, LayoutDashboard, LogIn, Menu, Moon, Search, Sun, X } from "lucide-react";
import { Link, NavLink } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { useAuth } from "../../../session/auth-provider.tsx";
import { badgeText, basketTooltip } from "../basket/basket-state.ts";
import { useBasket } from "../basket/basket-provider.tsx";
import { SearchBox } from "../search-box/search-box.tsx";
import { useTheme } from "../../../ui/theme-provider.tsx";
import { HydrateLater } from "../../../ui/hydrate-later.tsx";
import { IconButton, iconButtonClass } from "../../../ui/icon-button.tsx";
import { HeaderDisclosure } from "./header-disclosure.tsx";

const NAV = [
  { to: paths.home(), label: "Inicio", end: true },
  { to: paths.catalog(), label: "Productos", end: false },
  { to: paths.services(), label: "Servicios", end: false },
  { to: paths.contact(), label: "Contacto", end: false },
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? "text-primary-700 bg-primary-50 dark:text-primary-300 dark:bg-primary-950"
      : "text-slate-700 hover:text-primary-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-primary-300"
  }`;

/** A row of the mobile menu with an icon (the theme switch, 'Iniciar Sesión'). */
const menuRow =
  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

function BasketLink() {
  const { itemCount } = useBasket();
  const tooltip = basketTooltip(itemCount);
  return (
    <Link
      to={paths.quote()}
      className={iconButtonClass("bar")}
      title={tooltip}
      aria-label={tooltip}
      data-testid="basket-link"
    >
      <ClipboardList size={22} aria-hidden />
      {itemCount > 0 && (
        <span
          data-testid="basket-count"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-primary-600 px-1.5 text-center text-xs font-bold leading-5 text-white"
        >
          {badgeText(itemCount)}
        </span>
      )}
    </Link>
  );
}

/** Icon in the bar; with its label in the mobile menu ('Modo Claro' / 'Modo Oscuro'). */
function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { toggleTheme } = useTheme();
  // Icons and labels follow the `dark` class via CSS, so they are right before hydration too.
  const testId = withLabel ? "theme-toggle-mobile" : "theme-toggle";
  const icons = (
    <>
      <Moon size={20} aria-hidden className="dark:hidden" />
      <Sun size={20} aria-hidden className="hidden dark:block" />
    </>
  );
  if (!withLabel) {
    return (
      <IconButton look="bar" onClick={toggleTheme} data-testid={testId} data-needs-script>
        {icons}
        <span className="sr-only dark:hidden">Activar modo oscuro</span>
        <span className="sr-only hidden dark:inline">Activar modo claro</span>
      </IconButton>
    );
  }
  return (
    <button
      type="button"
      onClick={toggleTheme}
      data-testid={testId}
      data-needs-script
      className={`${menuRow} w-full text-left`}
    >
      {icons}
      <span className="dark:hidden">Modo Oscuro</span>
      <span className="hidden dark:inline">Modo Claro</span>
    </button>
  );
}

function AccountLinks({ mobile = false }: { mobile?: boolean }) {
  const { isLoading, isAuthenticated, user } = useAuth();
  // Until the stored session is checked (and on the server, which cannot see it) neither state is
  // known: an empty slot the size of the icon, rather than 'Iniciar Sesión' flashing for staff.
  if (isLoading) {
    return (
      <span aria-hidden className={mobile ? "block h-9" : "inline-block h-10 w-10"} data-testid="account-pending" />
    );
  }
  if (!isAuthenticated) {
    return mobile ? (
      <Link to={paths.login()} className={menuRow}>
        <LogIn size={20} aria-hidden /> Iniciar Sesión
      </Link>
    ) : (
      <Link to={paths.login()} className={iconButtonClass("bar")} title="Iniciar Sesión" aria-label="Iniciar Sesión">
        <LogIn size={20} aria-hidden />
      </Link>
    );
  }
  return (
    <div className={mobile ? "flex flex-col gap-1 px-3 py-2" : "flex items-center gap-2"}>
      <span className="text-sm font-medium text-slate-700 dark:text-slate-200" data-testid="user-name">
        {user?.name}
      </span>
      <Link
        to={paths.admin()}
        className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-primary-700 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-primary-950"
      >
        <LayoutDashboard size={18} aria-hidden /> Panel de Administración
      </Link>
    </div>
  );
}

const focusSearch = (panel: HTMLElement) => panel.querySelector("input")?.focus();

export function SiteHeader({ companyName }: { companyName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-surface-dark/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:gap-4 lg:px-8">
        <Link to={paths.home()} className="flex min-w-0 items-center gap-2" aria-label={`${companyName} — Inicio`}>
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-primary-600 text-white">
            <Factory size={20} aria-hidden />
          </span>
          {/* From 768 px a long name takes two lines rather than losing its end beside the links. */}
          <span className="truncate text-base font-bold tracking-tight text-slate-900 sm:text-lg md:line-clamp-2 md:whitespace-normal md:leading-tight dark:text-white">
            {companyName}
          </span>
        </Link>

        {/* What a phone does not show, or shows only when opened, hydrates after the page (ADR 062). */}
        <HydrateLater>
          <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
            {NAV.map((item) => (
              // Name, four links and the icons share a 768 px bar: a little less padding until lg.
              <NavLink key={item.to} to={item.to} end={item.end} className={(s) => `${navClass(s)} md:px-2 lg:px-3`}>
                {item.label}
              </NavLink>
            ))}
          </nav>
        </HydrateLater>

        <HydrateLater>
          <SearchBox className="hidden w-72 xl:block" />
        </HydrateLater>

        <div className="flex items-center gap-1">
          <HydrateLater>
            <HeaderDisclosure
              labels={{ open: "Buscar productos", close: "Cerrar búsqueda" }}
              icons={{ closed: <Search size={22} aria-hidden />, open: <X size={22} aria-hidden /> }}
              onOpen={focusSearch}
              panelId="mobile-search"
              testIds={{ summary: "mobile-search-button" }}
            >
              <SearchBox />
            </HeaderDisclosure>
          </HydrateLater>
          <BasketLink />
          <HydrateLater>
            <div className="hidden items-center gap-1 md:flex">
              <ThemeToggle />
              <AccountLinks />
            </div>
          </HydrateLater>
          <HydrateLater>
            <HeaderDisclosure
              labels={{ open: "Abrir menú", close: "Cerrar menú" }}
              icons={{ closed: <Menu size={22} aria-hidden />, open: <X size={22} aria-hidden /> }}
              panelId="mobile-menu"
              testIds={{ summary: "mobile-menu-button", panel: "mobile-menu" }}
            >
              <nav aria-label="Menú móvil" className="flex flex-col gap-1">
                {NAV.map((item) => (
                  <NavLink key={item.to} to={item.to} end={item.end} className={navClass}>
                    {item.label}
                  </NavLink>
                ))}
              </nav>
              <div className="mt-2 flex flex-col gap-1 border-t border-slate-200 pt-2 dark:border-slate-800">
                <ThemeToggle withLabel />
                <AccountLinks mobile />
              </div>
            </HeaderDisclosure>
          </HydrateLater>
        </div>
      </div>
      {/*
        768–1279 px: squeezed between the name, the links and the icons, the box was 90 px wide at
        768 (its suggestions a 90 px column of cut names) and the name was cut (issue 22). There the
        box gets a row of its own.
      */}
      <HydrateLater>
        <div className="mx-auto hidden max-w-7xl px-6 pb-3 md:block lg:px-8 xl:hidden" data-testid="tablet-search">
          <SearchBox />
        </div>
      </HydrateLater>
    </header>
  );
}

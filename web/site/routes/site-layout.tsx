import { Outlet } from "react-router";
import { HydrateLater } from "../../ui/hydrate-later.tsx";
import { NavigationProgress } from "../../ui/navigation-progress.tsx";
import { useFocusHeadingOnNavigation } from "../features/layout/focus-heading.ts";
import { SiteFooter } from "../features/layout/site-footer.tsx";
import { SiteHeader } from "../features/layout/site-header.tsx";
import { WhatsAppButton } from "../features/layout/whatsapp-button.tsx";
import { useRootData } from "../../lib/root-data.ts";

const CONTENT_ID = "contenido";
/** Controls that only a script can run (the theme switch…) are not offered without one. */
const NO_SCRIPT_STYLE = "[data-needs-script]{display:none!important}";

/** The public chrome (spec §2 global elements) around every public page. */
export default function SiteLayout() {
  const root = useRootData();
  useFocusHeadingOnNavigation(CONTENT_ID);
  if (!root) return <Outlet />;
  const { company } = root;
  return (
    <div className="flex min-h-screen flex-col">
      <noscript>
        <style>{NO_SCRIPT_STYLE}</style>
      </noscript>
      <NavigationProgress />
      <a
        href={`#${CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-primary-700"
      >
        Saltar al contenido
      </a>
      <SiteHeader companyName={company.name} />
      <div id={CONTENT_ID} className="flex-1">
        <Outlet />
      </div>
      <HydrateLater>
        <SiteFooter company={company} />
      </HydrateLater>
      <WhatsAppButton phone={company.phone} />
    </div>
  );
}

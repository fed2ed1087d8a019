import type { Route } from "./+types/home";
import { ContactSection } from "../features/contact/contact-section.tsx";
import { BrandGrid } from "../features/home/brand-grid.tsx";
import { ExploreCta } from "../features/home/explore-cta.tsx";
import { HeroSlider } from "../features/home/hero-slider.tsx";
import { SentRequestNotice } from "../features/basket/sent-request-notice.tsx";
import { homeSlides } from "../features/home/slides.ts";
import { WhyUs } from "../features/home/why-us.tsx";
import { requestFormAction } from "../features/request-forms/request-action.server.ts";
import { seoMeta, seoRoot } from "../../lib/seo.ts";
import { paths } from "../../lib/paths.ts";
import { HydrateLater } from "../../ui/hydrate-later.tsx";
import { useRootData } from "../../lib/root-data.ts";

export const TAGLINE = "Soluciones de automatización industrial";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = seoRoot(matches);
  const name = root?.company.name ?? "";
  return seoMeta(root, {
    title: TAGLINE,
    fullTitle: name ? `${name} | ${TAGLINE}` : TAGLINE,
    description: `${name}: PLC, variadores de frecuencia, HMI, SCADA, tableros eléctricos y servicios de automatización industrial en Ecuador. Solicita tu cotización.`,
    path: paths.home(),
  });
};

/** Spec §2: 'Marcas de Confianza' is a grid of seven brands. */
const TRUSTED_BRANDS = 7;

/** The seven brands with a logo that carry the most products, for 'Marcas de Confianza'. */
export async function loader({ context }: Route.LoaderArgs) {
  const brands = await context.services.taxonomy.listBrands();
  const withLogo = brands
    .filter((b) => b.logo_url)
    .sort((a, b) => (b.products_count ?? 0) - (a.products_count ?? 0) || a.name.localeCompare(b.name, "es"))
    .slice(0, TRUSTED_BRANDS);
  return { brands: withLogo.map(({ id, name, logo_url }) => ({ id, name, logo_url })) };
}

/** The contact section's form sent without JavaScript (ADR 024). */
export async function action({ request, context }: Route.ActionArgs) {
  return requestFormAction("contact", request, context);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const name = useRootData()?.company.name ?? "";
  return (
    <main>
      <SentRequestNotice />
      <HeroSlider slides={homeSlides(name)} />
      <HydrateLater>
        <WhyUs />
      </HydrateLater>
      {/* Without brands it renders nothing, and a part put off must render its element. */}
      {loaderData.brands.length > 0 && (
        <HydrateLater>
          <BrandGrid brands={loaderData.brands} />
        </HydrateLater>
      )}
      <HydrateLater>
        <ExploreCta />
      </HydrateLater>
      <HydrateLater>
        <ContactSection />
      </HydrateLater>
    </main>
  );
}

import type { Route } from "./+types/home";
import { ContactSection } from "../features/contact/contact-section.tsx";
import { BrandGrid } from "../features/home/brand-grid.tsx";
import { ExploreCta } from "../features/home/explore-cta.tsx";
import { HeroSlider } from "../features/home/hero-slider.tsx";
import { homeSlides } from "../features/home/slides.ts";
import { WhyUs } from "../features/home/why-us.tsx";
import { seoMeta, seoRoot } from "../features/seo/seo.ts";
import { paths } from "../lib/paths.ts";
import { useRootData } from "../lib/root-data.ts";

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

/** The brands of 'Marcas de Confianza', with the logos our server draws. */
export async function loader({ context }: Route.LoaderArgs) {
  const brands = await context.services.taxonomy.listBrands();
  return { brands: brands.map(({ id, name, logo_url }) => ({ id, name, logo_url })) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const name = useRootData()?.company.name ?? "";
  return (
    <main>
      <HeroSlider slides={homeSlides(name)} />
      <WhyUs />
      <BrandGrid brands={loaderData.brands} />
      <ExploreCta />
      <ContactSection />
    </main>
  );
}

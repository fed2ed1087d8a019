import { Link } from "react-router";
import { brandLogoUrl } from "../../../../contracts/images.ts";
import { paths } from "../../../lib/paths.ts";

export type HomeBrand = { id: number; name: string; logo_url: string | null };

const slug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** 'Marcas de Confianza': each logo (served by our own server) opens the catalogue on that brand. */
export function BrandGrid({ brands }: { brands: HomeBrand[] }) {
  if (!brands.length) return null;
  return (
    <section
      aria-labelledby="marcas"
      className="border-y border-slate-200 bg-white py-16 dark:border-slate-800 dark:bg-surface-dark"
      data-testid="brands"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="marcas" className="text-center text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          Marcas de Confianza
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-300">
          Trabajamos con los fabricantes que la industria ecuatoriana ya conoce y en los que confía.
        </p>
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7">
          {brands.map((b) => (
            <li key={b.id}>
              <Link
                to={paths.catalog({ brand: b.id })}
                prefetch="intent"
                className="block rounded-xl transition-transform hover:-translate-y-0.5"
                data-testid="brand-logo"
              >
                <img
                  src={b.logo_url || brandLogoUrl(slug(b.name))}
                  alt={b.name}
                  width={240}
                  height={96}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full"
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

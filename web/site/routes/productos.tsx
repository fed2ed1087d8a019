import { Filter, PackageSearch, X } from "lucide-react";
import { useCallback } from "react";
import { Link, useNavigation, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/productos";
import { ErrorPage } from "../../ui/error-page.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { HydrateLater } from "../../ui/hydrate-later.tsx";
import { CatalogToolbar } from "../features/catalog/catalog-toolbar.tsx";
import {
  canonicalQuery,
  hasActiveFilters,
  resultCountText,
  readCatalogParams,
  withChange,
  type CatalogKey,
} from "../features/catalog/catalog-params.ts";
import { loadCatalog } from "../features/catalog/catalog.server.ts";
import { DroppedFiltersNotice } from "../features/catalog/dropped-filters-notice.tsx";
import { FilterPanel } from "../features/catalog/filter-panel.tsx";
import { Pagination } from "../features/catalog/pagination.tsx";
import { ProductCard } from "../features/catalog/product-card.tsx";
import { QuoteAnyway } from "../features/catalog/quote-anyway.tsx";
import { SearchSuggestion } from "../features/catalog/search-suggestion.tsx";
import { seoMeta, seoRoot } from "../../lib/seo.ts";
import { paths } from "../../lib/paths.ts";

export const TITLE = "Productos Industriales";
const DESCRIPTION =
  "Catálogo de PLC, variadores de frecuencia, HMI, SCADA y sensores industriales. Filtra por categoría, marca y especificaciones, y solicita tu cotización.";

/**
 * Every filtered list points search engines at its category page or at the whole catalogue, and
 * each category page has its own title (issue 22).
 */
export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const query = canonicalQuery(new URLSearchParams(location.search));
  const category = loaderData?.categoryName;
  const page = Number(new URLSearchParams(query).get("page") ?? "1");
  const title = `${category ? `${category} — ${TITLE}` : TITLE}${page > 1 ? ` (página ${page})` : ""}`;
  return seoMeta(seoRoot(matches), {
    title,
    description: category ? `${category}: ${DESCRIPTION}` : DESCRIPTION,
    path: `${paths.catalog()}${query}`,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCatalog(request, context);
}

/** Switching between grid and list changes nothing on the server: no new request for it. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) {
    const strip = (u: URL) => {
      const sp = new URLSearchParams(u.search);
      sp.delete("view");
      sp.sort();
      return sp.toString();
    };
    if (strip(currentUrl) === strip(nextUrl) && currentUrl.search !== nextUrl.search) return false;
  }
  return defaultShouldRevalidate;
}

export default function Productos({ loaderData }: Route.ComponentProps) {
  const { products, total, totalPages, options, suggestion } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();

  const loading = navigation.state === "loading" && navigation.location.pathname === paths.catalog();
  // While the next list loads, the controls already show the choice that asked for it (on a slow
  // network they would otherwise jump back until the data arrives), and the next change builds on it.
  const pendingSearch = loading ? new URLSearchParams(navigation.location.search) : null;
  const current = pendingSearch ?? searchParams;
  // The view lives in the URL too, but does not refetch (see shouldRevalidate): read it live.
  const params = {
    ...(pendingSearch ? readCatalogParams(pendingSearch) : loaderData.params),
    view: current.get("view") === "list" ? "list" : "grid",
  } as const;
  const filtered = hasActiveFilters(current);

  const change = useCallback(
    (key: CatalogKey, value: string) =>
      setSearchParams(withChange(current, key, value), { preventScrollReset: true, replace: key === "search" }),
    [setSearchParams, current],
  );

  const clear = (
    <Link
      to={paths.catalog()}
      preventScrollReset
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <X size={16} aria-hidden /> Limpiar Filtros
    </Link>
  );

  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{TITLE}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Componentes de automatización y control para la industria.
        </p>
      </header>

      <div className="lg:grid lg:grid-cols-[17rem_1fr] lg:gap-8">
        <aside aria-label="Filtros" className="mb-6 lg:mb-0">
          {/* A native disclosure: the phone's 'Filtros' opens the panel without JavaScript too. */}
          <details className="peer/filters mb-3 lg:hidden" data-testid="filters-toggle">
            <summary
              className={buttonClass(
                "outline",
                "md",
                "w-full cursor-pointer list-none gap-2 [&::-webkit-details-marker]:hidden",
              )}
            >
              <Filter size={16} aria-hidden />
              Filtros
            </summary>
          </details>
          <div
            id="panel-filtros"
            className="hidden rounded-xl border border-slate-200 bg-white p-4 peer-open/filters:block lg:sticky lg:top-20 lg:block dark:border-slate-800 dark:bg-surface-dark"
          >
            {/* Hidden on a phone until 'Filtros' opens it: its many options hydrate after the list. */}
            <HydrateLater>
              <FilterPanel params={params} options={options} onChange={change} />
            </HydrateLater>
            {filtered && <div className="mt-5">{clear}</div>}
          </div>
        </aside>

        <section aria-labelledby="resultados" aria-busy={loading}>
          <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2
              id="resultados"
              className="text-lg font-semibold text-slate-800 dark:text-slate-100"
              data-testid="result-count"
            >
              {resultCountText(total)}
            </h2>
            <CatalogToolbar params={params} onChange={change} />
          </div>

          {loading && (
            <p
              role="status"
              className="mb-4 text-sm font-medium text-primary-700 dark:text-primary-300"
              data-testid="catalog-loading"
            >
              Cargando productos...
            </p>
          )}

          {!loading && <DroppedFiltersNotice dropped={loaderData.dropped} />}
          {total > 0 && <SearchSuggestion suggestion={suggestion} found />}
          {products.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
              <PackageSearch size={48} aria-hidden className="text-slate-400" />
              <p className="mt-4 text-lg font-semibold">No se encontraron productos</p>
              {total === 0 && <SearchSuggestion suggestion={suggestion} found={false} />}
              {total === 0 && params.search && <QuoteAnyway search={params.search} />}
              {filtered && <div className="mt-6">{clear}</div>}
            </div>
          ) : (
            <div
              data-testid="product-list"
              data-view={params.view}
              className={`transition-opacity ${loading ? "opacity-60" : ""} ${
                params.view === "grid" ? "grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3" : "flex flex-col gap-4"
              }`}
            >
              {products.map((p, i) => (
                <HydrateLater key={p.id}>
                  <ProductCard product={p} view={params.view} eager={i < (params.view === "grid" ? 3 : 2)} />
                </HydrateLater>
              ))}
            </div>
          )}

          <Pagination page={loaderData.page} totalPages={totalPages} />
        </section>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

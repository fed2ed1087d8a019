import { Suspense, type ReactNode } from "react";
import { Await, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/product";
import { ErrorPage } from "../../ui/error-page.tsx";
import { HydrateLater } from "../../ui/hydrate-later.tsx";
import { AccessoriesCarousel } from "../features/product/accessories-carousel.tsx";
import { ProductDocuments } from "../features/product/product-documents.tsx";
import { ProductInfo } from "../features/product/product-info.tsx";
import { ProductNotFound } from "../features/product/product-not-found.tsx";
import { loadProduct, type Settled } from "../features/product/product.server.ts";
import { ProductTabs } from "../features/product/product-tabs.tsx";
import { RelatedProducts } from "../features/product/related-products.tsx";
import { JsonLd } from "../features/seo/json-ld.tsx";
import { productJsonLd } from "../features/seo/product-json-ld.ts";
import { seoMeta, seoRoot } from "../../lib/seo.ts";
import { paths } from "../../lib/paths.ts";
import { useRootData } from "../../lib/root-data.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const root = seoRoot(matches);
  const p = loaderData?.product;
  if (!p) {
    return seoMeta(root, {
      title: "Producto no encontrado",
      description: "El producto que buscas no existe o ya no está disponible.",
      path: paths.product(params.id ?? ""),
      noindex: true,
    });
  }
  const facts = [p.brand?.name, p.category?.name, p.sku ? `SKU ${p.sku}` : null].filter(Boolean).join(" · ");
  return seoMeta(root, {
    title: p.name,
    description: `${facts}. ${p.description ?? "Solicita tu cotización en línea."}`,
    path: paths.product(p.id),
    type: "product",
    image: paths.ogProduct(p.id),
  });
};

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadProduct(params.id, context);
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="mb-5 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A streamed section of the page: nothing while it loads, then its heading and content, or the
 * spec's error text. An empty list leaves the section out altogether (issue 22): a heading over
 * 'No hay accesorios…' only pushed the tabs down (the spec's empty texts stay in the components).
 */
function DeferredSection<T extends unknown[]>({
  title,
  id,
  data,
  error,
  children,
}: {
  title: string;
  id: string;
  data: Promise<Settled<T>>;
  error: string;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={data}>
        {(r: Settled<T>) =>
          r.ok && r.value.length === 0 ? null : (
            <Section title={title} id={id}>
              {r.ok ? (
                children(r.value)
              ) : (
                <p role="alert" className="text-red-700 dark:text-red-400">{`${error}: ${r.error}`}</p>
              )}
            </Section>
          )
        }
      </Await>
    </Suspense>
  );
}

function ProductPage({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const root = useRootData();
  const { product } = data;
  return (
    <main
      className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8"
      data-testid="product-page"
      data-product-id={product.id}
    >
      <JsonLd data={productJsonLd(product, root?.publicUrl ?? "", paths.product(product.id))} />
      <ProductInfo product={product} />
      {data.documents.length > 0 && (
        <Section title="Documentos" id="documentos">
          <ProductDocuments documents={data.documents} />
        </Section>
      )}
      <DeferredSection
        title="Accesorios recomendados"
        id="accesorios"
        data={data.accessories}
        error="Error al cargar accesorios"
      >
        {(items) => <AccessoriesCarousel items={items} />}
      </DeferredSection>
      <DeferredSection
        title="Productos relacionados"
        id="relacionados"
        data={data.related}
        error="Error al cargar productos relacionados"
      >
        {(links) => <RelatedProducts links={links} />}
      </DeferredSection>
      <HydrateLater>
        <ProductTabs product={product} features={data.features} applications={data.applications} />
      </HydrateLater>
    </main>
  );
}

/** Keyed by id: opening another product starts over (Especificaciones tab, quantity 1). */
export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductPage key={loaderData.product.id} data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The database is out (503): the product may well exist, so not 'Producto no encontrado'.
  if (isRouteErrorResponse(error) && error.status === 503) return <ErrorPage error={error} />;
  return <ProductNotFound error={error} />;
}

import { data, type AppLoadContext } from "react-router";
import type { AccessoryLink, RelatedLink } from "../../../../contracts/catalog.ts";

/** Deferred data never rejects (Hydrogen): the page shows the error text instead. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: string };

const detail = (e: unknown) => (e instanceof Error ? e.message : String(e));
const settle = <T>(p: Promise<T>): Promise<Settled<T>> =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (e: unknown) => ({ ok: false as const, error: detail(e) }),
  );

const isNotFound = (e: unknown) => (e as { statusCode?: unknown } | null)?.statusCode === 404;

export type AccessoryItem = AccessoryLink["accessoryProduct"];
export type RelatedItem = Pick<RelatedLink, "id" | "relationshipType" | "relatedProduct">;

/**
 * /producto/:id. Critical (awaited, 404 when missing or inactive): the product, its features,
 * applications and documents (a short list buyers look for first). Deferred (streamed after the
 * page): accessories and related products. The product is looked up once, then every part is
 * read together (ADR 058).
 */
export async function loadProduct(rawId: string | undefined, context: AppLoadContext) {
  const id = Number(rawId);
  if (!rawId || !/^\d{1,10}$/.test(rawId) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw data(null, { status: 404 });
  }
  const { catalog, documents } = context.services;
  const visitor = { staff: false };

  const page = await catalog.productPage(id, visitor).catch((e: unknown) => {
    throw isNotFound(e) ? data(null, { status: 404 }) : e;
  });
  // Settled at once, so that nothing rejects unseen while the critical parts are awaited.
  const accessories = settle(page.accessories.then((list) => list.map((a) => a.accessoryProduct)));
  const related = settle(
    page.related.then((list) =>
      list.map(({ id, relationshipType, relatedProduct }): RelatedItem => ({ id, relationshipType, relatedProduct })),
    ),
  );
  const [features, applications, productDocuments] = await Promise.all([
    page.features,
    page.applications,
    documents.listOfFoundProduct(id),
  ]);
  return {
    product: page.product,
    features: features.map((f) => ({ id: f.id, text: f.feature_text })),
    applications: applications.map((a) => ({ id: a.id, text: a.application_text })),
    documents: productDocuments,
    accessories,
    related,
  };
}

export type ProductData = Awaited<ReturnType<typeof loadProduct>>;
export type ProductDetail = ProductData["product"];

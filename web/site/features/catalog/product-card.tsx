import { Check, ClipboardPlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../ui/button.tsx";
import { PreviousPrice } from "../../../ui/previous-price.tsx";
import { ProductImage } from "../../../ui/product-image.tsx";
import { StockBadge } from "../../../ui/stock-badge.tsx";
import { displayPrice } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import { stockState } from "../../../lib/stock-state.ts";
import { useBasket } from "../basket/basket-provider.tsx";
import type { CatalogView } from "./catalog-params.ts";
import type { CatalogProduct } from "./catalog.server.ts";

const LABELS = {
  grid: { add: "Cotizar", added: "Agregado" },
  list: { add: "Agregar a Cotización", added: "En Cotización" },
} as const;

function QuoteButton({ product, view }: { product: CatalogProduct; view: CatalogView }) {
  const { addItem, isInCart } = useBasket();
  const added = isInCart(product.id);
  const label = added ? LABELS[view].added : LABELS[view].add;
  return (
    <Button
      variant={added ? "done" : "cta"}
      size="site-md"
      onClick={() => addItem(product)}
      data-testid="quote-button"
      data-added={added}
      aria-label={`${label}: ${product.name}`}
      icon={added ? <Check size={16} aria-hidden /> : <ClipboardPlus size={16} aria-hidden />}
    >
      {label}
    </Button>
  );
}

function Taxonomy({ product }: { product: CatalogProduct }) {
  const parts = [product.category?.name, product.brand?.name].filter(Boolean);
  if (!parts.length) return null;
  return (
    <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
      {product.category?.name && <span data-testid="card-category">{product.category.name}</span>}
      {parts.length === 2 && <span aria-hidden> · </span>}
      {product.brand?.name && <span data-testid="card-brand">{product.brand.name}</span>}
    </p>
  );
}

type Props = { product: CatalogProduct; view: CatalogView; eager: boolean };

/** A catalogue card (spec §2): the name links to the product; the button only fills the basket. */
export function ProductCard({ product, view, eager }: Props) {
  const href = paths.product(product.id);
  const image = (
    <Link to={href} prefetch="intent" tabIndex={-1} aria-hidden className="block shrink-0">
      <ProductImage
        src={product.main_image}
        alt=""
        width={view === "grid" ? 400 : 160}
        height={view === "grid" ? 300 : 120}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : "auto"}
        decoding="async"
        className={`bg-white object-contain dark:bg-slate-900 ${view === "grid" ? "aspect-[4/3] w-full" : "aspect-[4/3] w-28 rounded-lg sm:w-40"}`}
      />
    </Link>
  );
  const name = (
    <h2 className="text-base font-semibold leading-snug text-slate-900 dark:text-white">
      <Link to={href} prefetch="intent" className="hover:text-primary-700 dark:hover:text-primary-300">
        {product.name}
      </Link>
    </h2>
  );
  const stock = <StockBadge state={stockState(product.stock_quantity, product.stock_text)} />;
  const price = (
    <p className="flex flex-col">
      <PreviousPrice original={product.original_price} current={product.price_amount} size="sm" />
      <span className="text-lg font-bold text-primary-700 dark:text-primary-300" data-testid="card-price">
        {displayPrice(product.price, product.price_amount)}
      </span>
    </p>
  );

  if (view === "list") {
    return (
      <article
        data-testid="product-card"
        className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-surface-dark"
      >
        {image}
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-1">
            <Taxonomy product={product} />
            {name}
            {stock}
            {product.description && (
              <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{product.description}</p>
            )}
          </div>
          <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
            {price}
            <QuoteButton product={product} view={view} />
          </div>
        </div>
      </article>
    );
  }

  return (
    <article
      data-testid="product-card"
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-surface-dark"
    >
      {image}
      <div className="flex flex-1 flex-col gap-2 border-t border-slate-100 p-4 dark:border-slate-800">
        <Taxonomy product={product} />
        {name}
        {stock}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          {price}
          <QuoteButton product={product} view={view} />
        </div>
      </div>
    </article>
  );
}

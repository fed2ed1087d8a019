import { Check, ChevronRight, ClipboardPlus, Mail } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { OUT_OF_STOCK_LABEL, isOutOfStock } from "../../../../contracts/stock.ts";
import { Button } from "../../../ui/button.tsx";
import { WhatsAppIcon } from "../../../ui/brand-icons.tsx";
import { PreviousPrice } from "../../../ui/previous-price.tsx";
import { ProductImage } from "../../../ui/product-image.tsx";
import { displayPrice } from "../../../lib/format.ts";
import { ivaNote } from "../../../lib/iva.ts";
import { paths } from "../../../lib/paths.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { useBasket } from "../basket/basket-provider.tsx";
import { absoluteUrl } from "../../../lib/seo.ts";
import type { ProductDetail } from "./product.server.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";
import { NO_BRAND, NO_CATEGORY, NO_SKU, quoteMailto, quoteWhatsapp } from "./quote-links.ts";

function Breadcrumb({ name }: { name: string }) {
  const link = "hover:text-primary-700 hover:underline dark:hover:text-primary-300";
  return (
    <nav
      aria-label="Ruta de navegación"
      className="mb-6 text-sm text-slate-600 dark:text-slate-300"
      data-testid="breadcrumb"
    >
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to={paths.home()} className={link}>
            Inicio
          </Link>
        </li>
        <li aria-hidden>
          <ChevronRight size={14} />
        </li>
        <li>
          <Link to={paths.catalog()} prefetch="intent" className={link}>
            Productos
          </Link>
        </li>
        <li aria-hidden>
          <ChevronRight size={14} />
        </li>
        <li aria-current="page" className="font-medium text-slate-900 dark:text-white">
          {name}
        </li>
      </ol>
    </nav>
  );
}

const chip = "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold";

/** The top of the detail page: picture, identity, price, quantity and the three ways to quote. */
export function ProductInfo({ product }: { product: ProductDetail }) {
  const root = useRootData();
  const { items, addItem, updateQuantity, isInCart } = useBasket();
  const [quantity, setQuantity] = useState(1);
  const inCart = isInCart(product.id);
  const outOfStock = isOutOfStock(product.stock_quantity);
  const url = absoluteUrl(root?.publicUrl ?? "", paths.product(product.id));

  const add = () => {
    const line = items.find((i) => i.id === product.id);
    if (line) updateQuantity(product.id, line.quantity + quantity);
    else {
      addItem(product);
      if (quantity > 1) updateQuantity(product.id, quantity);
    }
  };

  return (
    <>
      <Breadcrumb name={product.name} />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <ProductImage
            src={product.main_image}
            alt={product.name}
            width={640}
            height={480}
            loading="eager"
            fetchPriority="high"
            className="aspect-[4/3] w-full object-contain"
            data-testid="product-image"
          />
        </div>
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap gap-2">
            <span
              className={`${chip} bg-primary-50 text-primary-800 dark:bg-primary-950 dark:text-primary-200`}
              data-testid="chip-category"
            >
              {product.category?.name ?? NO_CATEGORY}
            </span>
            <span
              className={`${chip} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200`}
              data-testid="chip-brand"
            >
              {product.brand?.name ?? NO_BRAND}
            </span>
          </div>
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white" data-testid="product-name">
              {product.name}
            </h1>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              SKU:{" "}
              <span className="font-mono" data-testid="product-sku">
                {product.sku || NO_SKU}
              </span>
            </p>
          </div>
          <p className="flex flex-wrap items-baseline gap-3">
            <span className="text-3xl font-bold text-primary-700 dark:text-primary-300" data-testid="product-price">
              {displayPrice(product.price, product.price_amount)}
            </span>
            <PreviousPrice original={product.original_price} current={product.price_amount} size="lg" />
          </p>
          {root && product.price_amount && (
            <p className="-mt-3 text-sm text-slate-600 dark:text-slate-300" data-testid="iva-note">
              {ivaNote(root.company.pricesIncludeIva)}
            </p>
          )}
          {product.description && (
            <p className="leading-relaxed text-slate-700 dark:text-slate-300" data-testid="product-description">
              {product.description}
            </p>
          )}
          {outOfStock && (
            <p className="text-sm font-medium text-red-700 dark:text-red-400" data-testid="out-of-stock">
              {OUT_OF_STOCK_LABEL}
            </p>
          )}

          <QuantityStepper value={quantity} onChange={setQuantity} />

          <div className="flex flex-col gap-3">
            <Button
              variant={inCart ? "done" : "cta"}
              size="site-lg"
              onClick={add}
              data-testid="add-to-quote"
              data-added={inCart}
              icon={inCart ? <Check size={20} aria-hidden /> : <ClipboardPlus size={20} aria-hidden />}
            >
              {inCart ? "Agregado a Cotización" : "Agregar a Cotización"}
            </Button>
            {root && (
              <div className="grid gap-3 sm:grid-cols-2">
                <a
                  href={quoteMailto(root.company.salesEmail, product, quantity, url)}
                  data-testid="quote-email"
                  className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-3 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
                >
                  <Mail size={18} aria-hidden /> Cotizar por Email
                </a>
                <a
                  href={quoteWhatsapp(root.company.phone, product, quantity, url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="quote-whatsapp"
                  className="inline-flex items-center justify-center gap-2 rounded-lg bg-green-700 px-4 py-3 font-semibold text-white hover:bg-green-800"
                >
                  <WhatsAppIcon size={18} /> Cotizar por WhatsApp
                </a>
              </div>
            )}
          </div>
        </div>
      </div>
    </>
  );
}

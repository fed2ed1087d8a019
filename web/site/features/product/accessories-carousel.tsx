import { Check, ChevronLeft, ChevronRight, ClipboardPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../ui/button.tsx";
import { DotButton } from "../../../ui/dot-button.tsx";
import { IconButton } from "../../../ui/icon-button.tsx";
import { ProductImage } from "../../../ui/product-image.tsx";
import { useToast } from "../../../ui/toast-provider.tsx";
import { displayPrice } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import { useBasket } from "../basket/basket-provider.tsx";
import { CAROUSEL_DEFAULT_PER_PAGE, itemsPerPage, pageCount } from "./carousel.ts";
import type { AccessoryItem } from "./product.server.ts";

/** Items per page for the current window width; 4 on the server and until the browser says otherwise. */
function usePerPage() {
  const [perPage, setPerPage] = useState(CAROUSEL_DEFAULT_PER_PAGE);
  useEffect(() => {
    const update = () => setPerPage(itemsPerPage(window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return perPage;
}

/** What a click on an accessory's button did, said in a toast (issue 22). */
export function accessoryAddedText(name: string, quantity: number): string {
  return quantity === 1 ? `Agregado a tu cotización: ${name}` : `${name}: ${quantity} unidades en tu cotización`;
}

/**
 * Adds an accessory without leaving the product: it is usually bought with it. The accessory
 * summary carries no stock, so it is never disabled; the quotation confirms availability. The
 * carousel sits far below the basket icon: a toast says what each click did, a second click too.
 */
function AddAccessory({ item }: { item: AccessoryItem }) {
  const { addItem, isInCart, items } = useBasket();
  const toast = useToast();
  const added = isInCart(item.id);
  const label = added ? "Agregado" : "Agregar";
  const add = () => {
    const before = items.find((i) => i.id === item.id && !i.freeText)?.quantity ?? 0;
    addItem(item);
    toast.success(accessoryAddedText(item.name, before + 1));
  };
  return (
    <Button
      variant={added ? "done" : "cta"}
      size="site-sm"
      onClick={add}
      data-testid="accessory-add"
      data-added={added}
      aria-label={`${label}: ${item.name}`}
      className="mt-2"
      icon={added ? <Check size={16} aria-hidden /> : <ClipboardPlus size={16} aria-hidden />}
    >
      {label}
    </Button>
  );
}

/** Recommended accessories, a page at a time (spec §2: 1/2/3/4 per page, back to page 1 on resize). */
export function AccessoriesCarousel({ items }: { items: AccessoryItem[] }) {
  const perPage = usePerPage();
  const [page, setPage] = useState(0);
  // A different page size regroups the items: start again from the first page.
  useEffect(() => setPage(0), [perPage]);

  if (items.length === 0) {
    return <p className="text-slate-600 dark:text-slate-300">No hay accesorios disponibles para este producto.</p>;
  }
  const pages = pageCount(items.length, perPage);
  const current = Math.min(page, pages - 1);
  const visible = items.slice(current * perPage, current * perPage + perPage);

  return (
    <div data-testid="accessories" data-per-page={perPage}>
      <ul className="grid gap-4" style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}>
        {visible.map((a) => (
          <li
            key={a.id}
            data-testid="accessory-item"
            className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-surface-dark"
          >
            <ProductImage
              src={a.main_image}
              alt=""
              width={320}
              height={240}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full bg-white object-contain dark:bg-slate-900"
            />
            <div className="flex flex-1 flex-col gap-1 border-t border-slate-100 p-3 dark:border-slate-800">
              {a.brand && (
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
                  {a.brand.name}
                </p>
              )}
              <h3 className="text-sm font-semibold leading-snug text-slate-900 dark:text-white">
                <Link
                  to={paths.product(a.id)}
                  prefetch="intent"
                  className="hover:text-primary-700 dark:hover:text-primary-300"
                >
                  {a.name}
                </Link>
              </h3>
              <p className="font-mono text-xs text-slate-500 dark:text-slate-400">{a.sku}</p>
              <p className="mt-auto pt-1 font-bold text-primary-700 dark:text-primary-300">{displayPrice(a.price)}</p>
              <AddAccessory item={a} />
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="mt-4 flex items-center justify-center gap-4">
          <IconButton
            look="round"
            aria-label="Accesorios anteriores"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
            data-testid="carousel-prev"
          >
            <ChevronLeft size={20} aria-hidden />
          </IconButton>
          <div className="flex gap-1">
            {Array.from({ length: pages }, (_, i) => (
              <DotButton
                key={i}
                look="page"
                current={i === current}
                aria-label={`Página ${i + 1}`}
                onClick={() => setPage(i)}
                data-testid="carousel-dot"
              />
            ))}
          </div>
          <IconButton
            look="round"
            aria-label="Accesorios siguientes"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
            data-testid="carousel-next"
          >
            <ChevronRight size={20} aria-hidden />
          </IconButton>
        </div>
      )}
      <p
        className="mt-2 text-center text-sm text-slate-600 dark:text-slate-300"
        aria-live="polite"
        data-testid="carousel-status"
      >
        Página {current + 1} de {pages}
      </p>
    </div>
  );
}

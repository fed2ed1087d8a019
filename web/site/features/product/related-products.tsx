import { Link } from "react-router";
import { ProductImage } from "../../../ui/product-image.tsx";
import { displayPrice } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import type { RelatedItem } from "./product.server.ts";
import { groupRelated } from "./related.ts";

/** Related products, one list per relationship type ('Alternativa', 'Misma serie'…). */
export function RelatedProducts({ links }: { links: RelatedItem[] }) {
  if (links.length === 0) {
    return (
      <p className="text-slate-600 dark:text-slate-300">
        No hay productos relacionados disponibles para este producto.
      </p>
    );
  }
  return (
    <div className="space-y-8" data-testid="related">
      {groupRelated(links).map((g) => (
        <div key={g.type} data-testid="related-group">
          <h3 className="mb-3 text-lg font-semibold text-slate-800 dark:text-slate-100">{g.type}</h3>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {g.items.map(({ id, relatedProduct: p }) => (
              <li
                key={id}
                data-testid="related-item"
                className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-surface-dark"
              >
                <ProductImage
                  src={p.main_image}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-24 shrink-0 rounded-md bg-white object-contain dark:bg-slate-900"
                />
                <div className="min-w-0">
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {[p.category?.name, p.brand?.name].filter(Boolean).join(" · ")}
                  </p>
                  <Link
                    to={paths.product(p.id)}
                    prefetch="intent"
                    className="line-clamp-2 text-sm font-semibold text-slate-900 hover:text-primary-700 dark:text-white dark:hover:text-primary-300"
                  >
                    {p.name}
                  </Link>
                  <p className="mt-1 text-sm font-bold text-primary-700 dark:text-primary-300">
                    {displayPrice(p.price)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

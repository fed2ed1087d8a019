import { Link2, Pencil, Trash2 } from "lucide-react";
import type { Product } from "../../../../contracts/catalog.ts";
import { Button } from "../../../ui/button.tsx";
import { ProductImage } from "../../../ui/product-image.tsx";
import { displayPrice, formatPrice } from "../../../lib/format.ts";
import { useCatalogWriter } from "../../kit/use-catalog-writer.ts";

function Chip({ children, muted }: { children: string; muted: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium ${
        muted
          ? "bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400"
          : "bg-primary-50 text-primary-800 dark:bg-primary-950 dark:text-primary-200"
      }`}
    >
      {children}
    </span>
  );
}

/** One product of the admin grid (admin spec §2: every field the card shows). */
export function AdminProductCard({
  product,
  onEdit,
  onDelete,
}: {
  product: Product;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const writer = useCatalogWriter();
  const hasOriginal =
    product.originalPrice !== null && product.originalPrice !== "" && product.originalPrice !== product.price_amount;
  return (
    <article
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-surface-dark"
      data-testid="admin-product-card"
      aria-label={product.name}
    >
      <div className="relative">
        <ProductImage
          src={product.main_image}
          alt={product.name}
          width={640}
          height={400}
          loading="lazy"
          className="aspect-[8/5] w-full object-contain bg-white p-2 dark:bg-slate-900"
        />
        {!product.is_active && (
          <span className="absolute left-2 top-2 rounded bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">
            Inactivo
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold text-slate-900 dark:text-white">{product.name}</h3>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          SKU: <span className="font-mono">{product.sku}</span>
        </p>
        <p className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
          <Link2 size={14} aria-hidden /> {product.accessories_count}{" "}
          {product.accessories_count === 1 ? "accesorio" : "accesorios"}
        </p>
        <p className="flex items-baseline gap-2">
          <span className="text-lg font-bold text-primary-700 dark:text-primary-300">
            {displayPrice(product.price, product.price_amount)}
          </span>
          {hasOriginal && (
            <s className="text-sm text-slate-500 dark:text-slate-400">
              <span className="sr-only">Precio original: </span>
              {formatPrice(product.originalPrice)}
            </s>
          )}
        </p>
        <div className="flex flex-wrap gap-1.5">
          <Chip muted={!product.brand}>{product.brand?.name ?? "Sin marca"}</Chip>
          <Chip muted={!product.category}>{product.category?.name ?? "Sin categoría"}</Chip>
        </div>
        {product.description && (
          <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{product.description}</p>
        )}
        {writer && (
          <div className="mt-auto flex gap-2 pt-2">
            <Button
              variant="secondary"
              size="sm"
              className="flex-1"
              icon={<Pencil size={14} aria-hidden />}
              onClick={onEdit}
              aria-label={`Editar ${product.name}`}
            >
              Editar
            </Button>
            <Button
              variant="danger"
              size="sm"
              className="flex-1"
              icon={<Trash2 size={14} aria-hidden />}
              onClick={onDelete}
              aria-label={`Eliminar ${product.name}`}
            >
              Eliminar
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}

import { History, PackageSearch, Plus } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Brand, Category, Product, ProductList, Subcategory } from "../../../contracts/catalog.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { useToast } from "../toast/toast-provider.tsx";
import { AdminProductCard } from "./admin-product-card.tsx";
import { isSessionError } from "./errors.ts";
import { anyDraft } from "./form-values.ts";
import { PaginationBar } from "./pagination-bar.tsx";
import { ProductFilterBar } from "./product-filters.tsx";
import { ProductFormModal } from "./product-form-modal.tsx";
import { deleteProduct, getProduct, listProducts, NO_FILTERS, PER_PAGE, type ProductFilters } from "./products-api.ts";

/** Admin spec §9: the delete button unlocks after this wait. */
export const DELETE_WAIT_SECONDS = 10;

type Props = {
  brands: Brand[];
  categories: Category[];
  subcategories: Subcategory[];
  /** The first page the panel loaded with everything else (no second request on first view). */
  initialPage: ProductList | null;
  /** Bumped by the dashboard's 'add product': opens an empty form. */
  newProductRequest?: number;
  /** Catalogue changed (create, delete): the panel refreshes its counters. */
  onChanged?: () => void;
};

type Editing = { product: Product | null } | null;

const sameFilters = (a: ProductFilters, b: ProductFilters) =>
  a.search === b.search && a.brand === b.brand && a.category === b.category && a.stock === b.stock;

/** The products tab (admin spec §2): filters, card grid, pages, create / edit / delete. */
export function ProductsTab({
  brands,
  categories,
  subcategories,
  initialPage,
  newProductRequest = 0,
  onChanged,
}: Props) {
  const toast = useToast();
  const [filters, setFilters] = useState<ProductFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [list, setList] = useState<ProductList | null>(initialPage);
  const [loading, setLoading] = useState(initialPage === null);
  const [reloadToken, setReloadToken] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [draftProductId, setDraftProductId] = useState<number | null | undefined>(() => anyDraft()?.productId);
  const skipFirst = useRef(initialPage !== null);

  // Server-side filtering and paging; typing in the search waits a moment before asking.
  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    let live = true;
    setLoading(true);
    const timer = setTimeout(
      () => {
        listProducts(filters, page)
          .then((result) => {
            if (!live) return;
            // A page past the end (after a delete): go to the last one that exists.
            if (result.products.length === 0 && page > 1 && result.totalPages >= 1) setPage(result.totalPages);
            else setList(result);
          })
          .catch((err) => {
            if (live && !isSessionError(err))
              toast.error(err instanceof Error ? err.message : "Error al cargar productos");
          })
          .finally(() => live && setLoading(false));
      },
      filters.search ? 300 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [filters, page, reloadToken, toast]);

  const reload = useCallback(() => setReloadToken((n) => n + 1), []);

  useEffect(() => {
    if (newProductRequest > 0) setEditing({ product: null });
  }, [newProductRequest]);

  function changeFilters(next: ProductFilters) {
    setFilters(next);
    setPage(1);
  }

  async function openDraft() {
    if (draftProductId === undefined) return;
    if (draftProductId === null) return setEditing({ product: null });
    try {
      setEditing({ product: await getProduct(draftProductId) });
    } catch (err) {
      if (!isSessionError(err)) toast.error(err instanceof Error ? err.message : "Producto no encontrado");
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteProduct(deleting.id);
      toast.success("Producto eliminado correctamente");
      reload();
      onChanged?.();
    } catch (err) {
      if (!isSessionError(err)) {
        const detail = err instanceof Error && err.message ? err.message : "Error desconocido";
        toast.error(`Error al eliminar ${deleting.name}: ${detail}`);
      }
      throw err;
    }
  }

  const total = list?.total ?? 0;
  const filtered = !sameFilters(filters, NO_FILTERS);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white" data-testid="admin-products-heading">
          Productos ({total})
        </h2>
        <Button icon={<Plus size={16} aria-hidden />} onClick={() => setEditing({ product: null })}>
          Agregar producto
        </Button>
      </div>

      {draftProductId !== undefined && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <History size={18} aria-hidden />
          <span className="flex-1">Tienes cambios sin guardar de un producto, guardados cuando expiró la sesión.</span>
          <Button size="sm" onClick={() => void openDraft()}>
            Continuar editando
          </Button>
        </div>
      )}

      <ProductFilterBar value={filters} onChange={changeFilters} brands={brands} categories={categories} />

      <div aria-busy={loading} className="relative">
        {loading && !list ? (
          <LoadingState>Cargando productos...</LoadingState>
        ) : list && list.products.length > 0 ? (
          <div className={`space-y-5 ${loading ? "opacity-60" : ""}`}>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {list.products.map((p) => (
                <AdminProductCard
                  key={p.id}
                  product={p}
                  onEdit={() => setEditing({ product: p })}
                  onDelete={() => setDeleting(p)}
                />
              ))}
            </div>
            <PaginationBar
              page={list.page}
              totalPages={list.totalPages}
              perPage={list.perPage || PER_PAGE}
              total={list.total}
              onPage={setPage}
            />
          </div>
        ) : (
          <EmptyState
            icon={<PackageSearch size={40} />}
            title="No se encontraron productos"
            action={
              filtered ? (
                <Button variant="secondary" onClick={() => changeFilters(NO_FILTERS)}>
                  Limpiar filtros
                </Button>
              ) : undefined
            }
          >
            {filtered
              ? "Ningún producto coincide con los filtros seleccionados."
              : "Aún no hay productos en el catálogo."}
          </EmptyState>
        )}
      </div>

      {editing && (
        <ProductFormModal
          key={editing.product?.id ?? "new"}
          product={editing.product}
          brands={brands}
          categories={categories}
          subcategories={subcategories}
          onClose={() => {
            setEditing(null);
            setDraftProductId(anyDraft()?.productId);
          }}
          onCreated={() => {
            setEditing(null);
            setDraftProductId(anyDraft()?.productId);
            reload();
            onChanged?.();
          }}
          onUpdated={(saved) => {
            setEditing({ product: saved });
            setDraftProductId(anyDraft()?.productId);
            reload();
          }}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar producto"
        description={
          deleting ? (
            <>
              ¿Seguro que deseas eliminar <strong>{deleting.name}</strong> (SKU {deleting.sku})? También se eliminarán
              sus características, aplicaciones, accesorios y relaciones. Esta acción no se puede deshacer.
            </>
          ) : undefined
        }
        confirmLabel="Eliminar"
        waitSeconds={DELETE_WAIT_SECONDS}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

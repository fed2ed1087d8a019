import { History, PackageSearch, Plus } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Brand, Category, Product, ProductList, Subcategory } from "../../../../contracts/catalog.ts";
import { Button } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { LoadingState } from "../../../ui/spinner.tsx";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { adminPath } from "../../kit/admin-tabs.ts";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { useCatalogWriter } from "../../kit/use-catalog-writer.ts";
import { useToast } from "../../../ui/toast-provider.tsx";
import { listWithAccessoriesCount, onAccessoriesCount } from "./accessories-count.ts";
import { AdminProductCard } from "./admin-product-card.tsx";
import { isSessionError } from "../../kit/use-api-failure.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { anyDraft } from "./form-values.ts";
import { PaginationBar } from "./pagination-bar.tsx";
import { ProductFilterBar } from "./product-filters.tsx";
import { ProductFormModal } from "./product-form-modal.tsx";
import { deleteProduct, getProduct, listProducts, NO_FILTERS, PER_PAGE, type ProductFilters } from "./products-api.ts";
import { parseProductsQuery, productsQueryString, type ProductsQuery } from "./products-query.ts";

/** Admin spec §9: the delete button unlocks after this wait. */
export const DELETE_WAIT_SECONDS = 10;

type Props = {
  brands: Brand[];
  categories: Category[];
  subcategories: Subcategory[];
  /** The first page the panel loaded with everything else (no second request on first view). */
  initialPage: ProductList | null;
  /** Catalogue changed (create, delete): the panel refreshes its counters. */
  onChanged?: () => void;
};

const SEARCH_DEBOUNCE_MS = 300;

const sameFilters = (a: ProductFilters, b: ProductFilters) =>
  a.search === b.search && a.brand === b.brand && a.category === b.category && a.stock === b.stock;

/** Changes the tab's address; `replace` for steps that should not pile up in the history. */
function useGoTo() {
  const navigate = useNavigate();
  return useCallback(
    (next: ProductsQuery, replace = false) =>
      void navigate({ pathname: adminPath("productos"), search: productsQueryString(next) }, { replace }),
    [navigate],
  );
}

/** The search box's text: typed freely, written to the address once typing pauses. */
function useSearchText(state: ProductsQuery, go: (next: ProductsQuery, replace?: boolean) => void) {
  const [text, setText] = useState(state.filters.search);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The address changed another way (back button, 'Limpiar filtros'): show its search.
  useEffect(() => setText(state.filters.search), [state.filters.search]);
  useEffect(() => {
    if (settled === text && settled !== state.filters.search)
      go({ filters: { ...state.filters, search: settled }, page: 1, editing: state.editing }, true);
  }, [settled, text, state, go]);
  return [text, setText] as const;
}

/** The product whose form the address names, fetched when it is not on the current page. */
function useEditedProduct(editing: ProductsQuery["editing"], list: ProductList | null, onMissing: () => void) {
  const toast = useToast();
  const [product, setProduct] = useState<Product | null>(null);
  const onMissingRef = useRef(onMissing);
  useEffect(() => {
    onMissingRef.current = onMissing;
  }, [onMissing]);
  useEffect(() => {
    if (typeof editing !== "number" || product?.id === editing) return;
    const shown = list?.products.find((p) => p.id === editing);
    if (shown) return setProduct(shown);
    let live = true;
    getProduct(editing)
      .then((found) => live && setProduct(found))
      .catch((err) => {
        if (!live) return;
        if (!isSessionError(err)) toast.error(err instanceof Error ? err.message : "Producto no encontrado");
        onMissingRef.current();
      });
    return () => {
      live = false;
    };
  }, [editing, list, product, toast]);
  return [product, setProduct] as const;
}

/** The products tab (admin spec §2): filters, card grid, pages, create / edit / delete. */
export function ProductsTab({ brands, categories, subcategories, initialPage, onChanged }: Props) {
  const query = useLocation().search;
  const toast = useToast();
  const { run } = usePanelWrite<"delete">();
  const writer = useCatalogWriter();
  const state = useMemo(() => parseProductsQuery(query), [query]);
  const { filters, page, editing } = state;
  const go = useGoTo();
  const [searchText, setSearchText] = useSearchText(state, go);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [draftProductId, setDraftProductId] = useState<number | null | undefined>(() => anyDraft()?.productId);
  const firstPage = page === 1 && sameFilters(filters, NO_FILTERS);
  const closeForm = useCallback(() => go({ ...state, editing: null }, true), [go, state]);
  // Server-side filtering and paging (the search already waited for typing to pause). Keyed on the
  // list's part of the address only: opening a form must not reload the list.
  const listQuery = productsQueryString({ filters, page, editing: null });
  const products = useAdminQuery(
    listQuery,
    async () => {
      const wanted = parseProductsQuery(listQuery);
      const result = await listProducts(wanted.filters, wanted.page);
      // A page past the end (after a delete): go to the last one that exists.
      if (result.products.length === 0 && wanted.page > 1 && result.totalPages >= 1)
        go({ ...wanted, page: result.totalPages }, true);
      return result;
    },
    "Error al cargar productos",
    { initial: firstPage ? initialPage : null },
  );
  const { data: list, loading, error, update } = products;
  const reload = () => void products.reload();
  useEffect(() => {
    if (error) toast.error(error);
  }, [error, toast]);
  // A product's accessories changed inside its form: its card shows the new count (issue 14 #8).
  useEffect(
    () => onAccessoriesCount((change) => update((current) => listWithAccessoriesCount(current, change))),
    [update],
  );
  const [editedProduct, setEditedProduct] = useEditedProduct(editing, list, closeForm);

  function changeFilters(next: ProductFilters) {
    if (next.search !== searchText) return setSearchText(next.search);
    if (!sameFilters(next, filters)) go({ filters: next, page: 1, editing: null });
  }

  function edit(product: Product | null) {
    setEditedProduct(product);
    go({ ...state, editing: product ? product.id : "new" });
  }

  async function openDraft() {
    if (draftProductId === undefined) return;
    go({ ...state, editing: draftProductId ?? "new" });
  }

  async function confirmDelete() {
    if (!deleting) return;
    await run("delete", () => deleteProduct(deleting.id), {
      success: "Producto eliminado correctamente",
      failure: `Error al eliminar ${deleting.name}`,
      prefixFailure: true,
      rethrow: true,
      then: () => {
        reload();
        onChanged?.();
      },
    });
  }

  const total = list?.total ?? 0;
  const filtered = !sameFilters(filters, NO_FILTERS);
  // 'ventas' may open a product from its address (read-only), never a new one.
  const formProduct =
    editing === "new"
      ? writer
        ? null
        : undefined
      : editing !== null && editedProduct?.id === editing
        ? editedProduct
        : undefined;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white" data-testid="admin-products-heading">
          Productos ({total})
        </h2>
        {writer && (
          <Button icon={<Plus size={16} aria-hidden />} onClick={() => edit(null)}>
            Agregar producto
          </Button>
        )}
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

      <ProductFilterBar
        value={{ ...filters, search: searchText }}
        onChange={changeFilters}
        brands={brands}
        categories={categories}
      />

      <div aria-busy={loading} className="relative">
        {loading && !list ? (
          <LoadingState>Cargando productos...</LoadingState>
        ) : list && list.products.length > 0 ? (
          <div className={`space-y-5 ${loading ? "opacity-60" : ""}`}>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {list.products.map((p) => (
                <AdminProductCard key={p.id} product={p} onEdit={() => edit(p)} onDelete={() => setDeleting(p)} />
              ))}
            </div>
            <PaginationBar
              page={list.page}
              totalPages={list.totalPages}
              perPage={list.perPage || PER_PAGE}
              total={list.total}
              onPage={(next) => go({ ...state, page: next })}
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

      {formProduct !== undefined && (
        <ProductFormModal
          key={formProduct?.id ?? "new"}
          product={formProduct}
          brands={brands}
          categories={categories}
          subcategories={subcategories}
          onClose={() => {
            closeForm();
            setDraftProductId(anyDraft()?.productId);
          }}
          onCreated={(created) => {
            // Stay on the new product: its other tabs (features, documents…) open only once it is saved.
            setEditedProduct(created);
            go({ ...state, editing: created.id }, true);
            setDraftProductId(anyDraft()?.productId);
            reload();
            onChanged?.();
          }}
          onUpdated={(saved) => {
            setEditedProduct(saved);
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

import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import type { AccessoryLink, Product } from "../../../../contracts/catalog.ts";
import { Button } from "../../../ui/button.tsx";
import { ProductImage } from "../../../ui/product-image.tsx";
import { notifySessionExpired } from "../../../lib/session-expiry.ts";
import { STORAGE_KEYS, storage } from "../../../lib/storage.ts";
import { useToast } from "../../../ui/toast-provider.tsx";
import { announceAccessoriesCount } from "./accessories-count.ts";
import { isSessionError } from "../../kit/use-api-failure.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { addAccessory, deleteAccessory, listAccessories } from "./products-api.ts";
import { ProductPicker } from "./product-picker.tsx";
import { RemovableList } from "./removable-list.tsx";
import { useProductSubList } from "./use-product-sub-list.ts";

const NOT_SIGNED_IN = "Debes estar autenticado para gestionar accesorios";

/** Accessories of a saved product (admin spec §4, §5, §8). */
export function AccessoriesTab({ productId }: { productId: number }) {
  const toast = useToast();
  const [picking, setPicking] = useState(false);
  const [selected, setSelected] = useState<Map<number, Product>>(new Map());
  const { busy, run } = usePanelWrite<"add" | "remove">();

  const { items, reload } = useProductSubList(
    productId,
    async () => {
      const list = await listAccessories(productId);
      // The grid behind the form shows this count on the product's card: keep it current.
      announceAccessoriesCount({ productId, count: list.length });
      return list;
    },
    "Error al cargar accesorios",
  );

  const taken = useMemo(() => new Set((items ?? []).map((a) => a.accessory_product_id)), [items]);

  function signedIn() {
    if (storage.get(STORAGE_KEYS.user)) return true;
    toast.error(NOT_SIGNED_IN);
    notifySessionExpired();
    return false;
  }

  function toggle(p: Product) {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(p.id)) next.delete(p.id);
      else next.set(p.id, p);
      return next;
    });
  }

  async function addSelected() {
    if (!signedIn()) return;
    const ids = [...selected.keys()].filter((id) => id !== productId && !taken.has(id));
    if (ids.length === 0) {
      toast.error("Selecciona al menos un producto para agregar como accesorio");
      return;
    }
    // Admin spec §4: one request per selected product; the write fails only when none was added.
    const result = await run(
      "add",
      async () => {
        const results = await Promise.allSettled(ids.map((id) => addAccessory(productId, id)));
        const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((f) => f.reason);
        const session = failed.find(isSessionError);
        if (session || failed.length === ids.length) throw session ?? failed[0];
        return failed.length;
      },
      {
        success: (failedCount) => {
          const done = ids.length - failedCount;
          if (failedCount > 0) return null;
          return done === 1 ? "Accesorio agregado correctamente" : `${done} accesorios agregados correctamente`;
        },
        failure: "No se pudo agregar ningún accesorio",
        prefixFailure: true,
      },
    );
    if (!result.ok && isSessionError(result.error)) return;
    if (result.ok && result.value > 0) toast.warning(`${result.value} accesorios no se pudieron agregar`);
    setSelected(new Map());
    if (result.ok) setPicking(false);
    await reload();
  }

  async function remove(deleting: AccessoryLink) {
    if (!signedIn()) return;
    await run("remove", () => deleteAccessory(deleting.id), {
      success: "Accesorio eliminado correctamente",
      failure: "Error al eliminar accesorio",
      prefixFailure: true,
      rethrow: true,
      then: reload,
    });
  }

  return (
    <div className="space-y-5" data-testid="accessories-tab">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900 dark:text-white">Accesorios ({items?.length ?? 0})</h3>
        {!picking && (
          <Button size="sm" icon={<Plus size={16} aria-hidden />} onClick={() => signedIn() && setPicking(true)}>
            Agregar accesorios
          </Button>
        )}
      </div>

      {picking && (
        <div className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <ProductPicker
            selfId={productId}
            taken={taken}
            takenLabel="Ya es accesorio"
            selected={new Set(selected.keys())}
            onToggle={toggle}
            label="Buscar productos para agregar como accesorio"
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => (setPicking(false), setSelected(new Map()))}>
              Cancelar
            </Button>
            <Button onClick={addSelected} loading={busy === "add"}>
              Agregar seleccionados ({selected.size})
            </Button>
          </div>
        </div>
      )}

      <RemovableList
        items={items}
        empty="Este producto aún no tiene accesorios."
        itemTestId="accessory-item"
        removeLabel={(a) => `Quitar accesorio ${a.accessoryProduct.name}`}
        confirm={{
          title: "Quitar accesorio",
          confirmLabel: "Quitar",
          description: (a) => `¿Quitar «${a.accessoryProduct.name}» de los accesorios?`,
        }}
        onRemove={remove}
      >
        {(a) => (
          <>
            <ProductImage
              src={a.accessoryProduct.main_image}
              alt=""
              width={48}
              height={48}
              className="h-12 w-12 rounded object-contain"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate font-medium text-slate-900 dark:text-white">{a.accessoryProduct.name}</p>
              <p className="text-slate-600 dark:text-slate-300">
                SKU: {a.accessoryProduct.sku}
                {a.accessoryProduct.brand ? ` · ${a.accessoryProduct.brand.name}` : ""}
              </p>
            </div>
          </>
        )}
      </RemovableList>
    </div>
  );
}

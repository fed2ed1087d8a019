import { PackagePlus, Plus } from "lucide-react";
import { useState } from "react";
import type { Product } from "../../../../contracts/catalog.ts";
import { Button } from "../../../ui/button.tsx";
import { ProductPicker } from "../products/product-picker.tsx";

/** Adds lines: catalogue products through the accessories' picker, or a free-text line. */
export function QuoteAddLines({
  inQuote,
  onAddProducts,
  onAddFreeText,
}: {
  /** Products already on a line: offered disabled, so one is not added twice by mistake. */
  inQuote: Set<number>;
  onAddProducts: (products: Product[]) => void;
  onAddFreeText: () => void;
}) {
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<Map<number, Product>>(new Map());

  function toggle(p: Product) {
    setChosen((m) => {
      const next = new Map(m);
      if (next.has(p.id)) next.delete(p.id);
      else next.set(p.id, p);
      return next;
    });
  }

  function add() {
    onAddProducts([...chosen.values()]);
    setChosen(new Map());
    setPicking(false);
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          icon={<PackagePlus size={14} aria-hidden />}
          aria-expanded={picking}
          onClick={() => setPicking((v) => !v)}
        >
          Agregar del catálogo
        </Button>
        <Button size="sm" variant="secondary" icon={<Plus size={14} aria-hidden />} onClick={onAddFreeText}>
          Agregar línea libre
        </Button>
      </div>
      {picking && (
        <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid="quote-picker">
          <ProductPicker
            selfId={0}
            taken={inQuote}
            takenLabel="Ya en la cotización"
            selected={new Set(chosen.keys())}
            onToggle={toggle}
          />
          <div className="mt-3 flex justify-end gap-2">
            <Button size="sm" variant="secondary" onClick={() => setPicking(false)}>
              Cancelar
            </Button>
            <Button size="sm" disabled={chosen.size === 0} onClick={add}>
              Agregar seleccionados
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

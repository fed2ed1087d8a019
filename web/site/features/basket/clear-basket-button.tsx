import { Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../../ui/button.tsx";

// The dialog (Radix) loads on the first click: most visits to the basket never empty it.
const ConfirmDialog = lazy(() => import("../../../ui/confirm-dialog.tsx").then((m) => ({ default: m.ConfirmDialog })));

type Props = { lineCount: number; onClear: () => void };

/** 'Vaciar cotización' asks first: one slip would lose a basket that took a while to build. */
export function ClearBasketButton({ lineCount, onClear }: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="quiet"
        onClick={() => setAsking(true)}
        data-testid="quote-clear"
        icon={<Trash2 size={16} aria-hidden />}
      >
        Vaciar cotización
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setAsking(false)}
            title="¿Vaciar la cotización?"
            description={
              lineCount === 1
                ? "Se quitará el producto de tu cotización."
                : `Se quitarán los ${lineCount} productos de tu cotización.`
            }
            confirmLabel="Vaciar"
            onConfirm={onClear}
          />
        </Suspense>
      )}
    </>
  );
}

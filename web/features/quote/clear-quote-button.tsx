import { Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";

// The dialog (Radix) loads on the first click: most visits to the basket never empty it.
const ConfirmDialog = lazy(() =>
  import("../../components/ui/confirm-dialog.tsx").then((m) => ({ default: m.ConfirmDialog })),
);

type Props = { lineCount: number; onClear: () => void; className: string };

/** 'Vaciar cotización' asks first: one slip would lose a basket that took a while to build. */
export function ClearQuoteButton({ lineCount, onClear, className }: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={className} data-testid="quote-clear">
        <Trash2 size={16} aria-hidden /> Vaciar cotización
      </button>
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

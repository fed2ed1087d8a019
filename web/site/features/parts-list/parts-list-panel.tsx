import { FileSpreadsheet } from "lucide-react";
import { Suspense, lazy, useId, useState } from "react";
import { DisclosureButton } from "../../../ui/disclosure-button.tsx";
import { LoadingState } from "../../../ui/spinner.tsx";

const loadEditor = () => import("./parts-list-editor.tsx");
const PartsListEditor = lazy(loadEditor);

/**
 * 'Cargar lista de materiales' on /cotizacion (issue 12): a disclosure whose body is loaded on
 * first open (or hover/focus of the button), so the basket page's first load does not grow.
 */
export function PartsListPanel() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-surface-dark"
      data-testid="parts-list-panel"
    >
      <h2 className="text-lg font-semibold">
        <DisclosureButton
          look="heading"
          open={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          onPointerEnter={loadEditor}
          onFocus={loadEditor}
        >
          <FileSpreadsheet size={20} aria-hidden className="shrink-0 text-primary-700 dark:text-primary-300" />
          <span className="flex-1">Cargar lista de materiales</span>
        </DisclosureButton>
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        ¿Tienes una lista de códigos? Pégala o sube tu Excel y la convertimos en tu cotización.
      </p>
      <div id={id} hidden={!open} className="mt-4">
        {open && (
          <Suspense fallback={<LoadingState>Cargando...</LoadingState>}>
            <PartsListEditor />
          </Suspense>
        )}
      </div>
    </section>
  );
}

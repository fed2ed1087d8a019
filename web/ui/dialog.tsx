/**
 * Dialog — an accessible modal (Radix: focus trap, focus returned to the opener, Escape and
 * outside click close, title announced). Maximum height 90vh; the body scrolls inside.
 *
 *   <Dialog open={open} onOpenChange={setOpen} title="Nueva categoría" description="..."
 *           size="md" dirty={formChanged}
 *           footer={<><Button variant="secondary" onClick={() => setOpen(false)}>Cancelar</Button>
 *                     <Button type="submit" form="category-form">Guardar</Button></>}>
 *     <form id="category-form" onSubmit={...}>...</form>
 *   </Dialog>
 *
 * Props:
 *   open, onOpenChange(open)   controlled state (required)
 *   title                      heading text (required; also the accessible name)
 *   description?               text under the title (also the accessible description)
 *   size?                      "sm" | "md" (default) | "lg" | "xl"
 *   dirty?                     when true, Escape / outside click / the X button ask
 *                              '¿Descartar los cambios?' before closing, so typed input is never
 *                              lost silently. Closing from your own buttons is up to you:
 *                              call `onOpenChange(false)` (no question) or use `requestClose`.
 *   footer?                    actions row, stays visible below the scrolling body
 *   headerExtra?               node shown at the right of the title (before the X)
 *   initialFocus?              ref focused on open instead of the first focusable element
 *
 * useDialogClose(): inside a Dialog's children or footer, returns `requestClose()`, which closes
 * it through the same dirty check as Escape (use it for 'Cancelar').
 */
import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { createContext, useCallback, useContext, useRef, useState, type ReactNode, type RefObject } from "react";
import { Button } from "./button.tsx";

export type DialogSize = "sm" | "md" | "lg" | "xl";

const widths: Record<DialogSize, string> = {
  sm: "max-w-md",
  md: "max-w-2xl",
  lg: "max-w-4xl",
  xl: "max-w-6xl",
};

export const overlayClass = "fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[1px]";
export const panelClass =
  "fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-slate-200 bg-white shadow-xl focus:outline-none dark:border-slate-700 dark:bg-surface-dark";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: DialogSize;
  dirty?: boolean;
  footer?: ReactNode;
  headerExtra?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
  /** Extra attributes for the panel (e.g. data-testid). */
  panelProps?: Record<string, string>;
};

const CloseContext = createContext<() => void>(() => {});

/**
 * Focus back to whatever was focused when the dialog opened. Radix only does this for its own
 * <Dialog.Trigger>; our dialogs open from state, so they remember the opener themselves.
 */
export function useReturnFocus(initialFocus?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (e: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (initialFocus?.current) {
        e.preventDefault();
        initialFocus.current.focus();
      }
    },
    onCloseAutoFocus: (e: Event) => {
      e.preventDefault();
      const el = opener.current;
      if (el?.isConnected) el.focus();
    },
  };
}
export const useDialogClose = () => useContext(CloseContext);

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = "md",
  dirty = false,
  footer,
  headerExtra,
  initialFocus,
  children,
  panelProps,
}: Props) {
  const [asking, setAsking] = useState(false);
  const focus = useReturnFocus(initialFocus);

  const requestClose = useCallback(() => {
    if (dirty) setAsking(true);
    else onOpenChange(false);
  }, [dirty, onOpenChange]);

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else requestClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClass} />
        <RadixDialog.Content
          className={`${panelClass} ${widths[size]}`}
          {...focus}
          {...(description ? {} : { "aria-describedby": undefined })}
          {...panelProps}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-700">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
                {title}
              </RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <div className="flex shrink-0 items-center gap-2">
              {headerExtra}
              <RadixDialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Cerrar">
                  <X size={18} aria-hidden />
                </Button>
              </RadixDialog.Close>
            </div>
          </div>
          <CloseContext.Provider value={requestClose}>
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
            {footer && (
              <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3 dark:border-slate-700">
                {footer}
              </div>
            )}
          </CloseContext.Provider>
          {/* Inside the panel so Radix stacks it as a child layer (Escape closes only it). */}
          <DiscardChangesDialog
            open={asking}
            onKeep={() => setAsking(false)}
            onDiscard={() => {
              setAsking(false);
              onOpenChange(false);
            }}
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The question a dirty Dialog asks before closing. */
function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const focus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onKeep()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={`${overlayClass} z-[60]`} />
        <RadixDialog.Content role="alertdialog" className={`${panelClass} z-[60] max-w-md p-5`} {...focus}>
          <RadixDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
            ¿Descartar los cambios?
          </RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            Hay cambios sin guardar. Si cierras ahora se perderán.
          </RadixDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="secondary" onClick={onKeep} autoFocus>
              Seguir editando
            </Button>
            <Button variant="danger" onClick={onDiscard}>
              Descartar cambios
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

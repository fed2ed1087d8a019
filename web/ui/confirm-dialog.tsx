/**
 * ConfirmDialog — asks before something destructive (role="alertdialog"; Escape / Cancelar close).
 *
 *   <ConfirmDialog open={!!target} onOpenChange={(o) => !o && setTarget(null)}
 *     title="Eliminar categoría" description={<>¿Eliminar <strong>{name}</strong>?</>}
 *     confirmLabel="Eliminar" tone="danger" onConfirm={async () => { await remove(); }} />
 *
 * Props:
 *   open, onOpenChange(open)   controlled state (required)
 *   title                      heading (required)
 *   description?               body text / node
 *   confirmLabel?              default 'Confirmar';  cancelLabel? default 'Cancelar'
 *   tone?                      "danger" (default) | "primary"
 *   onConfirm()                may return a promise: the button shows a spinner meanwhile and the
 *                              dialog closes when it resolves; if it throws (or returns false)
 *                              the dialog stays open (show your own toast).
 *   waitSeconds?               the confirm button is disabled for this many seconds after opening,
 *                              with a visible countdown ('Eliminar (7)').
 *   children?                  extra content under the description (e.g. a text input); use
 *                              `confirmDisabled` to gate the button on it.
 *   confirmDisabled?           extra condition that keeps the confirm button disabled.
 */
import * as RadixDialog from "@radix-ui/react-dialog";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "./button.tsx";
import { overlayClass, panelClass, useReturnFocus } from "./dialog.tsx";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: "danger" | "primary";
  onConfirm: () => unknown;
  waitSeconds?: number;
  confirmDisabled?: boolean;
  children?: ReactNode;
};

/** Seconds left before the button unlocks; restarts whenever the dialog opens. */
function useCountdown(open: boolean, seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!open) return;
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [open, seconds]);
  return open ? left : seconds;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = "Confirmar",
  cancelLabel = "Cancelar",
  tone = "danger",
  onConfirm,
  waitSeconds = 0,
  confirmDisabled = false,
  children,
}: Props) {
  const [busy, setBusy] = useState(false);
  const left = useCountdown(open, waitSeconds);
  const focus = useReturnFocus();
  const waiting = left > 0;

  async function confirm() {
    setBusy(true);
    try {
      const result = await onConfirm();
      if (result !== false) onOpenChange(false);
    } catch {
      // The caller reported the failure; the dialog stays so the user can retry or cancel.
    } finally {
      setBusy(false);
    }
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={`${overlayClass} z-[60]`} />
        <RadixDialog.Content
          role="alertdialog"
          className={`${panelClass} z-[60] max-w-md p-5`}
          {...focus}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <RadixDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </RadixDialog.Title>
          {description && (
            <RadixDialog.Description asChild>
              <div className="mt-2 text-sm text-slate-600 dark:text-slate-300">{description}</div>
            </RadixDialog.Description>
          )}
          {children && <div className="mt-3">{children}</div>}
          {waiting && (
            <p className="mt-3 text-sm font-medium text-amber-700 dark:text-amber-300" data-testid="confirm-countdown">
              Podrás confirmar en {left} {left === 1 ? "segundo" : "segundos"}.
            </p>
          )}
          <div className="mt-5 flex justify-end gap-2">
            <RadixDialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </RadixDialog.Close>
            <Button
              variant={tone === "danger" ? "danger" : "primary"}
              onClick={confirm}
              loading={busy}
              disabled={waiting || confirmDisabled}
            >
              {waiting ? `${confirmLabel} (${left})` : confirmLabel}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

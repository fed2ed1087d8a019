import * as RadixDialog from "@radix-ui/react-dialog";
import { ExternalLink, Send } from "lucide-react";
import type { QuoteView } from "../../../../contracts/quotes.ts";
import { Button, buttonClass } from "../../../ui/button.tsx";
import { overlayClass, panelClass, useReturnFocus } from "../../../ui/dialog.tsx";
import { previewPdfUrl } from "./quotes-api.ts";

/**
 * 'Enviar al cliente' asks first: the saved draft's PDF as the customer will get it, framed from
 * the staff-only preview route (the one API answer the panel may frame, ADR 043), then the send.
 * Over an accepted version it also says that acceptance lapses.
 */
export function QuoteSendPreview({
  quote,
  acceptedLabel,
  busy,
  onCancel,
  onConfirm,
}: {
  /** The saved draft; null: closed. */
  quote: QuoteView | null;
  /** The accepted version this send sets aside, if any. */
  acceptedLabel: string | null;
  /** The send is under way (the caller's write): the dialog waits for it. */
  busy: boolean;
  onCancel: () => void;
  /** Sends; a failure is the caller's to report, and the dialog stays open. */
  onConfirm: () => void;
}) {
  const focus = useReturnFocus();
  // The draft's last save is part of the address: a new save is a new preview, never a stale one.
  const src = quote ? previewPdfUrl(quote) : "";

  return (
    <RadixDialog.Root open={quote !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={`${overlayClass} z-[60]`} />
        <RadixDialog.Content
          className={`${panelClass} z-[60] max-w-4xl p-5`}
          {...focus}
          data-testid="quote-send-preview"
        >
          <RadixDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
            Revisa la cotización antes de enviarla
          </RadixDialog.Title>
          <RadixDialog.Description asChild>
            <div className="mt-1 space-y-2 text-sm text-slate-600 dark:text-slate-300">
              <p>
                Este es el PDF que recibirá el cliente{quote ? ` (${quote.customer.name})` : ""}. Al confirmar se envía
                por correo y la versión ya no cambia.
              </p>
              {acceptedLabel && (
                <p className="font-medium text-amber-800 dark:text-amber-200" data-testid="quote-send-over-accepted">
                  El cliente ya aceptó la versión anterior: al enviar esta versión, la aceptación de{" "}
                  <strong>{acceptedLabel}</strong> queda sin efecto y el cliente tendrá que aceptar de nuevo. La
                  conversación lo registrará.
                </p>
              )}
            </div>
          </RadixDialog.Description>
          <div className="mt-3 min-h-0 flex-1">
            {quote && (
              <iframe
                src={src}
                title={`Vista previa del PDF de ${quote.reference}`}
                className="h-[60vh] w-full rounded-lg border border-slate-200 bg-slate-100 dark:border-slate-700"
                data-testid="quote-preview-frame"
              />
            )}
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
            {/* Phones and browsers without a built-in PDF viewer open it on its own. */}
            <a
              href={src}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("ghost", "sm", "gap-1.5")}
              data-testid="quote-preview-open"
            >
              <ExternalLink size={14} aria-hidden /> Abrir el PDF en una pestaña nueva
            </a>
            <div className="flex gap-2">
              <RadixDialog.Close asChild>
                <Button variant="secondary" disabled={busy}>
                  Volver al borrador
                </Button>
              </RadixDialog.Close>
              <Button icon={<Send size={16} aria-hidden />} loading={busy} onClick={onConfirm}>
                {acceptedLabel ? "Enviar de todos modos" : "Confirmar y enviar"}
              </Button>
            </div>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

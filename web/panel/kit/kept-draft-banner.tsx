import { History } from "lucide-react";
import { Button } from "../../ui/button.tsx";
import { formatShortDateTime, type TimeZoneChoice } from "../../lib/format.ts";

/**
 * Work kept when the session expired, offered back when the same form opens again: the product
 * form and the quote editor say it the same way. `of` names what was being edited.
 */
export function KeptDraftBanner({
  of,
  savedAt,
  zone,
  testId,
  className = "",
  onRestore,
  onDiscard,
}: {
  of: "este formulario" | "esta cotización";
  savedAt: string;
  zone?: TimeZoneChoice;
  testId: string;
  className?: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      role="status"
      className={`flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100 ${className}`}
      data-testid={testId}
    >
      <History size={18} aria-hidden />
      <span className="flex-1">
        Hay cambios sin guardar de {of} ({formatShortDateTime(savedAt, zone)}), guardados cuando expiró la sesión.
      </span>
      <Button size="sm" onClick={onRestore}>
        Recuperar cambios
      </Button>
      <Button size="sm" variant="ghost" onClick={onDiscard}>
        Descartar
      </Button>
    </div>
  );
}

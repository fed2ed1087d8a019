import { Copy } from "lucide-react";
import { Button } from "../../../ui/button.tsx";
import { Input } from "../../../ui/field.tsx";
import { useToast } from "../../../ui/toast-provider.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { statusLink } from "./quotes-api.ts";

/** The customer's status page link, shown (selectable) and copied with one click. */
export function QuoteStatusLink({ quotationId }: { quotationId: number }) {
  const toast = useToast();
  const link = useAdminQuery(String(quotationId), () => statusLink(quotationId), "", { keepPrevious: false });
  // "": it could not be loaded (a 401 included: the panel is signing out anyway).
  const url = link.data ?? (link.loading ? null : "");

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Enlace copiado");
    } catch {
      // Clipboard access can be refused (plain http, permissions): the link stays selectable.
      toast.error("No se pudo copiar: selecciona el enlace y cópialo");
    }
  }

  if (url === "") return <p className="text-sm text-red-700 dark:text-red-300">No se pudo cargar el enlace.</p>;
  return (
    <div className="flex flex-wrap gap-2 sm:flex-nowrap">
      <Input
        readOnly
        aria-label="Enlace de estado"
        value={url ?? "Cargando..."}
        onFocus={(e) => e.target.select()}
        data-testid="quote-status-link"
      />
      <Button variant="secondary" icon={<Copy size={14} aria-hidden />} disabled={!url} onClick={() => void copy()}>
        Copiar enlace
      </Button>
    </div>
  );
}

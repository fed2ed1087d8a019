import { Database, FileDown, FileSpreadsheet, Trash2 } from "lucide-react";
import { useState } from "react";
import { CLEAR_CONFIRMATION_PHRASE, IMPORT_MESSAGES } from "../../../../contracts/import-export.ts";
import { Button } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { Field, Input } from "../../../ui/field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { isSessionError } from "../../kit/use-api-failure.ts";
import { useToast } from "../../../ui/toast-provider.tsx";
import { clearProducts, downloadCsvTemplate, downloadXlsxTemplate, exportProducts } from "./import-api.ts";

export const CLEAR_TOAST_MS = 6000;

/**
 * Export the database, wipe the products (behind the phrase), download the templates;
 * `exportOnly` for 'ventas', whom the server allows the export alone.
 */
export function SystemActions({ onChanged, exportOnly = false }: { onChanged?: () => void; exportOnly?: boolean }) {
  const toast = useToast();
  const [busy, setBusy] = useState<"export" | "csv" | "xlsx" | null>(null);
  const [clearing, setClearing] = useState(false);
  const [phrase, setPhrase] = useState("");

  async function run(kind: "export" | "csv" | "xlsx") {
    setBusy(kind);
    try {
      if (kind === "export") await exportProducts();
      else if (kind === "csv") await downloadCsvTemplate();
      else await downloadXlsxTemplate();
    } catch (err) {
      if (isSessionError(err)) return;
      if (kind === "export") {
        // A server answer means the products could not be read; anything else broke the file itself.
        toast.error(
          err instanceof ApiError && err.status > 0 ? IMPORT_MESSAGES.exportFetchFailed : IMPORT_MESSAGES.exportFailed,
        );
      } else {
        toast.error(err instanceof Error ? err.message : "Error al descargar la plantilla");
      }
    } finally {
      setBusy(null);
    }
  }

  async function clear() {
    try {
      const res = await clearProducts(phrase);
      toast.success(res.data.message || IMPORT_MESSAGES.cleared(res.data.deleted_count), CLEAR_TOAST_MS);
      setPhrase("");
      onChanged?.();
      return true;
    } catch (err) {
      if (isSessionError(err)) return true;
      const detail = err instanceof Error && err.message ? `: ${err.message}` : "";
      toast.error(`${IMPORT_MESSAGES.clearFailed}${detail}`, CLEAR_TOAST_MS);
      return false;
    }
  }

  return (
    <Card title="Acciones del sistema">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Button
          variant="secondary"
          icon={<Database size={16} aria-hidden />}
          loading={busy === "export"}
          onClick={() => void run("export")}
        >
          Exportar base de datos
        </Button>
        {!exportOnly && (
          <>
            <Button
              variant="secondary"
              icon={<FileDown size={16} aria-hidden />}
              loading={busy === "csv"}
              onClick={() => void run("csv")}
            >
              Descargar plantilla CSV
            </Button>
            <Button
              variant="secondary"
              icon={<FileSpreadsheet size={16} aria-hidden />}
              loading={busy === "xlsx"}
              onClick={() => void run("xlsx")}
            >
              Descargar plantilla Excel
            </Button>
            <Button variant="danger" icon={<Trash2 size={16} aria-hidden />} onClick={() => setClearing(true)}>
              Limpiar productos
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={clearing && !exportOnly}
        onOpenChange={(open) => {
          setClearing(open);
          if (!open) setPhrase("");
        }}
        title="Eliminar todos los productos"
        description={
          <>
            Se eliminarán todos los productos del catálogo con sus características, aplicaciones, accesorios y productos
            relacionados. Esta acción no se puede deshacer. Para confirmar escribe exactamente{" "}
            <strong className="font-mono">{CLEAR_CONFIRMATION_PHRASE}</strong>.
          </>
        }
        confirmLabel="Eliminar productos"
        confirmDisabled={phrase !== CLEAR_CONFIRMATION_PHRASE}
        onConfirm={clear}
      >
        <Field label="Texto de confirmación">
          {(p) => (
            <Input
              {...p}
              value={phrase}
              onChange={(e) => setPhrase(e.target.value)}
              placeholder={CLEAR_CONFIRMATION_PHRASE}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
      </ConfirmDialog>
    </Card>
  );
}

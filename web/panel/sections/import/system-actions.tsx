import { Database, FileDown, FileSpreadsheet, Trash2 } from "lucide-react";
import { useState } from "react";
import { CLEAR_CONFIRMATION_PHRASE, IMPORT_MESSAGES } from "../../../../contracts/import-export.ts";
import { Button } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { Field, Input } from "../../../ui/field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { isSessionError } from "../../kit/use-api-failure.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { useToast } from "../../../ui/toast-provider.tsx";
import { clearProducts, downloadCsvTemplate, downloadXlsxTemplate, exportProducts } from "./import-api.ts";

export const CLEAR_TOAST_MS = 6000;

/**
 * Export the database, wipe the products (behind the phrase), download the templates;
 * `exportOnly` for 'ventas', whom the server allows the export alone.
 */
export function SystemActions({ onChanged, exportOnly = false }: { onChanged?: () => void; exportOnly?: boolean }) {
  const toast = useToast();
  const { busy, run } = usePanelWrite<"export" | "csv" | "xlsx" | "clear">();
  const [clearing, setClearing] = useState(false);
  const [phrase, setPhrase] = useState("");

  function download(kind: "export" | "csv" | "xlsx") {
    if (kind === "export") {
      // A server answer means the products could not be read; anything else broke the file itself.
      const failed = (err: unknown) =>
        isSessionError(err)
          ? err
          : new Error(
              err instanceof ApiError && err.status > 0
                ? IMPORT_MESSAGES.exportFetchFailed
                : IMPORT_MESSAGES.exportFailed,
            );
      return run(kind, () => exportProducts().catch((err: unknown) => Promise.reject(failed(err))), {
        failure: IMPORT_MESSAGES.exportFailed,
      });
    }
    return run(kind, kind === "csv" ? downloadCsvTemplate : downloadXlsxTemplate, {
      failure: "Error al descargar la plantilla",
    });
  }

  /** The confirmed wipe: false keeps the dialog open for another try (a 401 closes it). */
  async function clear() {
    const result = await run("clear", () => clearProducts(phrase), {
      failure: IMPORT_MESSAGES.clearFailed,
      prefixFailure: true,
      then: (res) => {
        toast.success(res.data.message || IMPORT_MESSAGES.cleared(res.data.deleted_count), CLEAR_TOAST_MS);
        setPhrase("");
        onChanged?.();
      },
    });
    return result.ok || isSessionError(result.error);
  }

  return (
    <Card title="Acciones del sistema">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Button
          variant="secondary"
          icon={<Database size={16} aria-hidden />}
          loading={busy === "export"}
          onClick={() => void download("export")}
        >
          Exportar base de datos
        </Button>
        {!exportOnly && (
          <>
            <Button
              variant="secondary"
              icon={<FileDown size={16} aria-hidden />}
              loading={busy === "csv"}
              onClick={() => void download("csv")}
            >
              Descargar plantilla CSV
            </Button>
            <Button
              variant="secondary"
              icon={<FileSpreadsheet size={16} aria-hidden />}
              loading={busy === "xlsx"}
              onClick={() => void download("xlsx")}
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

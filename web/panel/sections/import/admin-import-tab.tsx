import { useIsAdmin } from "../../kit/use-catalog-writer.ts";
import { FormatInstructions } from "./format-instructions.tsx";
import { ImportBar } from "./import-bar.tsx";
import { PreviewTable } from "./preview-table.tsx";
import { SystemActions } from "./system-actions.tsx";
import { UploadZone } from "./upload-zone.tsx";
import { useImportFlow } from "./use-import-flow.ts";
import { ValidationErrors } from "./validation-errors.tsx";

/** What 'ventas' may do here: export the catalogue (the server refuses them the rest). */
function SalesImportTab() {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Exportar Datos</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Descarga el catálogo en Excel. Importar o limpiar productos lo hace un administrador.
        </p>
      </div>
      <SystemActions exportOnly />
    </div>
  );
}

/** The Import screen ('Importar Datos', admin §2): system actions, instructions, upload, preview. */
export function AdminImportTab({ onChanged }: { onChanged?: () => void }) {
  return useIsAdmin() ? <AdminImport onChanged={onChanged} /> : <SalesImportTab />;
}

function AdminImport({ onChanged }: { onChanged?: () => void }) {
  const flow = useImportFlow(onChanged);
  const { state } = flow;
  const preview = state.phase === "success" || state.phase === "processing" ? state.preview : null;
  return (
    // Room at the bottom so the fixed bar never covers the end of the preview.
    <div className="space-y-6 pb-28">
      <div>
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">Importar Datos</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Importa productos desde Excel, exporta el catálogo o prepara el archivo con la plantilla.
        </p>
      </div>
      <SystemActions onChanged={onChanged} />
      <FormatInstructions />
      <UploadZone state={state} onFile={(f) => void flow.select(f)} onCancel={flow.cancel} onReset={flow.reset} />
      {preview && (
        <>
          <ValidationErrors preview={preview} />
          <PreviewTable preview={preview} />
        </>
      )}
      <ImportBar state={state} onImport={() => void flow.runImport()} onCancel={flow.cancel} />
    </div>
  );
}

export default AdminImportTab;

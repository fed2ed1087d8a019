import { useAdminContext } from "../kit/admin-context.ts";
import { AdminImportTab } from "../sections/import/admin-import-tab.tsx";

/** /admin/importar — Excel import and export, system actions. */
export default function Importar() {
  const { onImported } = useAdminContext();
  return <AdminImportTab onChanged={onImported} />;
}

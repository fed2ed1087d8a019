import { useAdminContext } from "../../features/admin/admin-context.ts";
import { AdminImportTab } from "../../features/admin-import/admin-import-tab.tsx";

/** /admin/importar — Excel import and export, system actions. */
export default function Importar() {
  const { onImported } = useAdminContext();
  return <AdminImportTab onChanged={onImported} />;
}

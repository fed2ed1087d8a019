import { useAdminContext } from "../../features/admin/admin-context.ts";
import { AdminLeadsTab } from "../../features/admin-leads/admin-leads-tab.tsx";

/** /admin/solicitudes — the leads inbox. */
export default function Solicitudes() {
  const { onChanged } = useAdminContext();
  return <AdminLeadsTab onChanged={onChanged} />;
}

import { useAdminContext } from "../kit/admin-context.ts";
import { AdminLeadsTab } from "../sections/requests/admin-leads-tab.tsx";

/** /admin/solicitudes — the leads inbox. */
export default function Solicitudes() {
  const { onChanged } = useAdminContext();
  return <AdminLeadsTab onChanged={onChanged} />;
}

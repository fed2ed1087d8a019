import { useAdminContext } from "../kit/admin-context.ts";
import { AdminRequestsTab } from "../sections/requests/admin-requests-tab.tsx";

/** /admin/solicitudes — the requests inbox. */
export default function Solicitudes() {
  const { onChanged } = useAdminContext();
  return <AdminRequestsTab onChanged={onChanged} />;
}

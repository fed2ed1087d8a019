import { Navigate } from "react-router";
import { paths } from "../../lib/paths.ts";

/** An unknown panel address (an old bookmark): the panel's default tab. */
export default function UnknownAdminPage() {
  return <Navigate to={paths.admin()} replace />;
}

import { AccountSection } from "../sections/account/account-section.tsx";

/** /admin/cuenta — the signed-in user's own account, outside the panel's tabs. */
export default function Cuenta() {
  return <AccountSection />;
}

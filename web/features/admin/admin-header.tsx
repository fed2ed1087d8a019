import { LogOut, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { PublicUser } from "../../../contracts/auth.ts";
import { Button } from "../../components/ui/button.tsx";

/** Every user's own account page (issue 10): password and open sessions. */
export const ADMIN_ACCOUNT_PATH = "/admin/cuenta";

/** Admin spec §2: title, subtitle, who is signed in and 'Cerrar Sesión'. */
export function AdminHeader({ user, onLogout }: { user: PublicUser | null; onLogout: () => void }) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-surface-dark">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Panel de Administración</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">Gestiona los productos del catálogo</p>
        </div>
        <div className="flex items-center gap-4">
          {user && (
            <div className="flex items-center gap-2 text-right">
              <span className="hidden h-9 w-9 items-center justify-center rounded-full bg-primary-100 text-primary-700 sm:flex dark:bg-primary-900 dark:text-primary-200">
                <UserRound size={18} aria-hidden />
              </span>
              <div className="text-sm">
                <p className="font-medium text-slate-900 dark:text-white" data-testid="admin-user-name">
                  {user.name}
                </p>
                <p className="text-slate-600 dark:text-slate-300" data-testid="admin-user-email">
                  {user.email}
                </p>
                <Link to={ADMIN_ACCOUNT_PATH} className="text-primary-700 hover:underline dark:text-primary-300">
                  Mi cuenta
                </Link>
              </div>
            </div>
          )}
          <Button variant="secondary" icon={<LogOut size={16} aria-hidden />} onClick={onLogout}>
            Cerrar Sesión
          </Button>
        </div>
      </div>
    </header>
  );
}

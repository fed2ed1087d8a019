import { LogOut, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { PublicUser } from "../../../contracts/auth.ts";
import { Button } from "../../ui/button.tsx";

/** Every user's own account page (issue 10): password and open sessions. */
export const ADMIN_ACCOUNT_PATH = "/admin/cuenta";

/**
 * Admin spec §2: title, subtitle, who is signed in and 'Cerrar Sesión'. On a 360 px phone it
 * stays short (two rows) and a long name or email is cut, never the button (issue 22).
 */
export function AdminHeader({ user, onLogout }: { user: PublicUser | null; onLogout: () => void }) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-surface-dark">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6 sm:py-5">
        <div>
          <h1 className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">Panel de Administración</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">Gestiona los productos del catálogo</p>
        </div>
        <div className="flex min-w-0 max-w-full grow items-center justify-end gap-3 sm:grow-0 sm:gap-4">
          {user && (
            <div className="flex min-w-0 items-center gap-2 text-right">
              <span className="hidden h-9 w-9 items-center justify-center rounded-full bg-primary-100 text-primary-700 sm:flex dark:bg-primary-900 dark:text-primary-200">
                <UserRound size={18} aria-hidden />
              </span>
              <div className="min-w-0 text-sm">
                <p className="truncate font-medium text-slate-900 dark:text-white" data-testid="admin-user-name">
                  {user.name}
                </p>
                <p
                  className="truncate text-slate-600 dark:text-slate-300"
                  data-testid="admin-user-email"
                  title={user.email}
                >
                  {user.email}
                </p>
                <Link to={ADMIN_ACCOUNT_PATH} className="text-primary-700 hover:underline dark:text-primary-300">
                  Mi cuenta
                </Link>
              </div>
            </div>
          )}
          <Button variant="secondary" className="shrink-0" icon={<LogOut size={16} aria-hidden />} onClick={onLogout}>
            Cerrar Sesión
          </Button>
        </div>
      </div>
    </header>
  );
}

import { KeyRound, Plus, ShieldOff, UserCheck, UserCog, UserX } from "lucide-react";
import { useState } from "react";
import type { StaffUser } from "../../../../contracts/users.ts";
import { Button } from "../../../ui/button.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { AdminTable } from "../../kit/admin-table.tsx";
import { QueryStatus } from "../../kit/query-status.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { useAuth } from "../../../session/auth-provider.tsx";
import { UserActionDialog } from "./user-action-dialog.tsx";
import { UserCreateDialog } from "./user-create-dialog.tsx";
import { roleLabel, stateLabel, type UserAction } from "./user-labels.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { UserPasswordDialog } from "./user-password-dialog.tsx";
import { listUsers } from "./users-api.ts";

const muted = "text-slate-500 dark:text-slate-400";
const HEADERS = ["Nombre", "Email", "Rol", "Estado", "Verificación en dos pasos", "Último acceso"].map((label) => ({
  label,
}));

const twoFactorLabel = (u: StaffUser) => (u.two_factor_enabled ? "Activa" : "No activada");

function StateBadge({ user }: { user: StaffUser }) {
  const tone = user.active
    ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
    : "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300";
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{stateLabel(user)}</span>;
}

type Handlers = { onAction: (a: UserAction) => void; onPassword: (u: StaffUser) => void };
type RowProps = Handlers & { user: StaffUser; isMe: boolean };

function UserActions({ user, isMe, onAction, onPassword }: RowProps) {
  const otherRole = user.role === "admin" ? "ventas" : "admin";
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        icon={<UserCog size={16} aria-hidden />}
        onClick={() => onAction({ user, kind: "role", role: otherRole })}
      >
        {`Cambiar a ${roleLabel(otherRole)}`}
      </Button>
      <Button variant="ghost" size="sm" icon={<KeyRound size={16} aria-hidden />} onClick={() => onPassword(user)}>
        Restablecer contraseña
      </Button>
      {/* One's own second factor is changed in 'Mi cuenta', after the password. */}
      {user.two_factor_enabled && !isMe && (
        <Button
          variant="ghost"
          size="sm"
          icon={<ShieldOff size={16} aria-hidden />}
          onClick={() => onAction({ user, kind: "two-factor" })}
        >
          Restablecer verificación
        </Button>
      )}
      {user.active ? (
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600 dark:text-red-400"
          icon={<UserX size={16} aria-hidden />}
          onClick={() => onAction({ user, kind: "disable" })}
        >
          Desactivar
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          icon={<UserCheck size={16} aria-hidden />}
          onClick={() => onAction({ user, kind: "enable" })}
        >
          Reactivar
        </Button>
      )}
    </div>
  );
}

const UserName = ({ user, isMe }: { user: StaffUser; isMe: boolean }) => (
  <span className="font-medium text-slate-900 dark:text-white">
    {user.name} {isMe && <span className={`text-xs font-normal ${muted}`}>(tú)</span>}
  </span>
);

const lastSignIn = (user: StaffUser) =>
  user.last_login_at ? formatDateTime(user.last_login_at) : <span className={muted}>Nunca</span>;

function UserRow({ user, isMe, ...handlers }: RowProps) {
  return (
    <tr data-testid="user-row" data-email={user.email}>
      <td className="px-4 py-3">
        <UserName user={user} isMe={isMe} />
      </td>
      <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{user.email}</td>
      <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{roleLabel(user.role)}</td>
      <td className="px-4 py-3">
        <StateBadge user={user} />
      </td>
      <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{twoFactorLabel(user)}</td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">{lastSignIn(user)}</td>
      <td className="px-4 py-2">
        <UserActions user={user} isMe={isMe} {...handlers} />
      </td>
    </tr>
  );
}

function UserCard({ user, isMe, ...handlers }: RowProps) {
  return (
    <li
      data-testid="user-card"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-surface-dark"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <UserName user={user} isMe={isMe} />
        <StateBadge user={user} />
      </div>
      <p className="mt-1 text-sm break-all text-slate-700 dark:text-slate-300">{user.email}</p>
      <p className={`mt-1 text-sm ${muted}`}>
        {roleLabel(user.role)} · Verificación en dos pasos: {twoFactorLabel(user)} · Último acceso: {lastSignIn(user)}
      </p>
      <div className="mt-2">
        <UserActions user={user} isMe={isMe} {...handlers} />
      </div>
    </li>
  );
}

/** A table on large screens, cards on small ones (a six-column table does not fit a phone). */
export function UsersTable({ users, meId, ...handlers }: { users: StaffUser[]; meId: number | undefined } & Handlers) {
  return (
    <>
      <AdminTable headers={HEADERS}>
        {users.map((u) => (
          <UserRow key={u.id} user={u} isMe={u.id === meId} {...handlers} />
        ))}
      </AdminTable>
      <ul className="grid gap-3 sm:grid-cols-2 lg:hidden">
        {users.map((u) => (
          <UserCard key={u.id} user={u} isMe={u.id === meId} {...handlers} />
        ))}
      </ul>
    </>
  );
}

/**
 * 'Usuarios' (issue 10, admins only): staff accounts, their roles, state and passwords. No card of
 * its own: it sits in the Administration tab's card beside the taxonomy sections.
 */
export function UsersSection() {
  const { user: me } = useAuth();
  const users = useAdminQuery("users", listUsers, "Error al cargar los usuarios");
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<UserAction | null>(null);
  const [resetting, setResetting] = useState<StaffUser | null>(null);

  return (
    <div data-testid="users-section">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
          Usuarios {users.data && <span className={`text-sm font-normal ${muted}`}>({users.data.length})</span>}
        </h3>
        <Button icon={<Plus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          Nuevo usuario
        </Button>
      </div>
      <QueryStatus query={users}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No hay usuarios registrados." />
          ) : (
            <UsersTable users={list} meId={me?.id} onAction={setAction} onPassword={setResetting} />
          )
        }
      </QueryStatus>
      <UserCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void users.reload();
        }}
      />
      <UserActionDialog action={action} onClose={() => setAction(null)} onDone={() => void users.reload()} />
      <UserPasswordDialog user={resetting} onClose={() => setResetting(null)} onSaved={() => setResetting(null)} />
    </div>
  );
}

import { useCallback, useEffect, useState } from "react";
import type { PublicUser, SessionInfo } from "../../../contracts/auth.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { useApiFailure } from "../admin/use-api-failure.ts";
import { roleLabel } from "../admin-users/user-labels.ts";
import { getProfile, listSessions } from "./account-api.ts";
import { PasswordForm } from "./password-form.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { SessionsCard } from "./sessions-card.tsx";

/** 'Mi cuenta' (issue 10): every staff member's own name, email, password and open sessions. */
export function AccountSection() {
  const failure = useApiFailure();
  const [user, setUser] = useState<PublicUser | null>(null);
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const loadSessions = useCallback(async () => {
    try {
      setSessions(await listSessions());
    } catch (err) {
      const message = failure(err, "Error al cargar las sesiones");
      if (message !== null) setError(message);
    }
  }, [failure]);

  const load = useCallback(async () => {
    try {
      const [profile] = await Promise.all([getProfile(), loadSessions()]);
      setUser(profile);
      setError(null);
    } catch (err) {
      const message = failure(err, "Error al cargar tu cuenta");
      if (message !== null) setError(message);
    }
  }, [failure, loadSessions]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!user) {
    return (
      <Card title="Mi cuenta">
        {error ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700 dark:text-red-300">
            {error}
            <Button variant="secondary" size="sm" onClick={() => void load()}>
              Reintentar
            </Button>
          </div>
        ) : (
          <LoadingState>Cargando...</LoadingState>
        )}
      </Card>
    );
  }

  return (
    <div className="space-y-6" data-testid="account-section">
      <Card
        title="Mi cuenta"
        actions={<span className="text-sm text-slate-600 dark:text-slate-300">{`Rol: ${roleLabel(user.role)}`}</span>}
      >
        <ProfileForm user={user} onSaved={setUser} />
      </Card>
      <Card title="Cambiar contraseña">
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
          Al cambiarla se cerrarán tus sesiones en otros dispositivos.
        </p>
        <PasswordForm email={user.email} onChanged={() => void loadSessions()} />
      </Card>
      {sessions ? (
        <SessionsCard sessions={sessions} onChanged={() => void loadSessions()} />
      ) : error ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : (
        <LoadingState>Cargando...</LoadingState>
      )}
    </div>
  );
}

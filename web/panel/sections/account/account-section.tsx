import { useState } from "react";
import { Card } from "../../../ui/card.tsx";
import { LoadingState } from "../../../ui/spinner.tsx";
import { LoadFailure } from "../../kit/query-status.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { roleLabel } from "../users/user-labels.ts";
import { getProfile, listSessions } from "./account-api.ts";
import { PasswordForm } from "./password-form.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { SessionsCard } from "./sessions-card.tsx";
import { TwoFactorCard } from "./two-factor-card.tsx";
import { useAuth } from "../../../session/auth-provider.tsx";
import { mustEnableSecondFactor } from "../../../session/protected-route.tsx";

/** 'Mi cuenta' (issue 10): every staff member's own name, email, password and open sessions. */
export function AccountSection() {
  const profile = useAdminQuery("account", getProfile, "Error al cargar tu cuenta");
  const sessions = useAdminQuery("account-sessions", listSessions, "Error al cargar las sesiones");
  const user = profile.data;
  // Placed once: moving the card when the second factor turns on would remount it and lose the
  // recovery codes it is showing.
  const [enrolling] = useState(mustEnableSecondFactor(useAuth().user));
  const error = profile.error ?? sessions.error;

  if (!user) {
    const retry = () => {
      void profile.reload();
      void sessions.reload();
    };
    return (
      <Card title="Mi cuenta">
        {error ? <LoadFailure message={error} onRetry={retry} /> : <LoadingState>Cargando...</LoadingState>}
      </Card>
    );
  }

  return (
    <div className="space-y-6" data-testid="account-section">
      {/* STAFF_2FA sent them here: what they must do comes first. */}
      {enrolling && <TwoFactorCard />}
      <Card
        title="Mi cuenta"
        actions={<span className="text-sm text-slate-600 dark:text-slate-300">{`Rol: ${roleLabel(user.role)}`}</span>}
      >
        <ProfileForm user={user} onSaved={profile.setData} />
      </Card>
      <Card title="Cambiar contraseña">
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
          Al cambiarla se cerrarán tus sesiones en otros dispositivos.
        </p>
        <PasswordForm email={user.email} onChanged={() => void sessions.reload()} />
      </Card>
      {!enrolling && <TwoFactorCard />}
      {sessions.data ? (
        <SessionsCard sessions={sessions.data} onChanged={() => void sessions.reload()} />
      ) : error ? (
        <LoadFailure message={error} />
      ) : (
        <LoadingState>Cargando...</LoadingState>
      )}
    </div>
  );
}

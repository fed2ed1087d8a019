import { LogOut } from "lucide-react";
import { useState } from "react";
import type { SessionInfo } from "../../../../contracts/auth.ts";
import { Button } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { ADMIN_TOAST_MS } from "../../kit/admin-tabs.ts";
import { useApiFailure } from "../../kit/use-api-failure.ts";
import { useToast } from "../../../ui/toast-provider.tsx";
import { revokeOtherSessions, revokeSession } from "./account-api.ts";
import { SessionsList } from "./sessions-list.tsx";
import { describeUserAgent } from "../../../../contracts/user-agent.ts";

type Props = { sessions: SessionInfo[]; onChanged: () => void };
/** A session to close, or "others": every one but this. */
type Target = SessionInfo | "others" | null;

/** 'Sesiones abiertas': close one, or all but this one, each after a question. */
export function SessionsCard({ sessions, onChanged }: Props) {
  const toast = useToast();
  const failure = useApiFailure();
  const [target, setTarget] = useState<Target>(null);
  const others = sessions.filter((s) => !s.current).length;

  async function confirm() {
    if (!target) return true;
    try {
      if (target === "others") {
        const closed = await revokeOtherSessions(sessions);
        toast.success(closed === 1 ? "Se cerró 1 sesión" : `Se cerraron ${closed} sesiones`, ADMIN_TOAST_MS);
      } else {
        const res = await revokeSession(target.id);
        toast.success(res.message ?? "Sesión cerrada exitosamente", ADMIN_TOAST_MS);
      }
      return true;
    } catch (err) {
      const message = failure(err, "Error al cerrar la sesión");
      if (message !== null) toast.error(message, ADMIN_TOAST_MS);
      return message === null;
    } finally {
      onChanged();
    }
  }

  return (
    <Card
      title="Sesiones abiertas"
      actions={
        others > 0 && (
          <Button
            variant="secondary"
            size="sm"
            icon={<LogOut size={16} aria-hidden />}
            onClick={() => setTarget("others")}
          >
            Cerrar las demás sesiones
          </Button>
        )
      }
    >
      <SessionsList sessions={sessions} onRevoke={setTarget} />
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={target === "others" ? "Cerrar las demás sesiones" : "Cerrar sesión"}
        description={
          target === "others"
            ? `Se cerrarán ${others === 1 ? "1 sesión" : `${others} sesiones`} en otros dispositivos. Esta sesión seguirá abierta.`
            : target
              ? `¿Cerrar la sesión de ${describeUserAgent(target.user_agent)} (IP ${target.ip ?? "desconocida"})?`
              : undefined
        }
        confirmLabel="Cerrar sesión"
        onConfirm={confirm}
      />
    </Card>
  );
}

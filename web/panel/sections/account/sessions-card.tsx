import { LogOut } from "lucide-react";
import { useState } from "react";
import type { SessionInfo } from "../../../../contracts/auth.ts";
import { Button } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { isSessionError } from "../../kit/use-api-failure.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { revokeOtherSessions, revokeSession } from "./account-api.ts";
import { SessionsList } from "./sessions-list.tsx";
import { describeUserAgent } from "../../../../contracts/user-agent.ts";

type Props = { sessions: SessionInfo[]; onChanged: () => void };
/** A session to close, or "others": every one but this. */
type Target = SessionInfo | "others" | null;

/** 'Sesiones abiertas': close one, or all but this one, each after a question. */
export function SessionsCard({ sessions, onChanged }: Props) {
  const { run } = usePanelWrite<"close">();
  const [target, setTarget] = useState<Target>(null);
  const others = sessions.filter((s) => !s.current).length;

  async function confirm() {
    if (!target) return true;
    const failure = "Error al cerrar la sesión";
    const result =
      target === "others"
        ? await run("close", () => revokeOtherSessions(sessions), {
            success: (closed) => (closed === 1 ? "Se cerró 1 sesión" : `Se cerraron ${closed} sesiones`),
            failure,
          })
        : await run("close", () => revokeSession(target.id), {
            success: (res) => res.message ?? "Sesión cerrada exitosamente",
            failure,
          });
    // Whatever the answer, the list is read again: some sessions may have closed before a failure.
    onChanged();
    // A failure keeps the question open (its toast says why); signed out, it closes.
    return result.ok || isSessionError(result.error);
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

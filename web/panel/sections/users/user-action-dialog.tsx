import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { failureText } from "../../kit/panel-write.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { actionBody, actionText, type UserAction } from "./user-labels.ts";
import { resetTwoFactor, updateUser } from "./users-api.ts";

const FAILURE = "Error al actualizar el usuario";

type Props = { action: UserAction | null; onClose: () => void; onDone: () => void };

/**
 * Asks before disabling, re-enabling, changing a role or resetting a second factor. A refusal (the last active administrator,
 * 409) stays inside the question, so it is read where it was asked, and in a toast.
 */
export function UserActionDialog({ action, onClose, onDone }: Props) {
  const { run } = usePanelWrite<"confirm">();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [action]);
  const text = action ? actionText(action) : null;

  async function confirm() {
    if (!action) return true;
    const { user } = action;
    const call = (): Promise<{ message?: string }> =>
      action.kind === "two-factor" ? resetTwoFactor(user.id) : updateUser(user.id, actionBody(action));
    const result = await run("confirm", call, {
      success: (res) => res.message ?? "Usuario actualizado exitosamente",
      failure: FAILURE,
      then: onDone,
    });
    if (result.ok) return true;
    // Signed out: the question closes. A refusal stays inside it (and in the toast).
    const message = failureText(result.error, { failure: FAILURE });
    if (message === null) return true;
    setError(message);
    return false;
  }

  return (
    <ConfirmDialog
      open={action !== null}
      onOpenChange={(open) => !open && onClose()}
      title={text?.title ?? ""}
      description={text?.question}
      confirmLabel={text?.confirm}
      tone={action?.kind === "enable" ? "primary" : "danger"}
      onConfirm={confirm}
    >
      {error && (
        <p
          role="alert"
          data-testid="user-action-error"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
        >
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}

import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { ADMIN_TOAST_MS } from "../../kit/admin-tabs.ts";
import { useApiFailure } from "../../kit/use-api-failure.ts";
import { useToast } from "../../../ui/toast-provider.tsx";
import { actionBody, actionText, type UserAction } from "./user-labels.ts";
import { resetTwoFactor, updateUser } from "./users-api.ts";

type Props = { action: UserAction | null; onClose: () => void; onDone: () => void };

/**
 * Asks before disabling, re-enabling, changing a role or resetting a second factor. A refusal (the last active administrator,
 * 409) stays inside the question, so it is read where it was asked, and in a toast.
 */
export function UserActionDialog({ action, onClose, onDone }: Props) {
  const toast = useToast();
  const failure = useApiFailure();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [action]);
  const text = action ? actionText(action) : null;

  async function confirm() {
    if (!action) return true;
    try {
      const res =
        action.kind === "two-factor"
          ? await resetTwoFactor(action.user.id)
          : await updateUser(action.user.id, actionBody(action));
      toast.success(res.message ?? "Usuario actualizado exitosamente", ADMIN_TOAST_MS);
      onDone();
      return true;
    } catch (err) {
      const message = failure(err, "Error al actualizar el usuario");
      if (message === null) return true;
      setError(message);
      toast.error(message, ADMIN_TOAST_MS);
      return false;
    }
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

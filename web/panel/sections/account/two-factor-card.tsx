import { KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { AUTH_MESSAGES, type TotpSetup } from "../../../../contracts/auth.ts";
import { Button } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import { Field, Input } from "../../../ui/field.tsx";
import { LoadingState } from "../../../ui/spinner.tsx";
import { FormDialog } from "../../kit/form-dialog.tsx";
import { LoadFailure } from "../../kit/query-status.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { failureText } from "../../kit/panel-write.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { useAuth } from "../../../session/auth-provider.tsx";
import { beginTotpSetup, disableTotp, getTwoFactor, renewRecoveryCodes } from "./account-api.ts";
import { RecoveryCodesView, TotpSetupForm } from "./totp-setup.tsx";

type View = { kind: "status" } | { kind: "setup"; setup: TotpSetup } | { kind: "codes"; codes: string[] };
type PasswordAction = "disable" | "renew";

/**
 * 'Verificación en dos pasos' in 'Mi cuenta': off → QR and secret → first code → recovery codes
 * (once); on → new recovery codes or turning it off, each after the current password.
 */
export function TwoFactorCard() {
  const { user, updateUser } = useAuth();
  const status = useAdminQuery("account-two-factor", getTwoFactor, "Error al cargar la verificación en dos pasos");
  const [view, setView] = useState<View>({ kind: "status" });
  const [asking, setAsking] = useState<PasswordAction | null>(null);
  const { busy, run } = usePanelWrite<"start">();

  const setEnabled = (enabled: boolean) => {
    if (user) updateUser({ ...user, two_factor_enabled: enabled });
    void status.reload();
  };

  const start = () =>
    run("start", beginTotpSetup, {
      failure: "Error al preparar la verificación en dos pasos",
      then: (setup) => setView({ kind: "setup", setup }),
    });

  const s = status.data;
  let body;
  if (view.kind === "setup") {
    body = (
      <TotpSetupForm
        setup={view.setup}
        onCancel={() => setView({ kind: "status" })}
        onEnabled={(codes) => {
          setView({ kind: "codes", codes });
          setEnabled(true);
        }}
      />
    );
  } else if (view.kind === "codes") {
    body = <RecoveryCodesView codes={view.codes} onDone={() => setView({ kind: "status" })} />;
  } else if (!s) {
    body = status.error ? (
      <LoadFailure message={status.error} onRetry={() => void status.reload()} />
    ) : (
      <LoadingState>Cargando...</LoadingState>
    );
  } else if (!s.enabled) {
    body = (
      <div className="space-y-3">
        {s.required && (
          <p
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
          >
            Tu cuenta requiere verificación en dos pasos. Actívala para continuar al panel.
          </p>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Además de tu contraseña, al iniciar sesión se te pedirá un código de tu teléfono: una contraseña robada ya no
          basta para entrar.
        </p>
        <Button icon={<ShieldCheck size={16} aria-hidden />} loading={busy === "start"} onClick={() => void start()}>
          Activar verificación en dos pasos
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="space-y-3">
        <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="two-factor-on">
          {`Activa desde ${s.enabledAt ? formatDateTime(s.enabledAt) : "—"}. Códigos de recuperación sin usar: ${s.recoveryCodesLeft}.`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" icon={<KeyRound size={16} aria-hidden />} onClick={() => setAsking("renew")}>
            Generar nuevos códigos de recuperación
          </Button>
          {!s.required && (
            <Button variant="secondary" icon={<ShieldOff size={16} aria-hidden />} onClick={() => setAsking("disable")}>
              Desactivar
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <Card title="Verificación en dos pasos">
      <div data-testid="two-factor-card">{body}</div>
      <PasswordDialog
        action={asking}
        onClose={() => setAsking(null)}
        onDone={(codes) => {
          setAsking(null);
          if (codes) setView({ kind: "codes", codes });
          else setEnabled(false);
        }}
      />
    </Card>
  );
}

const DIALOG: Record<PasswordAction, { title: string; submit: string; text: string }> = {
  renew: {
    title: "Nuevos códigos de recuperación",
    submit: "Generar códigos",
    text: "Los códigos anteriores dejarán de servir.",
  },
  disable: {
    title: "Desactivar verificación en dos pasos",
    submit: "Desactivar",
    text: "Para entrar bastará de nuevo con tu contraseña.",
  },
};

const FAILURE = "Error al cambiar la verificación en dos pasos";

/** The current password before a change of the second factor (a stolen session is not enough). */
function PasswordDialog({
  action,
  onClose,
  onDone,
}: {
  action: PasswordAction | null;
  onClose: () => void;
  onDone: (codes: string[] | null) => void;
}) {
  const form = useForm<{ password: string }>({ defaultValues: { password: "" } });
  const error = form.formState.errors.password?.message;
  const { busy, run } = usePanelWrite();
  const texts = DIALOG[action ?? "renew"];

  // Each question starts empty: a password typed for the last one is not kept.
  useEffect(() => {
    if (action) form.reset({ password: "" });
  }, [action, form]);

  async function submit({ password }: { password: string }) {
    if (!action || busy) return;
    if (!password) return mark(AUTH_MESSAGES.currentPasswordRequired);
    // Every refusal (a wrong password) is said under the field, not in a toast.
    const options = { failure: FAILURE, shownOnFields: () => true };
    const result =
      action === "renew"
        ? await run("save", () => renewRecoveryCodes(password), { ...options, then: onDone })
        : await run("save", () => disableTotp(password), {
            ...options,
            success: (res) => res.message ?? "Verificación en dos pasos desactivada",
            then: () => onDone(null),
          });
    const message = result.ok ? null : failureText(result.error, options);
    if (message !== null) mark(message);
  }

  function mark(message: string) {
    form.setError("password", { type: "validate", message });
  }

  return (
    <FormDialog
      open={action !== null}
      onClose={onClose}
      title={texts.title}
      description={texts.text}
      size="sm"
      dirty={form.formState.isDirty}
      saving={busy !== null}
      testId="two-factor-password-dialog"
      formId="two-factor-password-form"
      submitLabel={texts.submit}
      onSubmit={form.handleSubmit(submit)}
    >
      <Field label="Contraseña actual" required error={error}>
        {(p) => <Input {...p} {...form.register("password")} type="password" autoComplete="current-password" />}
      </Field>
    </FormDialog>
  );
}

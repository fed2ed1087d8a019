import { useForm } from "react-hook-form";
import type { TotpSetup } from "../../../../contracts/auth.ts";
import { Button } from "../../../ui/button.tsx";
import { Field, Input } from "../../../ui/field.tsx";
import { failureText } from "../../kit/panel-write.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { serverFieldErrors } from "../../../lib/field-errors.ts";
import { checkCode } from "../sign-in/second-factor-form.tsx";
import { enableTotp } from "./account-api.ts";

const FAILURE = "Error al activar la verificación en dos pasos";

/** The secret in groups of four, as apps show and people type it. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/** The server's SVG as an image: drawn by our server, shown without running anything inside it. */
export const qrImageSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

type Props = { setup: TotpSetup; onEnabled: (recoveryCodes: string[]) => void; onCancel: () => void };

/** Scan the QR code (or type the secret), then confirm with the first code the app shows. */
export function TotpSetupForm({ setup, onEnabled, onCancel }: Props) {
  const form = useForm<{ code: string }>({ defaultValues: { code: "" } });
  const error = form.formState.errors.code?.message;
  const { busy, run } = usePanelWrite();

  const mark = (message: string) => form.setError("code", { type: "validate", message });

  async function submit({ code }: { code: string }) {
    if (busy) return;
    const problem = checkCode(code);
    if (problem) return mark(problem);
    const result = await run("save", () => enableTotp(code), {
      success: "Verificación en dos pasos activada",
      failure: FAILURE,
      // Every refusal (a wrong or late code) is said under the field, not in a toast.
      shownOnFields: () => true,
      then: onEnabled,
    });
    if (result.ok) return;
    const message = failureText(result.error, { failure: FAILURE });
    if (message !== null) mark(serverFieldErrors(result.error, ["code"]).code ?? message);
  }

  return (
    <div className="space-y-4" data-testid="totp-setup">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
        <li>Abre tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator, Authy…).</li>
        <li>Escanea el código QR, o escribe la clave a mano.</li>
        <li>Ingresa el código de 6 dígitos que muestra la aplicación.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <img
          src={qrImageSrc(setup.qrSvg)}
          alt="Código QR para tu aplicación de autenticación"
          width={176}
          height={176}
          className="rounded-lg border border-slate-200 bg-white p-2"
          data-testid="totp-qr"
        />
        <div className="text-sm">
          <p className="text-slate-600 dark:text-slate-300">Clave para escribir a mano:</p>
          <p className="mt-1 font-mono text-base break-all text-slate-900 dark:text-white" data-testid="totp-secret">
            {groupedSecret(setup.secret)}
          </p>
        </div>
      </div>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="max-w-xs space-y-3">
        <Field label="Código de verificación" required error={error}>
          {(p) => (
            <Input {...p} {...form.register("code")} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          )}
        </Field>
        <div className="flex gap-2">
          <Button type="submit" loading={busy !== null}>
            Activar
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy !== null}>
            Cancelar
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The recovery codes, shown this once: each signs in one time without the phone. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-3" data-testid="recovery-codes">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        Guarda estos códigos de recuperación en un lugar seguro. Cada uno sirve una sola vez para ingresar si no tienes
        tu teléfono. No se volverán a mostrar.
      </p>
      <ul className="grid max-w-sm grid-cols-2 gap-2 rounded-lg border border-slate-200 p-3 font-mono text-sm dark:border-slate-700">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button onClick={onDone}>Ya los guardé</Button>
    </div>
  );
}

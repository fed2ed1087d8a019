import { Mail, RefreshCw, Send } from "lucide-react";
import type { MailStatusData } from "../../../../contracts/requests-admin.ts";
import { REQUEST_MESSAGES } from "../../../../contracts/requests.ts";
import { Button } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { useAdminQuery, type AdminQuery } from "../../kit/use-admin-query.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { mailStatus, sendTestMail } from "./requests-api.ts";

function Stat({
  label,
  value,
  tone = "",
  className = "",
}: {
  label: string;
  value: string | number;
  tone?: string;
  className?: string;
}) {
  // min-w-0 + wrap-anywhere: a long address wraps inside its own cell instead of running over the next.
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className={`wrap-anywhere text-sm font-semibold text-slate-900 dark:text-white ${tone}`}>{value}</dd>
    </div>
  );
}

/** The mail state the card shows; the inbox refreshes it with its list. */
export const useMailStatus = (enabled = true) =>
  useAdminQuery(enabled ? "mail-status" : null, mailStatus, REQUEST_MESSAGES.statusError);

/** Whether mail works: transport, outbox counts, last error, and a test send (spec §7, §8). */
export function MailStatusCard({ status: query }: { status: AdminQuery<MailStatusData> }) {
  const { busy, run } = usePanelWrite<"test">();
  const { data: status, reload } = query;

  /** A test send; the card is read again either way (the outbox counts change). */
  async function test() {
    await run("test", sendTestMail, {
      success: (res) => res.message ?? REQUEST_MESSAGES.testSent,
      failure: REQUEST_MESSAGES.testError,
    });
    void reload();
  }

  return (
    <Card
      title={
        <span className="flex items-center gap-2">
          <Mail size={18} aria-hidden /> Estado del correo
        </span>
      }
      actions={
        <div className="flex gap-2">
          <Button variant="ghost" size="icon" aria-label="Actualizar estado del correo" onClick={() => void reload()}>
            <RefreshCw size={16} aria-hidden />
          </Button>
          <Button size="sm" icon={<Send size={14} aria-hidden />} loading={busy === "test"} onClick={() => void test()}>
            Enviar correo de prueba
          </Button>
        </div>
      }
    >
      {query.error && !status ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {REQUEST_MESSAGES.statusError}
        </p>
      ) : !status ? (
        <p className="text-sm text-slate-500">Cargando...</p>
      ) : (
        <div data-testid="mail-status">
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            <Stat
              label="Configurado"
              value={status.configured ? "Sí" : "No"}
              tone={status.configured ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}
            />
            <Stat
              label="Transporte"
              value={status.transport === "smtp" ? `SMTP ${status.host ?? ""}` : "Archivos .eml"}
            />
            {/* The sales address is the one long value: on a phone it takes the whole row (issue 14, #4). */}
            <Stat label="Ventas" value={status.salesEmail} className="col-span-2 sm:col-span-1" />
            <Stat
              label="Pendientes"
              value={status.outbox.pending}
              tone={status.outbox.pending ? "text-amber-700 dark:text-amber-300" : ""}
            />
            <Stat
              label="Fallidos"
              value={status.outbox.failed}
              tone={status.outbox.failed ? "text-red-700 dark:text-red-300" : ""}
            />
            <Stat label="Enviados" value={status.outbox.sent} />
          </dl>
          {status.lastError && (
            <p className="mt-3 text-sm text-red-700 dark:text-red-300">
              Último error ({formatDateTime(status.lastError.at)}): {status.lastError.message}
            </p>
          )}
          {!status.workerRunning && (
            <p className="mt-2 text-sm text-amber-700 dark:text-amber-300">
              El envío automático de correos no está activo.
            </p>
          )}
        </div>
      )}
    </Card>
  );
}

import { ArrowRight, BadgeCheck, RotateCw, Save, Trash2 } from "lucide-react";
import { useCallback, useState } from "react";
import { REQUEST_STATUSES, type RequestStatus } from "../../../../contracts/requests-admin.ts";
import type { RequestType } from "../../../../contracts/requests.ts";
import { Button } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { Field, Textarea } from "../../../ui/field.tsx";
import { QueryStatus } from "../../kit/query-status.tsx";
import { useAdminQuery } from "../../kit/use-admin-query.ts";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { RequestQuoteSection } from "../quotes/request-quote-section.tsx";
import { RequestCustomer } from "./request-customer.tsx";
import { RequestLines } from "./request-lines.tsx";
import {
  MAIL_LABEL,
  MAIL_TONE,
  mailPurposeLabel,
  SpamBadge,
  StatusBadge,
  TYPE_LABEL,
  nextStatus,
  spamReasonsText,
  statusLabel,
} from "./request-labels.tsx";
import { deleteRequest, requestDetail, markRequestGenuine, resendRequest, updateRequest } from "./requests-api.ts";

export type RequestRef = { type: RequestType; id: number };

/** One request: customer, lines, message, mails; status workflow, internal note, resend. */
export function RequestDetailDialog({
  target,
  onClose,
  onChanged,
}: {
  target: RequestRef | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  // The note as typed; null until the user types, so each load of the request shows its saved note.
  const [typed, setTyped] = useState<string | null>(null);
  const detail = useAdminQuery(
    target && `${target.type}/${target.id}`,
    () => {
      setTyped(null);
      return requestDetail(target!.type, target!.id);
    },
    "Error al cargar la solicitud",
    { keepPrevious: false },
  );
  const { data: request, setData: setRequest } = detail;
  const { busy, run } = usePanelWrite<"status" | "note" | "resend" | "genuine" | "delete">();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const note = typed ?? request?.internalNote ?? "";

  const noteDirty = request !== null && note.trim() !== (request.internalNote ?? "");

  function change(body: { status?: RequestStatus; internalNote?: string | null }, kind: "status" | "note") {
    if (!request) return;
    return run(kind, () => updateRequest(request.type, request.id, body), {
      success: (res) =>
        kind === "note" ? "Nota interna guardada" : `Estado actualizado: ${statusLabel(res.data.status)}`,
      failure: "Error al actualizar la solicitud",
      then: (res) => {
        // Keep a note being typed when only the status changed.
        setRequest(res.data);
        if (kind === "note") setTyped(null);
        onChanged();
      },
    });
  }

  function resend() {
    if (!request) return;
    return run("resend", () => resendRequest(request.type, request.id), {
      success: (res) => res.message ?? "Notificación reenviada",
      failure: "Error al reenviar la notificación",
      then: async () => {
        setRequest(await requestDetail(request.type, request.id));
        onChanged();
      },
    });
  }

  function markGenuine() {
    if (!request) return;
    return run("genuine", () => markRequestGenuine(request.type, request.id), {
      success: (res) => res.message ?? "Solicitud marcada como genuina",
      failure: "Error al marcar la solicitud como genuina",
      then: (res) => {
        setRequest(res.data);
        onChanged();
      },
    });
  }

  /** Confirmed delete of a flagged request; throwing keeps the confirm dialog open for a retry. */
  async function remove() {
    if (!request) return;
    await run("delete", () => deleteRequest(request.type, request.id), {
      success: (res) => res.message ?? "Solicitud eliminada",
      failure: "Error al eliminar la solicitud",
      rethrow: true,
      then: () => {
        onChanged();
        onClose();
      },
    });
  }

  /** Sending a quote moves the request to 'cotizada'; reading the thread clears its badge in the list. */
  const quoteChanged = useCallback(() => {
    if (target) void requestDetail(target.type, target.id).then(setRequest, () => {});
    onChanged();
  }, [target, onChanged, setRequest]);

  const next = request ? nextStatus(request.status) : null;
  const canResend = request?.mails.some((m) => m.status === "failed") ?? false;

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      dirty={noteDirty}
      title={request ? `${TYPE_LABEL[request.type]} ${request.reference}` : "Solicitud"}
      description={request ? `Recibida el ${formatDateTime(request.createdAt)}` : undefined}
      headerExtra={
        request && (
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={request.status} />
            {request.spam && <SpamBadge />}
          </span>
        )
      }
      panelProps={{ "data-testid": "request-detail" }}
    >
      <QueryStatus query={detail} retry={false}>
        {(request) => (
          <div className="space-y-6">
            {request.spam && (
              <section
                aria-labelledby="request-spam-title"
                className="rounded-lg border border-red-200 bg-red-50 p-3 dark:border-red-900 dark:bg-red-950/40"
                data-testid="request-spam"
              >
                <h3 id="request-spam-title" className="text-sm font-semibold text-red-800 dark:text-red-200">
                  Posible spam: {spamReasonsText(request.spamReasons)}
                </h3>
                <p className="mt-1 text-sm text-red-800 dark:text-red-200">
                  Se guardó, el remitente recibió su referencia y ventas recibió el aviso, pero al cliente no se le
                  envió la confirmación. Si es un cliente real, márcala como genuina: se le enviará.
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    icon={<BadgeCheck size={14} aria-hidden />}
                    loading={busy === "genuine"}
                    disabled={busy !== null}
                    onClick={() => void markGenuine()}
                  >
                    Marcar como genuina
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    icon={<Trash2 size={14} aria-hidden />}
                    disabled={busy !== null}
                    onClick={() => setConfirmDelete(true)}
                  >
                    Eliminar
                  </Button>
                </div>
              </section>
            )}
            {!request.spam && request.markedGenuineAt && (
              <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="request-genuine-note">
                Marcada como genuina el {formatDateTime(request.markedGenuineAt)} (retenida por:{" "}
                {spamReasonsText(request.spamReasons)}).
              </p>
            )}
            <section aria-labelledby="request-status-title">
              <h3 id="request-status-title" className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
                Estado
              </h3>
              <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Estado de la solicitud">
                {REQUEST_STATUSES.map((s) => (
                  <Button
                    key={s}
                    size="sm"
                    variant={request.status === s ? "primary" : "secondary"}
                    aria-pressed={request.status === s}
                    disabled={busy !== null || request.status === s}
                    onClick={() => void change({ status: s }, "status")}
                  >
                    {statusLabel(s)}
                  </Button>
                ))}
                {next && (
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<ArrowRight size={14} aria-hidden />}
                    loading={busy === "status"}
                    onClick={() => void change({ status: next }, "status")}
                  >
                    Avanzar a {statusLabel(next)}
                  </Button>
                )}
              </div>
            </section>

            <RequestCustomer request={request} />

            {request.type === "quotation" && <RequestLines request={request} />}

            {request.type === "quotation" && !request.spam && (
              <RequestQuoteSection quotationId={request.id} reference={request.reference} onChanged={quoteChanged} />
            )}

            {(request.message || request.notes) && (
              <section aria-labelledby="request-message-title">
                <h3
                  id="request-message-title"
                  className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200"
                >
                  {request.type === "quotation" ? "Mensaje adicional" : "Mensaje"}
                </h3>
                <p
                  className="whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-800/60 dark:text-slate-200"
                  data-testid="request-message"
                >
                  {request.message ?? request.notes}
                </p>
              </section>
            )}

            <div>
              <Field label="Nota interna" hint="Solo la ve el equipo; no se envía al cliente.">
                {(p) => (
                  <Textarea {...p} rows={3} maxLength={2000} value={note} onChange={(e) => setTyped(e.target.value)} />
                )}
              </Field>
              <div className="mt-2 flex justify-end">
                <Button
                  size="sm"
                  icon={<Save size={14} aria-hidden />}
                  loading={busy === "note"}
                  disabled={!noteDirty || busy !== null}
                  onClick={() => void change({ internalNote: note.trim() || null }, "note")}
                >
                  Guardar nota
                </Button>
              </div>
            </div>

            <section aria-labelledby="request-mails-title">
              <div className="mb-2 flex items-center justify-between gap-2">
                <h3 id="request-mails-title" className="text-sm font-semibold text-slate-800 dark:text-slate-200">
                  Historial de correos
                </h3>
                {canResend && (
                  <Button
                    size="sm"
                    variant="secondary"
                    icon={<RotateCw size={14} aria-hidden />}
                    loading={busy === "resend"}
                    onClick={() => void resend()}
                  >
                    Reenviar
                  </Button>
                )}
              </div>
              {request.mails.length === 0 ? (
                <p className="text-sm text-slate-500">Sin correos.</p>
              ) : (
                <ul className="space-y-2" data-testid="request-mails">
                  {request.mails.map((m) => (
                    <li key={m.id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-medium">{mailPurposeLabel(m.purpose)}</span>
                        <span className={`font-semibold ${MAIL_TONE[m.status] ?? ""}`}>
                          {MAIL_LABEL[m.status] ?? m.status}
                        </span>
                      </div>
                      <p className="text-slate-600 dark:text-slate-300">
                        Para {m.to} · {m.subject}
                      </p>
                      <p className="text-xs text-slate-500 dark:text-slate-400">
                        {m.attempts} {m.attempts === 1 ? "intento" : "intentos"}
                        {m.sentAt
                          ? ` · enviado ${formatDateTime(m.sentAt)}`
                          : ` · próximo intento ${formatDateTime(m.nextAttemptAt)}`}
                      </p>
                      {m.lastError && (
                        <p className="mt-1 text-xs text-red-700 dark:text-red-300">Último error: {m.lastError}</p>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </QueryStatus>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Eliminar solicitud"
        description={
          request ? (
            <>
              ¿Eliminar <strong>{request.reference}</strong>? Esta acción no se puede deshacer.
            </>
          ) : undefined
        }
        confirmLabel="Eliminar"
        onConfirm={remove}
      />
    </Dialog>
  );
}

import { BookmarkPlus, CopyPlus, FolderOpen, ListPlus, Save, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Product } from "../../../../contracts/catalog.ts";
import {
  SAVE_AS_TEMPLATE_LABEL,
  TEMPLATE_MESSAGES,
  USE_TEMPLATE_LABEL,
  templateCreateBody,
} from "../../../../contracts/quote-templates.ts";
import {
  QUOTE_MESSAGES,
  REQUEST_APPROVAL_LABEL,
  approvalNoteBody,
  type QuoteView,
} from "../../../../contracts/quotes.ts";
import { useAuth } from "../../../session/auth-provider.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { Button } from "../../../ui/button.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { LoadingState } from "../../../ui/spinner.tsx";
import { useToast } from "../../../ui/toast-provider.tsx";
import { usePanelWrite } from "../../kit/use-panel-write.ts";
import { KeptDraftBanner } from "../../kit/kept-draft-banner.tsx";
import { QuoteAddLines } from "./quote-add-lines.tsx";
import { forgetQuoteDraft, keepOnSessionExpiry, keptQuoteDraft, type KeptQuoteDraft } from "./quote-draft-store.ts";
import { checkDraft } from "./quote-draft-check.ts";
import { QuoteCustomerFields } from "./quote-customer-fields.tsx";
import {
  applyTemplate,
  assignSection,
  blankLine,
  draftTotals,
  moveLine,
  moveSection,
  newSectionKey,
  removeSection,
  type Draft,
  type DraftCustomer,
  type DraftLine,
  type DraftSection,
  type DraftTerms,
} from "./quote-draft.ts";
import { approvalGate } from "./quote-approval.ts";
import { QuoteApprovalNotice } from "./quote-approval-notice.tsx";
import { QuoteTemplatePicker } from "./quote-template-picker.tsx";
import { QuoteTextDialog } from "./quote-text-dialog.tsx";
import { QuoteStatusBadge } from "./quote-labels.tsx";
import { QuoteLinesTable } from "./quote-lines-table.tsx";
import { QuoteSendPreview } from "./quote-send-preview.tsx";
import { QuoteStatusLink } from "./quote-status-link.tsx";
import { QuoteTermsFields } from "./quote-terms-fields.tsx";
import { QuoteThread } from "./quote-thread.tsx";
import { QuoteTotalsBlock } from "./quote-totals-block.tsx";
import { QuoteVersions } from "./quote-versions.tsx";
import {
  createDraft,
  downloadQuotePdf,
  requestApproval,
  saveAsTemplate,
  saveQuote,
  sendQuote,
  templateForDraft,
  type TemplateSummary,
} from "./quotes-api.ts";
import { useQuoteWorkspace } from "./use-quote-workspace.ts";

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="space-y-3" data-testid={testId}>
      <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The formal quote of one request: the draft's editor (lines, totals, terms; save and send), the
 * versions already sent with their PDFs, the customer's status link and the thread.
 */
export function QuoteEditorDialog({
  target,
  onClose,
  onChanged,
}: {
  /** The quotation request; null: closed. */
  target: { id: number; reference: string } | null;
  onClose: () => void;
  /** After a send, a new version or the thread being read: the request and the inbox badge changed. */
  onChanged: () => void;
}) {
  const toast = useToast();
  const { ws, draft, setDraft, adopt, dirty, error, reload } = useQuoteWorkspace(target?.id ?? null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const { busy, run } = usePanelWrite<"save" | "send" | "deliver" | "new" | "pdf" | "approval" | "template">();
  const role = useAuth().user?.role;
  // 'Solicitar aprobación' and 'Guardar como plantilla' ask a text first; 'Usar plantilla' its list.
  const [asking, setAsking] = useState(false);
  const [templateOf, setTemplateOf] = useState<QuoteView | null>(null);
  const [picking, setPicking] = useState(false);
  const [replacing, setReplacing] = useState<TemplateSummary | null>(null);
  // The saved draft shown as its PDF, waiting for staff to confirm the send (issue 22).
  const [preview, setPreview] = useState<QuoteView | null>(null);
  const draftId = ws?.draftQuote?.id ?? null;
  const [kept, setKept] = useState<KeptQuoteDraft | null>(null);
  useEffect(() => setKept(draftId === null ? null : keptQuoteDraft(draftId)), [draftId]);

  // Keep what was typed if the session ends (any 401, anywhere): offered back after signing in.
  const unsaved = useRef<{ quoteId: number; draft: Draft } | null>(null);
  unsaved.current = draftId !== null && draft && dirty ? { quoteId: draftId, draft } : null;
  useEffect(() => keepOnSessionExpiry(() => unsaved.current), []);

  function restoreKept() {
    if (!kept) return;
    // Work kept before the customer block existed restores without one: the current block stays.
    const keptCustomer = (kept.draft as Partial<Draft>).customer;
    setDraft((d) => d && { ...kept.draft, customer: keptCustomer ?? d.customer });
    setKept(null);
  }
  const discardKept = () => (forgetQuoteDraft(), setKept(null));

  const ivaRate = ws?.ivaRate ?? 15;
  const setLines = (f: (lines: DraftLine[]) => DraftLine[]) => setDraft((d) => d && { ...d, lines: f(d.lines) });
  const patchLine = (key: string, patch: Partial<DraftLine>) => {
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
    setInvalid((s) => {
      const next = new Set(s);
      for (const k of Object.keys(patch)) next.delete(`${key}.${k}`);
      return next;
    });
  };
  const patchSection = (key: string, patch: Partial<DraftSection>) =>
    setDraft(
      (d) =>
        d && {
          ...d,
          sections: d.sections.map((s) => (s.key === key ? { ...s, ...patch } : s)),
          // Ticking or unticking a whole section does the same to each of its lines.
          lines:
            patch.optional === undefined
              ? d.lines
              : d.lines.map((l) => (l.section === key ? { ...l, optional: patch.optional! } : l)),
        },
    );
  const addSection = () =>
    setDraft((d) => d && { ...d, sections: [...d.sections, { key: newSectionKey(), title: "", optional: false }] });
  const patchTerms = (patch: Partial<DraftTerms>) => setDraft((d) => d && { ...d, terms: { ...d.terms, ...patch } });
  const patchCustomer = (patch: Partial<DraftCustomer>) => {
    setDraft((d) => d && { ...d, customer: { ...d.customer, ...patch } });
    setInvalid((s) => {
      const next = new Set(s);
      for (const k of Object.keys(patch)) next.delete(`customer.${k}`);
      return next;
    });
  };

  function addProducts(products: Product[]) {
    setLines((ls) => [
      ...ls,
      ...products.map((p) =>
        // The product's own IVA rate, else the general one in force now (ADR 045).
        blankLine(p.iva_rate ?? ivaRate, {
          productId: p.id,
          sku: p.sku,
          description: p.name,
          unitPrice: p.price_amount ? p.price_amount.replace(".", ",") : "",
        }),
      ),
    ]);
  }

  /** The draft's body once it checks; else the refused fields stay marked and the typed text as typed. */
  function checked(forSend: boolean) {
    if (!draft) return null;
    const check = checkDraft(draft, forSend);
    if (!check.ok) {
      setInvalid(check.invalid);
      toast.error(check.message);
      return null;
    }
    setInvalid(new Set());
    return check.body;
  }

  /** Saves the checked draft; the kept copy of a session expiry goes once the draft is stored. */
  function store(kind: "save" | "send", forSend: boolean, after: (q: QuoteView) => void, success?: string) {
    const body = checked(forSend);
    if (!body) return;
    return run(kind, () => saveQuote(ws!.draftQuote!.id, body), {
      success,
      failure: "Error al guardar la cotización",
      then: (res) => {
        if (kept === null) forgetQuoteDraft();
        adopt(res.data);
        after(res.data);
      },
    });
  }

  const saveDraft = () => store("save", false, () => {}, "Cotización guardada");

  // Saved first, so the preview is the stored draft the send will number and mail; a salesperson's
  // large discount waits for an admin instead (ADR 051: the server refuses the send the same way).
  const previewOrHold = (q: QuoteView) => {
    if (approvalGate(q.approval, role).blocked)
      toast.error(
        q.approval.status === "pending"
          ? QUOTE_MESSAGES.approvalPending
          : QUOTE_MESSAGES.approvalNeeded(q.approval.limit),
      );
    else setPreview(q);
  };
  // Nothing changed since the last save: the stored draft is sent as it is, because any save
  // clears an approval (ADR 051) and would send an approved draft back to waiting.
  const send = () => {
    if (dirty) return store("send", true, previewOrHold);
    if (checked(true)) previewOrHold(ws!.draftQuote!);
  };

  /** The stored draft is what an admin approves and a template keeps: unsaved work is saved first. */
  const saved = (then: (q: QuoteView) => void) => (dirty ? store("save", false, then) : then(ws!.draftQuote!));

  const askApproval = (note: string) =>
    run("approval", () => requestApproval(ws!.draftQuote!.id, note), {
      success: (res) => res.message ?? QUOTE_MESSAGES.approvalRequested,
      failure: "Error al solicitar la aprobación",
      then: (res) => adopt(res.data),
    });

  const keepAsTemplate = (name: string) =>
    run("template", () => saveAsTemplate(templateOf!.id, name), {
      success: (res) => `${res.message ?? TEMPLATE_MESSAGES.saved}: ${res.data.name}`,
      failure: "Error al guardar la plantilla",
    });

  /** The template's lines at today's prices replace the draft's (still to be saved). */
  function fillFrom(t: TemplateSummary) {
    setPicking(false);
    setReplacing(null);
    return run("template", () => templateForDraft(t.id), {
      success: `Plantilla ${t.name} aplicada: revisa los precios y guarda el borrador`,
      failure: "Error al usar la plantilla",
      then: (use) => setDraft((d) => d && applyTemplate(d, use)),
    });
  }
  const pickTemplate = (t: TemplateSummary) =>
    draft && draft.lines.length > 0 ? (setPicking(false), setReplacing(t)) : void fillFrom(t);

  const acceptedLabel = ws?.versions[0]?.status === "accepted" ? ws.versions[0].label : null;

  /** The confirmed send; a failure keeps the preview open for another try. */
  function confirmSend() {
    if (!preview) return;
    const q = preview;
    return run("deliver", () => sendQuote(q.id, acceptedLabel !== null), {
      success: (res) => `${res.message ?? "Cotización enviada al cliente"}: ${res.data.label}`,
      failure: "Error al enviar la cotización",
      then: async () => {
        await reload(q.quotationId);
        onChanged();
        setPreview(null);
      },
    });
  }

  function newVersion() {
    if (!target) return;
    return run("new", () => createDraft(target.id, "latest"), {
      failure: "Error al crear la nueva versión",
      then: () => reload(target.id),
    });
  }

  const pdf = (q: QuoteView) => run("pdf", () => downloadQuotePdf(q), { failure: "Error al descargar el PDF" });

  const draftQuote = ws?.draftQuote ?? null;
  const latest = ws?.versions[0];
  const gate = approvalGate(draftQuote?.approval, role);
  const inQuote = new Set((draft?.lines ?? []).flatMap((l) => (l.productId ? [l.productId] : [])));

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      dirty={dirty}
      title={draftQuote ? `Cotización ${draftQuote.label}` : `Cotización ${target?.reference ?? ""}`}
      description="Precios en dólares; IVA por línea."
      // With a new version open the title says '(borrador)': the sent version's badge beside it read
      // as if the draft were 'Enviada'; the versions list still shows each one's status.
      headerExtra={latest && !draftQuote && <QuoteStatusBadge status={latest.status} />}
      panelProps={{ "data-testid": "quote-editor" }}
      footer={
        draft && (
          <>
            <Button
              variant="secondary"
              icon={<Save size={16} aria-hidden />}
              loading={busy === "save"}
              disabled={busy !== null}
              onClick={() => void saveDraft()}
            >
              Guardar borrador
            </Button>
            <Button
              icon={<Send size={16} aria-hidden />}
              loading={busy === "send"}
              // Unsaved changes may bring the discount back within the limit: the send saves first.
              disabled={busy !== null || (gate.blocked && !dirty)}
              onClick={() => void send()}
            >
              Enviar al cliente
            </Button>
          </>
        )
      }
    >
      <QuoteSendPreview
        quote={preview}
        acceptedLabel={acceptedLabel}
        busy={busy === "deliver"}
        onCancel={() => setPreview(null)}
        onConfirm={() => void confirmSend()}
      />
      <QuoteTextDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={REQUEST_APPROVAL_LABEL}
        description="Un administrador revisará el descuento; la cotización se podrá enviar cuando la apruebe."
        label="Nota para el administrador (opcional)"
        submitLabel={REQUEST_APPROVAL_LABEL}
        testId="quote-approval-request"
        schema={approvalNoteBody}
        field="note"
        multiline
        failure="Error al solicitar la aprobación"
        send={askApproval}
      />
      <QuoteTextDialog
        open={templateOf !== null}
        onClose={() => setTemplateOf(null)}
        title={SAVE_AS_TEMPLATE_LABEL}
        description="La plantilla guarda las líneas, las secciones y las condiciones, no los precios."
        label="Nombre de la plantilla"
        required
        submitLabel="Guardar plantilla"
        testId="quote-template-save"
        schema={templateCreateBody}
        field="name"
        failure="Error al guardar la plantilla"
        send={keepAsTemplate}
      />
      <QuoteTemplatePicker open={picking} onClose={() => setPicking(false)} onPick={pickTemplate} />
      <ConfirmDialog
        open={replacing !== null}
        onOpenChange={(o) => !o && setReplacing(null)}
        title="¿Reemplazar las líneas del borrador?"
        description={`Las líneas y secciones del borrador se reemplazan por las de la plantilla ${replacing?.name ?? ""}, con los precios de hoy.`}
        confirmLabel="Reemplazar"
        onConfirm={() => replacing && void fillFrom(replacing)}
      />
      {error ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : !ws || !target ? (
        <LoadingState>Cargando...</LoadingState>
      ) : (
        <div className="space-y-8">
          {draft ? (
            <Section title="Borrador" testId="quote-draft">
              {kept && (
                <KeptDraftBanner
                  of="esta cotización"
                  savedAt={kept.savedAt}
                  zone="company"
                  testId="quote-draft-banner"
                  onRestore={restoreKept}
                  onDiscard={discardKept}
                />
              )}
              <QuoteApprovalNotice
                approval={draftQuote?.approval}
                role={role}
                busy={busy === "approval"}
                onRequest={() => void saved(() => setAsking(true))}
              />
              <QuoteCustomerFields customer={draft.customer} onChange={patchCustomer} invalid={invalid} />
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<FolderOpen size={14} aria-hidden />}
                  loading={busy === "template"}
                  disabled={busy !== null}
                  onClick={() => setPicking(true)}
                >
                  {USE_TEMPLATE_LABEL}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<BookmarkPlus size={14} aria-hidden />}
                  disabled={busy !== null}
                  onClick={() => void saved(setTemplateOf)}
                >
                  {SAVE_AS_TEMPLATE_LABEL}
                </Button>
              </div>
              <QuoteLinesTable
                lines={draft.lines}
                sections={draft.sections}
                invalid={invalid}
                onChange={patchLine}
                onRemove={(key) => setLines((ls) => ls.filter((l) => l.key !== key))}
                onMove={(key, step) => setDraft((d) => d && moveLine(d, key, step))}
                onAssign={(key, section) => setDraft((d) => d && assignSection(d, key, section))}
                onSectionChange={patchSection}
                onSectionMove={(key, step) => setDraft((d) => d && moveSection(d, key, step))}
                onSectionRemove={(key) => setDraft((d) => d && removeSection(d, key))}
              />
              <div className="flex flex-wrap items-start gap-2">
                <QuoteAddLines
                  inQuote={inQuote}
                  onAddProducts={addProducts}
                  onAddFreeText={() => setLines((ls) => [...ls, blankLine(ivaRate)])}
                />
                <Button size="sm" variant="secondary" icon={<ListPlus size={14} aria-hidden />} onClick={addSection}>
                  Agregar sección
                </Button>
              </div>
              <QuoteTotalsBlock totals={draftTotals(draft.lines, draft.sections)} />
              <QuoteTermsFields terms={draft.terms} onChange={patchTerms} invalid={invalid} />
            </Section>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
              <span>Las versiones enviadas no cambian: una corrección es una nueva versión.</span>
              <Button
                size="sm"
                icon={<CopyPlus size={14} aria-hidden />}
                loading={busy === "new"}
                onClick={() => void newVersion()}
              >
                Nueva versión
              </Button>
            </div>
          )}
          <Section title="Versiones enviadas">
            <QuoteVersions versions={ws.versions} onPdf={(q) => void pdf(q)} onSaveTemplate={setTemplateOf} />
          </Section>
          <Section title="Enlace de estado del cliente">
            <QuoteStatusLink quotationId={target.id} />
          </Section>
          <Section title="Conversación con el cliente">
            <QuoteThread quotationId={target.id} onRead={onChanged} />
          </Section>
        </div>
      )}
    </Dialog>
  );
}

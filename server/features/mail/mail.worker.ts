import { safeErrorForLog } from "../../lib/db-errors.ts";
import type { MailRepository, OutboxRow } from "./mail.repository.ts";
import type { Logger, MailAttachment, MailTransport } from "./mail.transport.ts";

/** Wait before attempt n+1 after n failures: 1 min, 5 min, 30 min, 2 h, 6 h; then the mail is 'failed'. */
export const RETRY_DELAYS_S = [60, 5 * 60, 30 * 60, 2 * 3600, 6 * 3600];
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
/** Longer than the worst SMTP exchange (timeouts in mail.transport.ts), so a claim never expires mid-send. */
const LOCK_SECONDS = 120;
const BATCH = 10;

export type DrainOptions = { at?: Date };
export type DeliveryResult = { id: number; status: "sent" | "pending" | "failed"; error?: string };

/**
 * Drains mail_outbox: claim (SKIP LOCKED) → send → mark. Several processes over one PostgreSQL
 * database may run it; a claimed row is invisible to the others until its lock expires.
 * Delivery is at-least-once: if the process dies after the SMTP server accepted a mail but before
 * it is marked sent, the mail goes out once more when its lock expires (same Message-ID).
 */
export function createOutboxWorker(deps: {
  repo: MailRepository;
  transport: MailTransport;
  from: string;
  log: () => Logger;
  pollMs?: number;
}) {
  const { repo, transport } = deps;
  const pollMs = deps.pollMs ?? 2000;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let draining: Promise<number> | undefined;
  let again = false;
  // Attachments rebuilt at delivery from stored data (a quote's PDF), by outbox purpose prefix.
  const attachmentSources: { prefix: string; build: (row: OutboxRow) => Promise<MailAttachment[]> }[] = [];
  const attachmentsFor = async (row: OutboxRow) => {
    const source = attachmentSources.find((s) => row.purpose.startsWith(s.prefix));
    return source ? source.build(row) : undefined;
  };

  async function deliver(row: OutboxRow, at?: Date): Promise<DeliveryResult> {
    try {
      await transport.send({
        id: row.id,
        from: deps.from,
        to: row.to_address,
        replyTo: row.reply_to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId: row.message_id ?? `<outbox-${row.id}@localhost>`,
        attachments: await attachmentsFor(row),
      });
      await repo.markSent(row.id, at);
      return { id: row.id, status: "sent" };
    } catch (err) {
      const error = describe(err);
      // A test mail is a question asked now: retrying it hours later would only confuse.
      const giveUp = row.attempts >= MAX_ATTEMPTS || row.lead_type === "test";
      await repo.markFailed(row.id, error, giveUp ? null : RETRY_DELAYS_S[row.attempts - 1], at);
      // The id finds the row (its error there is whole, for staff); the log keeps no address, not
      // even the one an SMTP server quotes in its refusal.
      deps.log().warn(`correo ${row.id} (${row.purpose}) intento ${row.attempts}: ${withoutAddresses(error)}`);
      return { id: row.id, status: giveUp ? "failed" : "pending", error };
    }
  }

  /** One pass over every due mail; resolves with how many were attempted. */
  async function drainOnce(opts: DrainOptions = {}): Promise<number> {
    let attempted = 0;
    for (;;) {
      const rows = await repo.claimDue({ limit: BATCH, lockSeconds: LOCK_SECONDS, at: opts.at });
      if (rows.length === 0) return attempted;
      for (const row of rows) await deliver(row, opts.at);
      attempted += rows.length;
    }
  }

  /** Runs drainOnce, never two at a time in this process; a nudge during a pass triggers one more. */
  function kick(): Promise<number> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = drainOnce()
      .catch((err) => {
        deps.log().error({ err: safeErrorForLog(err) }, "outbox: error al procesar correos");
        return 0;
      })
      .finally(() => {
        draining = undefined;
        if (again && running) {
          again = false;
          void kick();
        }
      });
    return draining;
  }

  function schedule() {
    if (!running) return;
    timer = setTimeout(async () => {
      await kick();
      schedule();
    }, pollMs);
    timer.unref();
  }

  return {
    drainOnce,

    /** Claims and sends one mail now (the admin's test mail), whatever else is queued. */
    async deliverNow(id: number, opts: DrainOptions = {}): Promise<DeliveryResult | undefined> {
      const [row] = await repo.claimDue({ limit: 1, lockSeconds: LOCK_SECONDS, at: opts.at, id });
      return row ? deliver(row, opts.at) : undefined;
    },

    /** Mails whose purpose starts with `prefix` carry what `build` returns (a failure retries like SMTP). */
    addAttachmentSource(prefix: string, build: (row: OutboxRow) => Promise<MailAttachment[]>) {
      attachmentSources.push({ prefix, build });
    },

    /** Called after a request commits, so its mail leaves now rather than at the next poll. */
    nudge() {
      if (running) void kick();
    },

    start() {
      if (running) return;
      running = true;
      void kick();
      schedule();
    },

    /** Stops polling and waits for the pass in flight, so no send is cut in half by close(). */
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await draining;
    },

    get running() {
      return running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

/** Anything shaped like an address (local@domain, with or without <>) becomes a placeholder. */
const withoutAddresses = (text: string) => text.replace(/<?[^\s<>@]+@[^\s<>@]+>?/g, "[dirección]");

function describe(err: unknown): string {
  const e = err as { message?: string; code?: string; responseCode?: number };
  const parts = [e.code, e.responseCode, e.message ?? String(err)].filter(Boolean);
  return parts.join(" ").slice(0, 1000);
}

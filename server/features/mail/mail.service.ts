import { randomUUID } from "node:crypto";
import type { MailDelivery, MailStatusData } from "../../../contracts/requests-admin.ts";
import { REQUEST_MESSAGES } from "../../../contracts/requests.ts";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { emailDocument, esc } from "./mail.html.ts";
import { createMailRepository, type OutboxRow } from "./mail.repository.ts";
import { createMailTransport, silentLogger, type Logger } from "./mail.transport.ts";
import { createOutboxWorker } from "./mail.worker.ts";

/** A mail to queue with a request: rendered now, so it reads exactly as the request was when it was sent. */
export type NewMail = {
  requestType: string;
  requestId: number;
  purpose: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
};

export function createMailService({ db, config }: { db: Db; config: Config }) {
  const repo = createMailRepository(db);
  let logger: Logger = silentLogger;
  const log = () => logger;
  const transport = createMailTransport(config, log);
  const worker = createOutboxWorker({ repo, transport, from: config.mailFrom, log });
  const domain = /@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? "localhost";
  const messageId = () => `<${randomUUID()}@${domain}>`;

  /** Queues mails inside the caller's transaction: they exist if and only if the request does. */
  const enqueue = async (tx: Tx, mails: NewMail[]) =>
    repo.insert(
      mails.map((m) => ({
        lead_type: m.requestType,
        lead_id: m.requestId,
        purpose: m.purpose,
        to_address: m.to,
        reply_to: m.replyTo ?? null,
        subject: m.subject,
        html: m.html,
        text: m.text,
        message_id: messageId(),
      })),
      tx,
    );

  return {
    worker,
    transportKind: transport.kind,

    /** Starts draining the outbox in the background (the mail-outbox job, server/jobs); tests drive worker.drainOnce(). */
    startWorker(l: Logger) {
      logger = l;
      worker.start();
      logger.info(
        `correo: ${transport.kind === "smtp" ? `SMTP ${transport.target}` : `archivos .eml en ${transport.target}`}`,
      );
    },

    enqueue,

    /** Mails of `purpose` queued for `address` in the last `hours`; serialises sends to that address. */
    countRecentTo: (tx: Tx, address: string, purpose: string, hours: number) =>
      repo.countRecentTo(tx, address, purpose, hours),

    async deliveriesFor(requestType: string, requestId: number, tx?: Tx): Promise<MailDelivery[]> {
      return (await repo.listForRequest(requestType, requestId, tx)).map(toDelivery);
    },

    /** 'Reenviar': failed (or waiting) mails of a request go out again now; returns how many. */
    async requeueForRequest(requestType: string, requestId: number) {
      const n = await repo.requeueForRequest(requestType, requestId);
      if (n) worker.nudge();
      return n;
    },

    async status(): Promise<MailStatusData> {
      const [counts, last] = await Promise.all([repo.countsByStatus(), repo.lastError()]);
      return {
        configured: Boolean(config.smtpUrl),
        transport: transport.kind,
        host: transport.kind === "smtp" ? transport.target : null,
        mailDir: transport.kind === "file" ? transport.target : null,
        from: config.mailFrom,
        salesEmail: config.salesEmail,
        workerRunning: worker.running,
        outbox: { pending: counts.pending ?? 0, failed: counts.failed ?? 0, sent: counts.sent ?? 0 },
        lastError: last ? { message: last.message, at: last.at.toISOString() } : null,
      };
    },

    /** A test mail to SALES_EMAIL through the outbox, delivered now so the admin sees the outcome. */
    async sendTest(requestedBy: string) {
      const when = new Date().toLocaleString("es-EC", { timeZone: "America/Guayaquil" });
      const text = `Este es un correo de prueba de ${config.company.name}.\nSolicitado por ${requestedBy} el ${when}.\nSi lo recibes, el envío de correos funciona.`;
      const [row] = await db.transaction((tx) =>
        enqueue(tx, [
          {
            requestType: "test",
            requestId: 0,
            purpose: `test-${randomUUID()}`,
            to: config.salesEmail,
            subject: `Correo de prueba — ${config.company.name}`,
            text,
            html: emailDocument({
              title: "Correo de prueba",
              company: config.company.name,
              body: `<p>${esc(text).replaceAll("\n", "<br>")}</p>`,
            }),
          },
        ]),
      );
      const result = await worker.deliverNow(row.id);
      if (!result || result.status !== "sent") {
        throw new AppError(502, `${REQUEST_MESSAGES.testError}: ${result?.error ?? "no se pudo enviar"}`);
      }
      return { id: row.id, status: result.status, messageId: row.message_id };
    },

    async close() {
      await worker.stop();
      transport.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;

function toDelivery(r: OutboxRow): MailDelivery {
  return {
    id: r.id,
    purpose: r.purpose,
    to: r.to_address,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    nextAttemptAt: r.next_attempt_at.toISOString(),
    sentAt: r.sent_at?.toISOString() ?? null,
    messageId: r.message_id,
    createdAt: r.created_at.toISOString(),
  };
}

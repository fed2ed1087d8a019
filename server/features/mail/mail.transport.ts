import fs from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Config } from "../../config.ts";
import { loadNodemailer } from "../../lib/lazy-modules.ts";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../../lib/private-files.ts";

export type OutgoingMail = {
  /** Outbox row id: names the .eml file, so a retry overwrites instead of duplicating. */
  id: number;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox row, so a receiver can drop the rare resend after a crash. */
  messageId: string;
  /** Built at delivery from stored data (a quote's PDF), never stored in the outbox. */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type Logger = { info(msg: string): void; warn(msg: string): void; error(obj: unknown, msg?: string): void };
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

export type MailTransport = {
  kind: "smtp" | "file";
  /** Where mail goes, without credentials: "smtp://host:port" or the mail folder. */
  target: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

// Short enough that a hung server cannot hold an outbox claim (2 min) past its expiry.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const envelope = (m: OutgoingMail) => ({
  from: m.from,
  to: m.to,
  replyTo: m.replyTo ?? undefined,
  subject: m.subject,
  html: m.html,
  text: m.text,
  messageId: m.messageId,
  attachments: m.attachments,
  textEncoding: "quoted-printable" as const,
});

/** A nodemailer transport made on the first mail (nodemailer is loaded then, not at start). */
function onFirstMail(options: Parameters<typeof import("nodemailer").createTransport>[0]) {
  let made: Promise<Transporter> | undefined;
  return {
    get: () => (made ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(options))),
    close: () => void made?.then((t) => t.close()),
  };
}

/** SMTP_URL set → nodemailer SMTP; unset → .eml files in DATA_DIR/mail (the embedded mode works offline). */
export function createMailTransport(config: Config, log: () => Logger): MailTransport {
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    const transporter = onFirstMail({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      kind: "smtp",
      target: `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}`,
      async send(mail) {
        await (await transporter.get()).sendMail(envelope(mail));
      },
      close: transporter.close,
    };
  }
  const builder = onFirstMail({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    target: config.mailDir,
    async send(mail) {
      const info = await (await builder.get()).sendMail(envelope(mail));
      await fs.mkdir(config.mailDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = path.join(config.mailDir, `${String(mail.id).padStart(8, "0")}.eml`);
      // Write then rename: a crash never leaves half a message behind.
      // A request's text and address: readable by the site's own user only.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      await fs.rename(`${file}.tmp`, file);
      // The file (named by outbox id) finds the mail; its recipient and subject stay out of the log.
      log().info(`correo guardado (sin SMTP_URL): ${file}`);
    },
    close() {},
  };
}

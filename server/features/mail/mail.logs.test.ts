import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { testConfig } from "../../test/app.ts";
import { createTestDatabase } from "../../test/db.ts";
import { contactPayload, post } from "../requests/requests.test-support.ts";
import { createMailTransport, type Logger } from "./mail.transport.ts";

/** Issue 20: mail log lines carry ids, never the recipient's address nor the subject. */

const RECIPIENT = "destinatario.privado@cliente.ec";
const SUBJECT = "Asunto con datos del cliente";

function capture() {
  const lines: string[] = [];
  const logger: Logger = {
    info: (m) => lines.push(m),
    warn: (m) => lines.push(m),
    error: (o, m) => lines.push(`${JSON.stringify(o)} ${m ?? ""}`),
  };
  return { lines, logger };
}

let database: Database;
let rejecting: SMTPServer;
let port = 0;
const apps: App[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // A real SMTP server that refuses the customer's mailbox, naming it as servers do.
  rejecting = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === RECIPIENT) {
        const err = Object.assign(new Error(`<${RECIPIENT}>: Recipient address rejected: User unknown`), {
          responseCode: 550,
        });
        return callback(err);
      }
      callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => callback());
    },
  });
  await new Promise<void>((resolve) => rejecting.listen(0, "127.0.0.1", resolve));
  port = (rejecting.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await new Promise<void>((r) => rejecting.close(() => r()));
  await database?.close();
});

describe("mail log lines", () => {
  it("a mail written to a file (no SMTP_URL) is logged by its file, not by address or subject", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-log-"));
    try {
      const { lines, logger } = capture();
      const transport = createMailTransport(testConfig({ DATA_DIR: dir }), () => logger);
      await transport.send({
        id: 7,
        from: "Andes <no-reply@andes.test>",
        to: RECIPIENT,
        replyTo: null,
        subject: SUBJECT,
        html: "<p>Hola,</p>",
        text: "Hola,",
        messageId: "<log-test@andes.test>",
      });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain("00000007.eml");
      expect(lines[0]).not.toContain(RECIPIENT);
      expect(lines[0]).not.toContain(SUBJECT);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a refused delivery is logged with the mail's id and the reason, without the address the server quoted", async () => {
    const app = await buildApp({
      config: testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, SALES_EMAIL: "ventas@andes.test" }),
      database,
    });
    await app.ready();
    apps.push(app);
    const res = await post(app, "/api/email/contact", contactPayload({ email: RECIPIENT }));
    expect(res.status).toBe(201);

    const { lines, logger } = capture();
    // One pass of the real worker loop, logging here.
    app.services.mail.startWorker(logger);
    await app.services.mail.worker.stop();

    const refused = lines.filter((l) => l.includes("intento 1"));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/^correo \d+ \(customer-confirmation\) intento 1: .*550/);
    expect(lines.join("\n")).not.toContain(RECIPIENT);
    expect(lines.join("\n")).not.toContain(res.body.data.reference);
    // Staff still see the full reason in the panel (the outbox row), where the address belongs.
    const deliveries = await app.services.mail.deliveriesFor("contact", res.body.data.id);
    expect(deliveries.find((d) => d.purpose === "customer-confirmation")!.lastError).toContain(RECIPIENT);
  });
});

import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on 127.0.0.1 for tests; it can go down and come back on the same port. */
export type Received = { from: string; to: string[]; raw: string; mail: ParsedMail };

export async function startSmtpSink(port = 0) {
  const received: Received[] = [];
  let server: SMTPServer | undefined;

  const listen = (p: number) =>
    new Promise<number>((resolve, reject) => {
      const s = new SMTPServer({
        secure: false,
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              mail: parseMail(raw),
            });
            callback();
          });
        },
      });
      s.once("error", reject);
      s.listen(p, "127.0.0.1", () => {
        server = s;
        resolve((s.server.address() as AddressInfo).port);
      });
    });

  const actualPort = await listen(port);
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((r) => s.close(() => r()));
    },
    async start() {
      if (!server) await listen(actualPort);
    },
  };
}

// ------------------------------------------------------------------ a small MIME reader (no mailparser here)

export type ParsedMail = { headers: Record<string, string>; subject: string; text: string; html: string };

function decodeWords(v: string): string {
  return v.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*(?==\?)?/g, (_m, _cs, enc: string, data: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(
          data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

function decodeQP(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

function collect(raw: string, out: { text: string; html: string }) {
  const { headers, body } = splitPart(raw);
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      collect(part.replace(/^\r?\n/, ""), out);
    }
    return;
  }
  const enc = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const decoded =
    enc === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : enc === "quoted-printable"
        ? decodeQP(body)
        : body;
  if (/^text\/html/i.test(type)) out.html += decoded;
  else if (/^text\/plain/i.test(type)) out.text += decoded;
}

export function parseMail(raw: string): ParsedMail {
  const { headers } = splitPart(raw);
  const out = { text: "", html: "" };
  collect(raw, out);
  return { headers, subject: decodeWords(headers.subject ?? ""), ...out };
}

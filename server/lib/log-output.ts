import type { FastifyServerOptions } from "fastify";
import type { Config } from "../config.ts";

/**
 * Where the server's log lines go and how they look. A person at a terminal reads short coloured
 * lines; anything else (a file, journald, a log collector) gets pino's JSON lines, which machines
 * parse. The same serializers and redaction apply to both: only the printing differs.
 */
export async function logOutput(
  config: Pick<Config, "logLevel" | "logFormat">,
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
  destination: NodeJS.WritableStream | number = 1,
): Promise<Exclude<FastifyServerOptions["logger"], boolean | undefined>> {
  const readable = config.logFormat === "pretty" || (config.logFormat === "auto" && stdoutIsTerminal);
  if (!readable) return { level: config.logLevel };
  // Loaded only for a terminal: a production process writing JSON never pays for it.
  const { default: pretty } = await import("pino-pretty");
  return {
    level: config.logLevel,
    stream: pretty({
      destination,
      sync: true,
      colorize: stdoutIsTerminal,
      translateTime: "SYS:HH:MM:ss",
      ignore: "pid,hostname",
    }),
  };
}

import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

/** A port nobody listens on, for a server a spec starts with its own settings. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/**
 * The built server with only the given settings (not the suite's), answering on its own port once
 * /api/health does; its output is kept for the failure message.
 */
export async function startOwnServer(port: number, settings: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...settings };
  Object.assign(env, { PORT: String(port), HOST: "127.0.0.1", BACKUP_KEEP: "0" });
  const server = spawn(process.execPath, ["build/server/main.js"], { env });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`el servidor terminó (${server.exitCode}):\n${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill("SIGKILL");
  throw new Error(`el servidor no respondió:\n${output}`);
}

export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (server.exitCode === null) server.kill("SIGKILL");
}

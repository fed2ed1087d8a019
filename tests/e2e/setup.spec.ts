import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * First run, as an operator meets it: the built server started with nothing set (no NODE_ENV,
 * no ADMIN_EMAIL, no PUBLIC_URL, no SESSION_SECRET) over an empty DATA_DIR prints a one-time
 * link; the link opens 'Crear administrador', which creates the account and enters the panel.
 * The suite's own server has a user already, so this one is started here.
 */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

function startBareServer(port: number, dataDir: string) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
    BACKUP_KEEP: "0",
  });
  const server = spawn(process.execPath, ["build/server/main.js"], { env });
  let output = "";
  const link = new Promise<{ url: string; output: () => string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sin enlace de configuración:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /(http:\/\/localhost:\d+\/login\?setup=[\w-]+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve({ url: found[1], output: () => output });
      }
    };
    server.stdout.on("data", read);
    server.stderr.on("data", read);
    server.once("exit", (code) => reject(new Error(`el servidor terminó (${code}):\n${output}`)));
  });
  return { server, link };
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (server.exitCode === null) server.kill("SIGKILL");
}

test.describe("primer arranque", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let server: ChildProcess;
  let dataDir: string;
  let setup: { url: string; output: () => string };
  let port: number;

  test.beforeAll(async () => {
    // A fresh embedded database migrates before the link is printed: past 30 s on a busy machine.
    test.setTimeout(120_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-setup-"));
    port = await freePort();
    const started = startBareServer(port, dataDir);
    server = started.server;
    setup = await started.link;
  });
  test.afterAll(async () => {
    if (server) await stop(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("arranca en producción sin NODE_ENV, con su dirección real y un secreto propio (0600)", async () => {
    expect(setup.output()).toContain(`http://localhost:${port}`);
    expect(setup.output()).toContain("PUBLIC_URL no está definido");
    expect(statSync(path.join(dataDir, "session-secret")).mode & 0o777).toBe(0o600);
    // Production build: the page is served from build/client, not through Vite.
    const res = await fetch(`http://127.0.0.1:${port}/login`);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain("/@vite/client");
  });

  test("el enlace abre 'Crear administrador': reglas en español, crea la cuenta y entra; el enlace no sirve dos veces", async ({
    page,
  }) => {
    const link = setup.url.replace("localhost", "127.0.0.1");
    await page.goto(link);
    await expect(page.locator("body[data-hydrated=true]")).toBeAttached();
    await expect(page.getByRole("heading", { name: "Crear administrador" })).toBeVisible();

    await page.getByLabel("Nombre").fill("Ana Administradora");
    await page.getByLabel("Email").fill("ana@andes.ec");
    const password = page.getByLabel("Contraseña");
    const submit = page.getByRole("button", { name: "Crear administrador" });
    await password.fill("corta");
    await submit.click();
    await expect(page.getByText("La contraseña debe tener al menos 12 caracteres")).toBeVisible();
    await password.fill("soloLetrasSinNada");
    await submit.click();
    await expect(page.getByText("La contraseña debe incluir al menos un número o un símbolo")).toBeVisible();

    await password.fill("Andes-clave-2026");
    await submit.click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Panel de Administración" })).toBeVisible();

    // The same link again: the server refuses it with its Spanish message.
    const again = await page.request.post(`http://127.0.0.1:${port}/api/auth/register-initial`, {
      data: {
        name: "Otra",
        email: "otra@andes.ec",
        password: "Andes-clave-2027",
        setupToken: new URL(link).searchParams.get("setup"),
      },
    });
    expect(again.status()).toBe(403);
    expect((await again.json()).error).toBe("El registro inicial ya fue completado");

    // The used link, opened again, says an account exists and requests to sign-in (issue 22).
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.locator("body[data-hydrated=true]")).toBeAttached();
    await expect(page.getByTestId("setup-used")).toContainText("Ya existe una cuenta de administrador");
    await expect(page.getByRole("heading", { name: "Crear administrador" })).toHaveCount(0);
    await page.getByRole("link", { name: "Ir a iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Iniciar Sesión" })).toBeVisible();
  });
});

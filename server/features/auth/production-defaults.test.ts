import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { DEV_SESSION_SECRET, loadConfig } from "../../config.ts";
import { requestPublicUrl } from "../../lib/public-url.ts";
import { withSessionSecret } from "./session-secret.ts";

/** A DATA_DIR of the test's own, removed after it: a generated session secret is left nowhere. */
async function scratchDataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "secret-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe("SESSION_SECRET", () => {
  it("refuses the public example value in production, with a clear message", () => {
    expect(() => loadConfig({ NODE_ENV: "production", SESSION_SECRET: DEV_SESSION_SECRET })).toThrow(
      /SESSION_SECRET: es el valor público de ejemplo/,
    );
  });

  it("refuses the guide's placeholder and low-entropy values in production (issue 20), accepts a generated one", () => {
    const start = (SESSION_SECRET: string) => () => loadConfig({ NODE_ENV: "production", SESSION_SECRET });
    for (const [secret, why] of [
      ["<openssl rand -hex 32>", /marcador de la guía/],
      ["a".repeat(64), /pocos caracteres distintos/],
      ["abababababababababababababababab12", /pocos caracteres distintos/],
      ["Kx9pQ2vL7mZ4wR8tY3bN", /demasiado corto/],
      ["please-change-this-session-secret-now", /texto de ejemplo/],
    ] as const)
      expect(start(secret), secret).toThrow(why);
    expect(start("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08")).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: "production", SESSION_SECRET: "<openssl rand -hex 32>" })).toThrow(
      /reemplázalo por la salida de `openssl rand -hex 32`/,
    );
  });

  it("unset: generated once into DATA_DIR (mode 0600) and the same on the next start", async () => {
    const dir = await scratchDataDir();
    const first = await withSessionSecret(loadConfig({ NODE_ENV: "production", DATA_DIR: dir }));
    expect(first.session.secret).not.toBe(DEV_SESSION_SECRET);
    expect(first.session.secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, "session-secret");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toBe(first.session.secret);
    const second = await withSessionSecret(loadConfig({ NODE_ENV: "production", DATA_DIR: dir }));
    expect(second.session.secret).toBe(first.session.secret);
  });

  it("set: used as is, nothing written", async () => {
    const dir = await scratchDataDir();
    const config = await withSessionSecret(loadConfig({ DATA_DIR: dir, SESSION_SECRET: "x".repeat(40) }));
    expect(config.session.secret).toBe("x".repeat(40));
    await expect(stat(path.join(dir, "session-secret"))).rejects.toThrow();
  });
});

describe("absolute URLs without PUBLIC_URL follow the request", () => {
  const request = (headers: Record<string, string>, encrypted = false) =>
    ({ headers, raw: { socket: { encrypted } } }) as never;

  it("PUBLIC_URL wins when set", () => {
    const config = loadConfig({ PUBLIC_URL: "https://www.andes.ec/" });
    expect(config.publicUrl).toBe("https://www.andes.ec");
    expect(requestPublicUrl(request({ host: "otro.ec" }), config)).toBe("https://www.andes.ec");
  });

  it("uses the Host header, and X-Forwarded-* only behind a trusted proxy", () => {
    const direct = loadConfig({ PORT: "4000" });
    expect(direct.publicUrl).toBe("http://localhost:4000");
    const fwd = { host: "10.0.0.5:3000", "x-forwarded-host": "www.andes.ec", "x-forwarded-proto": "https" };
    expect(requestPublicUrl(request({ host: "tienda.andes.ec:8080" }), direct)).toBe("http://tienda.andes.ec:8080");
    expect(requestPublicUrl(request(fwd), direct)).toBe("http://10.0.0.5:3000");
    expect(requestPublicUrl(request(fwd), loadConfig({ TRUST_PROXY: "1" }))).toBe("https://www.andes.ec");
  });

  it("never writes a hostile Host into a page", () => {
    const config = loadConfig({ PORT: "4000" });
    expect(requestPublicUrl(request({ host: 'x"><script>' }), config)).toBe("http://localhost:4000");
    expect(requestPublicUrl(request({ host: "evil.ec/path" }), config)).toBe("http://localhost:4000");
  });
});

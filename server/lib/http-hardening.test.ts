import net from "node:net";
import { Writable } from "node:stream";
import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import type { Database } from "../db/client.ts";
import { adminHeaders } from "../features/auth/auth-test-helpers.ts";
import { testConfig } from "../test/app.ts";
import { createTestDatabase } from "../test/db.ts";
import { apiHelmetOptions } from "./security-headers.ts";

/** Log lines of an app, parsed, so a test can say what was (not) logged. */
function logSink() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: "info", stream } };
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The API as main.ts builds it (with the SVG images at the root), plus a page catch-all standing in for mountWeb. */
async function appWithPages(env: Record<string, string> = {}, opts: Partial<Parameters<typeof buildApp>[0]> = {}) {
  const sink = logSink();
  const app = await buildApp({ config: testConfig(env), database, logger: sink.logger, ...opts });
  // Stands in for the React Router handler, which builds a Web Request: that throws for TRACE.
  app.all("/*", async (request) => {
    // As server/web/request.ts does: the URL is built from the request's host.
    new Request(new URL(request.url, `${request.protocol}://${request.host}`), { method: request.method });
    return "página";
  });
  await app.ready();
  return { app, logs: sink.lines };
}

describe("unsupported methods", () => {
  let app: App;
  let logs: { level: number; msg: string }[];
  beforeAll(async () => ({ app, logs } = await appWithPages()));
  afterAll(() => app.close());

  it.each([
    ["TRACE", "/api/products"],
    ["TRACE", "/api/auth/login"],
    ["TRACE", "/catalogo"],
    ["TRACE", "/"],
    ["CONNECT", "/api/health"],
    ["PROPFIND", "/catalogo"],
  ])("%s %s answers 405 with a Spanish JSON error and logs no error", async (method, url) => {
    const before = logs.length;
    const res = await app.inject({ method: method as "GET", url });
    expect(res.statusCode).toBe(405);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ success: false, error: "Método no permitido" });
    expect(res.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(logs.slice(before).filter((l) => l.level >= 50)).toEqual([]);
  });

  it("still serves the usual methods", async () => {
    expect((await app.inject({ method: "GET", url: "/catalogo" })).statusCode).toBe(200);
    expect((await app.inject({ method: "HEAD", url: "/api/health" })).statusCode).toBe(200);
  });
});

describe("security headers on every answer", () => {
  let app: App;
  beforeAll(async () => ({ app } = await appWithPages()));
  afterAll(() => app.close());

  const expectHardened = (headers: Record<string, unknown>, url: string) => {
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["x-frame-options"], url).toBe("DENY");
    expect(headers["referrer-policy"], url).toBe("no-referrer");
    const csp = String(headers["content-security-policy"]);
    expect(csp, url).toContain("default-src 'none'");
    expect(csp, url).toContain("frame-ancestors 'none'");
    // Plain http in tests: no HSTS promise the site could not keep.
    expect(headers["strict-transport-security"], url).toBeUndefined();
  };

  it("writes every header helmet writes for the API's policy, computed once", async () => {
    // @fastify/helmet builds helmet on every request; the API's headers are written once (ADR 065).
    const reference = Fastify();
    // The same options: @fastify/helmet reads helmet's CommonJS typings, this file its ES ones.
    const options = apiHelmetOptions(testConfig()) as unknown as FastifyHelmetOptions;
    await reference.register(fastifyHelmet, options);
    reference.get("/api/health", async () => ({ ok: true }));
    const expected = (await reference.inject({ url: "/api/health" })).headers;
    await reference.close();
    const actual = (await app.inject({ url: "/api/health", remoteAddress: "10.9.0.1" })).headers;
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) => !/^(content-type|content-length|date|connection|keep-alive|x-request-id)$/.test(name),
        ),
      );
    expect(Object.keys(securityHeaders(expected)).length).toBeGreaterThan(10);
    expect(securityHeaders(actual)).toEqual(securityHeaders(expected));
  });

  it.each([
    ["GET", "/api/health"],
    ["GET", "/api/no-existe"],
    ["POST", "/api/auth/login"],
    ["GET", "/api/auth/profile"],
    ["TRACE", "/api/products"],
    ["GET", "/placeholder/siemens-s7-1200.svg"],
    ["GET", "/brands/siemens.svg"],
    ["GET", "/brands/no-existe.svg"],
  ])("%s %s", async (method, url) => {
    const res = await app.inject({ method: method as "GET", url, remoteAddress: "10.9.0.1" });
    expectHardened(res.headers, url);
  });

  it("the generated SVGs cannot run script even when opened on their own", async () => {
    const res = await app.inject({ method: "GET", url: "/placeholder/abc.svg" });
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(String(res.headers["content-security-policy"])).not.toMatch(/script-src|unsafe/);
  });

  it("promises HTTPS (HSTS) only when PUBLIC_URL is https", async () => {
    const { app: https } = await appWithPages({ PUBLIC_URL: "https://andes.example" });
    const res = await https.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    await https.close();
  });

  it("promises HTTPS also when a trusted proxy says X-Forwarded-Proto: https (issue 20), not otherwise", async () => {
    const { app: proxied } = await appWithPages({ TRUST_PROXY: "1" });
    const { app: direct } = await appWithPages({ TRUST_PROXY: "0" });
    try {
      const hsts = async (target: App, proto: string, url = "/api/health") =>
        (await target.inject({ method: "GET", url, headers: { "x-forwarded-proto": proto } })).headers[
          "strict-transport-security"
        ];
      expect(await hsts(proxied, "https")).toBe("max-age=31536000; includeSubDomains");
      expect(await hsts(proxied, "https", "/placeholder/abc.svg")).toMatch(/max-age=\d+/);
      expect(await hsts(proxied, "http")).toBeUndefined();
      // Without a trusted proxy the header is the visitor's own word: no promise.
      expect(await hsts(direct, "https")).toBeUndefined();
    } finally {
      await proxied.close();
      await direct.close();
    }
  });
});

describe("a malformed Host header (issue 20)", () => {
  it("answers 400 in Spanish for 'a b', '[' and 'x:99999', on pages and the API, with no stack trace logged", async () => {
    const { app, logs } = await appWithPages();
    try {
      for (const host of ["a b", "[", "x:99999"])
        for (const url of ["/", "/api/health", "/productos"]) {
          const res = await app.inject({ method: "GET", url, headers: { host } });
          expect(res.statusCode, `${host} ${url}`).toBe(400);
          expect(JSON.parse(res.body)).toEqual({ success: false, error: "Solicitud inválida" });
        }
      expect(logs.filter((l) => l.level >= 50 || JSON.stringify(l).includes("stack"))).toEqual([]);
      for (const host of ["localhost:3000", "[::1]:3000", "www.andesautomatizacion.ec", "127.0.0.1"]) {
        const res = await app.inject({ method: "GET", url: "/", headers: { host } });
        expect(res.statusCode, host).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});

describe("/api/docs", () => {
  const production = { NODE_ENV: "production", SESSION_SECRET: "3a7bd3e2360a3d29eea436fcfb7e44c735d117c4" };

  it("is public outside production, with a CSP that lets Swagger UI run", async () => {
    const { app } = await appWithPages();
    const res = await app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self'/);
    // Over plain http the docs would break if the browser were told to upgrade every request.
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect((await app.inject({ method: "GET", url: "/api/docs/json" })).statusCode).toBe(200);
    await app.close();
  });

  it("needs a staff session in production", async () => {
    const { app } = await appWithPages(production);
    const admin = await adminHeaders(app);
    for (const url of ["/api/docs", "/api/docs/json", "/api/docs/yaml", "/api/docs/static/index.html"]) {
      const anon = await app.inject({ method: "GET", url });
      expect(anon.statusCode, url).toBe(401);
      expect(anon.json().success).toBe(false);
      expect(anon.headers["x-content-type-options"]).toBe("nosniff");
    }
    const staff = await app.inject({ method: "GET", url: "/api/docs/json", headers: admin });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().openapi).toMatch(/^3\./);
    await app.close();
  });

  it("API_DOCS_PUBLIC=true opens them in production", async () => {
    const { app } = await appWithPages({ ...production, API_DOCS_PUBLIC: "true" });
    expect((await app.inject({ method: "GET", url: "/api/docs/json" })).statusCode).toBe(200);
    await app.close();
  });
});

describe("X-Forwarded-For without TRUST_PROXY", () => {
  it("logs one warning, the first time a request carries it", async () => {
    const { app, logs } = await appWithPages();
    await app.inject({ method: "GET", url: "/api/health" });
    expect(logs.filter((l) => l.level === 40)).toEqual([]);
    for (let i = 0; i < 3; i++) {
      await app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-for": `203.0.113.${i}` } });
    }
    const warnings = logs.filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].msg).toMatch(/X-Forwarded-For.*TRUST_PROXY/);
    await app.close();
  });

  it("stays quiet when TRUST_PROXY is set", async () => {
    const { app, logs } = await appWithPages({ TRUST_PROXY: "1" });
    await app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(logs.filter((l) => l.level === 40)).toEqual([]);
    await app.close();
  });
});

describe("server timeouts", () => {
  it("has request, headers, keep-alive and idle timeouts set", async () => {
    const { app } = await appWithPages();
    expect(app.server.requestTimeout).toBe(60_000);
    expect(app.server.headersTimeout).toBe(15_000);
    expect(app.server.keepAliveTimeout).toBe(72_000);
    expect(app.server.timeout).toBe(120_000);
    await app.close();
  });

  it("cuts a body trickled one byte at a time once the request timeout has passed", async () => {
    const { app } = await appWithPages({}, { serverTimeouts: { requestTimeout: 1000, checkEvery: 200 } });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as net.AddressInfo;
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (d) => (answer += d));
    const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now())));
    const started = Date.now();
    socket.write(
      "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    const trickle = setInterval(() => socket.writable && socket.write(" "), 150);
    const closedAt = await closed;
    clearInterval(trickle);
    expect(closedAt - started).toBeLessThan(3000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    await app.close();
  });
});

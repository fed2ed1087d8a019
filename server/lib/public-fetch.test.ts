import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchPublic, isPublicAddress, PublicFetchError, type PublicFetchFailure } from "./public-fetch.ts";

/** A local server that records every connection made to it and answers a few paths. */
let server: http.Server;
let port = 0;
let connections = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/foto") return res.writeHead(200, { "content-type": "image/png" }).end(Buffer.alloc(100, 7));
    if (req.url === "/grande") return res.end(Buffer.alloc(5000, 1));
    if (req.url === "/trozos") {
      // No Content-Length (chunked): the cap is counted while reading.
      res.writeHead(200);
      for (let i = 0; i < 10; i++) res.write(Buffer.alloc(500, 1));
      return res.end();
    }
    if (req.url === "/goteo") {
      // A byte every 50 ms, forever: never idle, never done.
      res.writeHead(200);
      const drip = setInterval(() => res.write("x"), 50);
      return res.on("close", () => clearInterval(drip));
    }
    if (req.url?.startsWith("/salto?")) {
      const to = new URL(req.url, "http://x").searchParams.get("a")!;
      return res.writeHead(302, { location: to }).end();
    }
    res.writeHead(404).end();
  });
  server.on("connection", () => (connections += 1));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const limits = { maxBytes: 1000, timeoutMs: 2000 };
/** The test server (127.0.0.1) stands in for a public host; everything else stays internal. */
const onlyTheTestServer = { ...limits, allowAddress: (a: string) => a === "127.0.0.1" };

async function failure(promise: Promise<unknown>): Promise<PublicFetchFailure | "none"> {
  return promise.then(
    () => "none",
    (err: unknown) => (err instanceof PublicFetchError ? err.reason : "none"),
  );
}

describe("the guarded fetcher (issue 20, ADR 028)", () => {
  it("refuses loopback, 10.x, cloud metadata, ::1 and mapped ::ffff:127.0.0.1 without connecting", async () => {
    const before = connections;
    for (const url of [
      `http://127.0.0.1:${port}/foto`,
      `http://10.0.0.7:${port}/foto`,
      "http://169.254.169.254/latest/meta-data/",
      `http://[::1]:${port}/foto`,
      `http://[::ffff:127.0.0.1]:${port}/foto`,
    ])
      expect(await failure(fetchPublic(url, limits)), url).toBe("notPublic");
    expect(connections).toBe(before);
    for (const a of ["127.0.0.1", "10.1.2.3", "169.254.169.254", "::1", "::ffff:127.0.0.1"])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it("checks names at connect time: a host name resolving to a private address is refused, unconnected", async () => {
    const before = connections;
    expect(await failure(fetchPublic(`http://localhost:${port}/foto`, limits))).toBe("notPublic");
    expect(connections).toBe(before);
  });

  it("re-checks every redirect: a 'public' page sending to a private address is refused", async () => {
    for (const target of [
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.7/",
      `http://[::1]:${port}/foto`,
    ]) {
      const url = `http://127.0.0.1:${port}/salto?a=${encodeURIComponent(target)}`;
      expect(await failure(fetchPublic(url, onlyTheTestServer)), target).toBe("notPublic");
    }
    const ok = await fetchPublic(`http://127.0.0.1:${port}/salto?a=/foto`, onlyTheTestServer);
    expect(ok.data.length).toBe(100);
    expect(ok.contentType).toBe("image/png");
  });

  it("stops at the size cap, with or without a Content-Length", async () => {
    expect(await failure(fetchPublic(`http://127.0.0.1:${port}/grande`, onlyTheTestServer))).toBe("tooLarge");
    expect(await failure(fetchPublic(`http://127.0.0.1:${port}/trozos`, onlyTheTestServer))).toBe("tooLarge");
  });

  it("stops at the time cap even when bytes keep trickling in", async () => {
    const started = Date.now();
    const slow = fetchPublic(`http://127.0.0.1:${port}/goteo`, {
      ...onlyTheTestServer,
      maxBytes: 1_000_000,
      timeoutMs: 400,
    });
    expect(await failure(slow)).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses other schemes and answers of a type the caller does not accept", async () => {
    expect(await failure(fetchPublic("file:///etc/passwd", limits))).toBe("urlInvalid");
    const html = fetchPublic(`http://127.0.0.1:${port}/grande`, {
      ...onlyTheTestServer,
      maxBytes: 10_000,
      acceptType: (t) => t.startsWith("image/"),
    });
    expect(await failure(html)).toBe("unreachable");
  });
});

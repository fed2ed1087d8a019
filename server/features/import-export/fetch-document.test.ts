import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_IMPORT_MESSAGES as M } from "../../../contracts/import-documents.ts";
import { pdf } from "../documents/documents.test-support.ts";
import { fetchPublicDocument, isPublicAddress } from "./fetch-document.ts";

describe("document downloads refuse internal addresses (SSRF)", () => {
  it("knows public from private, loopback, link-local and mapped addresses", () => {
    for (const a of ["8.8.8.8", "190.152.1.1", "2800:370::1"]) expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.5.4",
      "192.168.1.10",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "64:ff9b::a00:1",
      "localhost",
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it("refuses loopback, private and metadata hosts before sending anything, and non-http schemes", async () => {
    for (const url of [
      "http://127.0.0.1:9/ficha.pdf",
      "http://localhost/ficha.pdf",
      "http://[::1]/ficha.pdf",
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.7/ficha.pdf",
      "http://[::ffff:7f00:1]/ficha.pdf",
      "http://2130706433/ficha.pdf",
    ])
      await expect(fetchPublicDocument(url), url).rejects.toThrow(M.notPublic);
    for (const url of ["file:///etc/passwd", "ftp://ejemplo.ec/f.pdf", "no es una url"])
      await expect(fetchPublicDocument(url), url).rejects.toThrow(M.urlInvalid);
  });
});

describe("document downloads (a local server standing in for a public one)", () => {
  let server: http.Server;
  let base: string;
  const anyAddress = { allowAddress: () => true };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/ficha") {
        res.writeHead(200, { "content-disposition": 'attachment; filename="ficha-tecnica.pdf"' });
        return res.end(pdf());
      }
      if (req.url === "/grande") return res.end(Buffer.alloc(5000, 1));
      if (req.url === "/salto") return res.writeHead(302, { location: "/ficha" }).end();
      if (req.url === "/bucle") return res.writeHead(302, { location: "/bucle" }).end();
      if (req.url === "/goteo") {
        // A byte every 50 ms, forever: never idle long enough for a socket timeout.
        res.writeHead(200);
        const drip = setInterval(() => res.write("x"), 50);
        return res.on("close", () => clearInterval(drip));
      }
      if (req.url === "/interno") return res.writeHead(302, { location: "http://[::1]:9/x" }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("downloads the bytes, named by Content-Disposition or the path, following a redirect", async () => {
    const got = await fetchPublicDocument(`${base}/salto`, anyAddress);
    expect(got.data.equals(pdf())).toBe(true);
    expect(got.filename).toBe("ficha-tecnica.pdf");
  });

  it("stops at the size limit, on error statuses and on redirect loops", async () => {
    await expect(fetchPublicDocument(`${base}/grande`, { ...anyAddress, maxBytes: 1000 })).rejects.toThrow(M.tooLarge);
    await expect(fetchPublicDocument(`${base}/nada`, anyAddress)).rejects.toThrow(M.httpStatus(404));
    await expect(fetchPublicDocument(`${base}/bucle`, anyAddress)).rejects.toThrow(M.tooManyRedirects);
  });

  it("checks every hop: a page redirecting to an internal address is refused", async () => {
    // The test server (127.0.0.1) stands in for a public host; the redirect's ::1 stays internal.
    const onlyTheTestServer = { allowAddress: (a: string) => a === "127.0.0.1" };
    await expect(fetchPublicDocument(`${base}/interno`, onlyTheTestServer)).rejects.toThrow(M.notPublic);
  });

  it("gives up at the time limit even when bytes keep trickling in (issue 20)", async () => {
    const started = Date.now();
    await expect(fetchPublicDocument(`${base}/goteo`, { ...anyAddress, timeoutMs: 400 })).rejects.toThrow(M.timeout);
    expect(Date.now() - started).toBeLessThan(2000);
  }, 5000);
});

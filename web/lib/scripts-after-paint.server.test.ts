import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "./scripts-after-paint.server.ts";

// What React Router's <Scripts> renders, as the server streams it, with text around it.
const PAGE =
  '<html><body><h1>Variador de frecuencia 7,5 kW · 440 V</h1><script nonce="n1">if(a<b)x()</script>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js" nonce="n1"/>' +
  '<script nonce="n1" type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>' +
  "<p>Cotización en línea — ñandú</p></body></html>";
const EXPECTED = PAGE.replaceAll('rel="modulepreload"', 'rel="x-modulepreload"').replace(
  'type="module" async=""',
  'type="x-module" async=""',
);

const through = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(scriptsAfterPaint()));

describe("scriptsAfterPaint", () => {
  it("gives the preloads and the module script inert types and leaves everything else as it was", async () => {
    expect(await through([Buffer.from(PAGE)])).toBe(EXPECTED);
    expect(EXPECTED).not.toMatch(/<link[^>]*rel="modulepreload"|<script[^>]*type="module"/);
  });

  it("finds a tag split between two chunks at any byte, accented letters included", async () => {
    const bytes = Buffer.from(PAGE);
    for (let at = 1; at < bytes.length; at++) {
      expect(await through([bytes.subarray(0, at), bytes.subarray(at)]), `split at ${at}`).toBe(EXPECTED);
    }
  });

  it("passes each chunk on as it comes, holding back only an unfinished tag", async () => {
    const transform = scriptsAfterPaint();
    const out: string[] = [];
    transform.on("data", (c: Buffer) => out.push(c.toString()));
    transform.write(Buffer.from('<main><h1>Contactor</h1><link rel="module'));
    await new Promise((r) => setImmediate(r));
    expect(out.join("")).toBe("<main><h1>Contactor</h1>");
    transform.end(Buffer.from('preload" href="/a.js"/></main>'));
    await new Promise((r) => transform.on("end", r));
    expect(out.join("")).toBe('<main><h1>Contactor</h1><link rel="x-modulepreload" href="/a.js"/></main>');
  });
});

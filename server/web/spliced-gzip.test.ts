import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { prepareSpliced, spliceGzip } from "./spliced-gzip.ts";

describe("spliced gzip", () => {
  it("decompresses to the parts joined by the filler, whatever the filler", async () => {
    const page = [
      `<html><head><script nonce="`,
      `">window.x = 1;</script></head><body>${"Variador de frecuencia Siemens G120 — ñandú ".repeat(2000)}<script nonce="`,
      `">y()</script></body></html>`,
    ];
    const prepared = await prepareSpliced(page);
    for (const nonce of ["abc+/=", "Zm9vYmFyYmF6cXV4MTIzNA==", ""]) {
      const gz = spliceGzip(prepared, nonce);
      expect(gunzipSync(gz).toString()).toBe(page.join(nonce));
    }
    // Compressed once, sent many times: far smaller than the text.
    expect(spliceGzip(prepared, "n").length).toBeLessThan(Buffer.byteLength(page.join("n")) / 10);
  });

  it("handles a text without filler and empty parts", async () => {
    expect(gunzipSync(spliceGzip(await prepareSpliced(["solo"]), "x")).toString()).toBe("solo");
    expect(gunzipSync(spliceGzip(await prepareSpliced(["", "a", ""]), "NN")).toString()).toBe("NNaNN");
    expect(gunzipSync(spliceGzip(await prepareSpliced([""]), "NN")).toString()).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { readSentQuote, sentQuoteState, statusPathOf } from "./sent-quote.ts";

const TOKEN = "abcDEF123_-abcDEF123_-abcDEF123_-abcDEF12";

describe("the status link carried home after sending", () => {
  it("keeps only the path of the status page, whatever host PUBLIC_URL names", () => {
    expect(statusPathOf(`https://andes.example/cotizacion/estado/${TOKEN}`)).toBe(`/cotizacion/estado/${TOKEN}`);
    expect(statusPathOf("https://evil.example/otra-cosa")).toBeNull();
    expect(statusPathOf(null)).toBeNull();
  });

  it("round-trips through history state and ignores anything else", () => {
    const state = sentQuoteState({ reference: "COT-2026-000001", statusUrl: `http://h/cotizacion/estado/${TOKEN}` });
    expect(readSentQuote(state)).toEqual({ reference: "COT-2026-000001", statusPath: `/cotizacion/estado/${TOKEN}` });
    expect(readSentQuote(sentQuoteState({ reference: "COT-2026-000001", statusUrl: null }))).toBeNull();
    expect(
      readSentQuote({ sentQuote: { reference: "x", statusPath: "//evil.example/cotizacion/estado/x" } }),
    ).toBeNull();
    expect(readSentQuote(null)).toBeNull();
  });
});

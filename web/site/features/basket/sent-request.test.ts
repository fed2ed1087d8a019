import { describe, expect, it } from "vitest";
import { readSentRequest, sentRequestState, statusPathOf } from "./sent-request.ts";

const TOKEN = "abcDEF123_-abcDEF123_-abcDEF123_-abcDEF12";

describe("the status link carried home after sending", () => {
  it("keeps only the path of the status page, whatever host PUBLIC_URL names", () => {
    expect(statusPathOf(`https://andes.example/cotizacion/estado/${TOKEN}`)).toBe(`/cotizacion/estado/${TOKEN}`);
    expect(statusPathOf("https://evil.example/otra-cosa")).toBeNull();
    expect(statusPathOf(null)).toBeNull();
  });

  it("round-trips through history state and ignores anything else", () => {
    const state = sentRequestState({ reference: "COT-2026-000001", statusUrl: `http://h/cotizacion/estado/${TOKEN}` });
    expect(readSentRequest(state)).toEqual({ reference: "COT-2026-000001", statusPath: `/cotizacion/estado/${TOKEN}` });
    expect(readSentRequest(sentRequestState({ reference: "COT-2026-000001", statusUrl: null }))).toBeNull();
    expect(
      readSentRequest({ sentQuote: { reference: "x", statusPath: "//evil.example/cotizacion/estado/x" } }),
    ).toBeNull();
    expect(readSentRequest(null)).toBeNull();
  });
});

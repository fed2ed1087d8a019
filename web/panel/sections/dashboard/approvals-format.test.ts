import { describe, expect, it } from "vitest";
import { waitingLine } from "./approvals-format.ts";

describe("'Por aprobar (N)' on the dashboard (ADR 051)", () => {
  it("says the largest discount, who asked and when, in Ecuador's time", () => {
    const line = waitingLine({
      largestDiscount: 22.5,
      requestedBy: "Vera Ventas",
      requestedAt: "2026-11-26T19:05:00.000Z",
    });
    expect(line.startsWith("Desc. 22,5 % · pedida por Vera Ventas · ")).toBe(true);
    // 19:05 UTC is 14:05 in Guayaquil (UTC−5).
    expect(line).toContain("26 nov 2026, 2:05");
    expect(waitingLine({ largestDiscount: 20, requestedBy: null, requestedAt: "2026-11-26T19:05:00.000Z" })).toMatch(
      /^Desc\. 20 % · \S/,
    );
  });
});

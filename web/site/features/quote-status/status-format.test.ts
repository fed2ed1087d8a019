import { describe, expect, it } from "vitest";
import { formatDay } from "../../../lib/format.ts";
import { timelineEntries } from "./status-format.ts";

const step = (s: "recibida" | "en_revision" | "cotizada" | "aceptada", label: string, done = true) => ({
  step: s,
  label,
  done,
  at: done ? "2026-11-20T15:00:00.000Z" : null,
});

describe("status page formatting", () => {
  it("shows a validity day as that calendar day in Ecuador", () => {
    expect(formatDay("2026-12-01")).toBe("1 de diciembre de 2026");
    // 02:00 UTC is still the evening before in Guayaquil (UTC−5).
    expect(formatDay("2026-12-01T02:00:00.000Z")).toBe("30 de noviembre de 2026");
  });

  it("keeps the last stop open until the quote is decided", () => {
    const received = timelineEntries({
      step: "recibida",
      timeline: [
        step("recibida", "Recibida"),
        step("en_revision", "En revisión", false),
        step("cotizada", "Cotizada", false),
      ],
    });
    expect(received.map((e) => [e.label, e.done, e.current])).toEqual([
      ["Recibida", true, true],
      ["En revisión", false, false],
      ["Cotizada", false, false],
      ["Aceptada / Rechazada", false, false],
    ]);
  });

  it("ends on the decision once there is one", () => {
    const accepted = timelineEntries({
      step: "aceptada",
      timeline: [
        step("recibida", "Recibida"),
        step("en_revision", "En revisión"),
        step("cotizada", "Cotizada"),
        step("aceptada", "Aceptada"),
      ],
    });
    expect(accepted.at(-1)).toMatchObject({ label: "Aceptada", done: true, current: true });
    expect(accepted.filter((e) => e.current)).toHaveLength(1);
  });
});

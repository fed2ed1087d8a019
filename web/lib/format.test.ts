import { describe, expect, it } from "vitest";
import {
  displayPrice,
  formatCents,
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatDecimalMoney,
  formatPrice,
  formatShortDateTime,
  formatShortDay,
  formatWeekday,
  toNumber,
} from "./format.ts";

describe("formatPrice", () => {
  it("shows a dollar sign, two decimals and es-EC grouping", () => {
    expect(formatPrice(1234.5)).toBe("$1.234,50");
    expect(formatPrice("1250.00")).toBe("$1.250,00");
    expect(formatPrice(0.1 + 0.2)).toBe("$0,30");
    expect(formatPrice(1_000_000)).toBe("$1.000.000,00");
  });

  it("falls back to zero for missing or non-numeric values", () => {
    for (const v of [null, undefined, "", "  ", "abc", Number.NaN, Infinity, {}]) {
      expect(formatPrice(v)).toBe("$0,00");
    }
  });
});

describe("toNumber", () => {
  it("parses numeric text and keeps numbers", () => {
    expect(toNumber("12.5")).toBe(12.5);
    expect(toNumber(" 3 ")).toBe(3);
    expect(toNumber(7)).toBe(7);
    expect(toNumber("x")).toBe(0);
    expect(toNumber(undefined)).toBe(0);
  });
});

describe("displayPrice", () => {
  it("prefers the numeric amount, else shows free text as typed", () => {
    expect(displayPrice("1250.00", "1250.00")).toBe("$1.250,00");
    expect(displayPrice("Consultar", null)).toBe("Consultar");
    expect(displayPrice("99.9", null)).toBe("$99,90");
    expect(displayPrice(null, null)).toBe("$0,00");
  });
});

describe("exact money from cents and stored decimals", () => {
  it("prints quotes' amounts as the PDF does, without a float", () => {
    expect(formatCents(123450n)).toBe("$1.234,50");
    expect(formatCents(-5n)).toBe("-$0,05");
    expect(formatDecimalMoney("1234.5")).toBe("$1.234,50");
    expect(formatDecimalMoney("9007199254740993.01")).toBe("$9.007.199.254.740.993,01");
    expect(formatDecimalMoney(null)).toBe("—");
  });
});

describe("dates", () => {
  it("shows a moment in the company's time whatever the computer's zone, and '—' when missing", () => {
    // 19:05 UTC is 14:05 in Guayaquil (UTC−5, no summer time).
    expect(formatDateTime("2026-11-26T19:05:00Z", "company")).toMatch(/^26 nov 2026, 2:05\sp\.\sm\.$/);
    expect(formatShortDateTime("2026-11-26T19:05:00Z", "company")).toMatch(/^26\/11\/26, 2:05\sp\.\sm\.$/);
    expect(formatDateTime(null)).toBe("—");
    expect(formatDateTime(undefined, "company")).toBe("—");
  });

  it("shows a moment in the computer's own zone by default", () => {
    const at = "2026-11-26T19:05:00Z";
    const local = new Intl.DateTimeFormat("es-EC", { dateStyle: "medium", timeStyle: "short" });
    expect(formatDateTime(at)).toBe(local.format(new Date(at)));
    expect(formatShortDateTime(at)).toBe(
      new Date(at).toLocaleString("es-EC", { dateStyle: "short", timeStyle: "short" }),
    );
  });

  it("shows calendar days without a time-zone shift", () => {
    expect(formatDay("2026-11-26")).toBe("26 de noviembre de 2026");
    expect(formatDay("2026-01-01")).toBe("1 de enero de 2026");
    expect(formatShortDay("2026-11-16")).toBe("16 nov");
  });

  it("reads a moment's day in Ecuador, and says '—' or the text itself when it cannot read it", () => {
    // 02:00 UTC is still the evening before in Guayaquil (UTC−5).
    expect(formatDay("2026-12-01T02:00:00.000Z")).toBe("30 de noviembre de 2026");
    expect(formatDay("pronto")).toBe("pronto");
    expect(formatDate("2026-12-01T02:00:00.000Z", "company")).toBe("30 nov 2026");
    expect(formatDate(null)).toBe("—");
    expect(formatShortDateTime("no es fecha")).toBe("—");
  });

  it("names the weekday in full and groups counts the Ecuadorian way", () => {
    expect(formatWeekday(new Date(2026, 10, 26))).toBe("jueves, 26 de noviembre de 2026");
    expect(formatCount(12345)).toBe("12.345");
  });
});

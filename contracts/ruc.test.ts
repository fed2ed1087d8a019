import { describe, expect, it } from "vitest";
import { RUC_MESSAGES, rucField, taxIdKind, taxIdWarning } from "./ruc.ts";
import { z } from "./zod.ts";

describe("RUC / cédula check digits", () => {
  it.each([
    ["1710034065", "cedula"],
    ["0926687856", "cedula"],
    ["1710034065001", "ruc_natural"],
    ["1790011674001", "ruc_private"],
    ["0992339411001", "ruc_private"],
    ["1760001550001", "ruc_public"],
    ["1768152560001", "ruc_public"],
  ])("%s is a valid %s", (id, kind) => expect(taxIdKind(id)).toBe(kind));

  it.each([
    ["1710034066", "cédula with a wrong check digit"],
    ["2510034065", "province 25 does not exist"],
    ["1770034065", "third digit 7 is no cédula"],
    ["1710034065000", "natural RUC with establishment 000"],
    ["1710034066001", "natural RUC over a bad cédula"],
    ["1790011675000", "company RUC with a wrong check digit and establishment 000"],
    ["1780011674001", "third digit 8 is no RUC"],
    ["1760001540001", "public RUC with a wrong check digit"],
    ["1760001550000", "public RUC with establishment 0000"],
    ["17100340", "too short"],
  ])("%s is refused (%s)", (id) => expect(taxIdKind(id)).toBeNull());

  it("a company RUC failing both check digits is accepted with a warning for staff only", () => {
    expect(taxIdKind("1790011675001")).toBe("ruc_unverified");
    expect(taxIdWarning("1790011675001")).toBe("Dígito verificador no coincide: confirmar en el SRI");
    expect(taxIdWarning("1790011674001")).toBeNull();
    expect(taxIdWarning(null)).toBeNull();
  });

  const form = z.object({ ruc: rucField });
  it("the form field trims separators, keeps empty as null and words its errors in Spanish", () => {
    expect(form.parse({ ruc: "1790011674-001" }).ruc).toBe("1790011674001");
    expect(form.parse({ ruc: " " }).ruc).toBeNull();
    expect(form.parse({}).ruc).toBeNull();
    expect(form.safeParse({ ruc: "1710034066" }).error?.issues[0].message).toBe(RUC_MESSAGES.invalid);
    expect(form.safeParse({ ruc: "12345" }).error?.issues[0].message).toBe(RUC_MESSAGES.length);
  });
});

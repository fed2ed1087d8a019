import { describe, expect, it } from "vitest";
import {
  ID_MESSAGES,
  identificationText,
  idWarning,
  inferIdType,
  readIdentification,
  storedIdType,
} from "./customer-id.ts";
import { RUC_MESSAGES } from "./ruc.ts";

const read = (type: unknown, raw: unknown) => readIdentification(type, raw);

describe("the identification type's one rule (issue 25)", () => {
  it("RUC and cédula: their own length and check digit; dots, dashes and spaces dropped", () => {
    expect(read("ruc", "1790-0116-74001")).toEqual({ ok: true, value: { idType: "ruc", idNumber: "1790011674001" } });
    expect(read("cedula", "171003406 5")).toEqual({ ok: true, value: { idType: "cedula", idNumber: "1710034065" } });
    expect(read("ruc", "1710034065")).toEqual({ ok: false, field: "number", message: ID_MESSAGES.rucLength });
    expect(read("cedula", "1790011674001")).toEqual({ ok: false, field: "number", message: ID_MESSAGES.cedulaLength });
    expect(read("cedula", "1710034066")).toEqual({ ok: false, field: "number", message: ID_MESSAGES.cedulaInvalid });
    expect(read("ruc", "1790011675000")).toEqual({ ok: false, field: "number", message: ID_MESSAGES.rucInvalid });
  });

  it("a company RUC whose check digit does not match is accepted, and only staff are told (ADR 035)", () => {
    expect(read("ruc", "1790011675001")).toEqual({ ok: true, value: { idType: "ruc", idNumber: "1790011675001" } });
    expect(idWarning("ruc", "1790011675001")).toBe(RUC_MESSAGES.unverified);
    expect(idWarning("ruc", "1790011674001")).toBeNull();
    expect(idWarning("pasaporte", "1790011675001")).toBeNull();
  });

  it("pasaporte: free text up to 20 characters, no digit rule; consumidor final: 9999999999999 always", () => {
    expect(read("pasaporte", " N-4471 230 ")).toEqual({
      ok: true,
      value: { idType: "pasaporte", idNumber: "N-4471 230" },
    });
    expect(read("pasaporte", "X".repeat(20)).ok).toBe(true);
    expect(read("pasaporte", "X".repeat(21))).toEqual({ ok: false, field: "number", message: ID_MESSAGES.passportMax });
    for (const raw of [undefined, null, "", "12", "abc"])
      expect(read("consumidor_final", raw)).toEqual({
        ok: true,
        value: { idType: "consumidor_final", idNumber: "9999999999999" },
      });
  });

  it("no type: the length decides with the form's old messages; no number: nothing stored, type or not", () => {
    expect(read(null, "1790011674001")).toEqual({ ok: true, value: { idType: "ruc", idNumber: "1790011674001" } });
    expect(read("", "1710034065")).toEqual({ ok: true, value: { idType: "cedula", idNumber: "1710034065" } });
    expect(read(undefined, "12345")).toEqual({ ok: false, field: "number", message: RUC_MESSAGES.length });
    expect(read(undefined, "1234567890")).toEqual({ ok: false, field: "number", message: RUC_MESSAGES.invalid });
    expect(read("ruc", "  ")).toEqual({ ok: true, value: { idType: null, idNumber: null } });
    expect(read("dni", "12345678")).toEqual({ ok: false, field: "idType", message: ID_MESSAGES.typeInvalid });
  });

  it("stored rows without a type read as their length says; the text names the type", () => {
    expect([inferIdType("1790011674001"), inferIdType("1710034065"), inferIdType("AB12")]).toEqual([
      "ruc",
      "cedula",
      null,
    ]);
    expect(storedIdType(null, "9999999999999")).toBe("consumidor_final");
    expect(storedIdType("pasaporte", "1710034065")).toBe("pasaporte");
    expect(identificationText("pasaporte", "AB123")).toBe("Pasaporte: AB123");
    expect(identificationText(null, "1790011674001")).toBe("RUC: 1790011674001");
    expect(identificationText("ruc", null)).toBeNull();
  });
});

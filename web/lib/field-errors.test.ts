import { describe, expect, it } from "vitest";
import { contactMessageSchema, REQUEST_MESSAGES, quotationRequestSchema } from "../../contracts/requests.ts";
import { detailsOfAnswer, fieldErrorsFrom, issueDetails, markFields } from "./field-errors.ts";
import {
  initialValues,
  refusedField,
  type RequestFormResult,
} from "../site/features/request-forms/request-form-result.ts";

describe("fieldErrorsFrom", () => {
  it("keeps each field's first message from a contact form's parse, in the rules' order", () => {
    const parsed = contactMessageSchema.safeParse({ name: "A", email: "ana@", message: "hola" });
    const errors = fieldErrorsFrom(issueDetails(parsed.error!.issues));
    expect(errors).toEqual({
      name: REQUEST_MESSAGES.nameMin,
      email: REQUEST_MESSAGES.emailInvalid,
      message: REQUEST_MESSAGES.messageMin,
    });
    expect(Object.keys(errors)[0]).toBe("name");
  });

  it("names a quotation's customer fields and notes as the form does; basket paths stay with the toast", () => {
    const parsed = quotationRequestSchema.safeParse({
      customerInfo: { name: "Ana", email: "mal" },
      items: [{ productId: 0, quantity: 1, price: 10 }],
      total: 10,
      notes: "x".repeat(2001),
    });
    expect(fieldErrorsFrom(issueDetails(parsed.error!.issues))).toEqual({
      email: REQUEST_MESSAGES.emailInvalid,
      message: REQUEST_MESSAGES.notesMax,
    });
  });

  it("reads the server's details out of a failed answer, ignoring anything malformed", () => {
    const answer = {
      success: false,
      error: REQUEST_MESSAGES.contactRequired,
      details: [{ field: "email", message: REQUEST_MESSAGES.emailRequired }, { field: 3 }, null],
    };
    expect(fieldErrorsFrom(detailsOfAnswer(answer))).toEqual({ email: REQUEST_MESSAGES.emailRequired });
    expect(detailsOfAnswer("<html>")).toEqual([]);
    expect(detailsOfAnswer(null)).toEqual([]);
  });
});

describe("a refused send's answer in the form", () => {
  const refused: RequestFormResult = {
    ok: false,
    error: REQUEST_MESSAGES.emailInvalid,
    fields: { email: REQUEST_MESSAGES.emailInvalid, message: REQUEST_MESSAGES.messageMin },
    values: { name: "Ana", email: "ana@", message: "corto", extra: "ignorado" },
    startedAt: 1,
  };
  const empty = { name: "", email: "", phone: "", message: "" };

  it("fills the fields with what was typed (only the form's own)", () => {
    expect(initialValues(empty, refused)).toEqual({ name: "Ana", email: "ana@", phone: "", message: "corto" });
  });

  it("starts empty after a success or with no answer", () => {
    expect(initialValues(empty, { ok: true, message: "ok", reference: "MSG-2026-000001" })).toBe(empty);
    expect(initialValues(empty, null)).toBe(empty);
  });

  it("focuses the first refused field", () => {
    expect(refusedField(refused)).toBe("email");
    expect(refusedField(null)).toBeUndefined();
  });
});

describe("markFields (the panel's react-hook-form marks)", () => {
  it("marks each field that has a message and skips the empty ones", () => {
    const marked: [string, unknown][] = [];
    const form = { setError: (name: string, error: unknown) => void marked.push([name, error]) };
    markFields<{ name: string; email: string; role: string }>(form, {
      name: "El nombre es requerido",
      email: undefined,
      role: "",
    });
    expect(marked).toEqual([["name", { type: "validate", message: "El nombre es requerido" }]]);
  });
});

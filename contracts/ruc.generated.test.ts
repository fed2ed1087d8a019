import { describe, expect, it } from "vitest";
import { RUC_MESSAGES, rucField, taxIdKind, taxIdWarning } from "./ruc.ts";
import { z } from "./zod.ts";

/**
 * Numbers made from the published SRI / Registro Civil rules (no real person's number is kept
 * here): a seeded generator so every run checks the same few hundred per class.
 */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const rand = seeded(20261126);
const digit = (max = 10) => Math.floor(rand() * max);
const digits = (n: number) => Array.from({ length: n }, () => digit()).join("");
const pad = (n: number, width: number) => String(n).padStart(width, "0");
const PROVINCES = [...Array.from({ length: 24 }, (_, i) => i + 1), 30];
const province = () => pad(PROVINCES[digit(PROVINCES.length)], 2);
const establishment = (width: number) => pad(1 + digit(999), width);

function mod10Digit(nine: string): number {
  const sum = [...nine].map(Number).reduce((s, v, i) => {
    const p = v * (i % 2 === 0 ? 2 : 1);
    return s + (p > 9 ? p - 9 : p);
  }, 0);
  return (10 - (sum % 10)) % 10;
}
/** The modulo-11 digit, or null for the remainder that has no digit. */
function mod11Digit(body: string, weights: number[]): number | null {
  const r = 11 - (weights.reduce((s, w, i) => s + w * Number(body[i]), 0) % 11);
  return r === 11 ? 0 : r === 10 ? null : r;
}
const PRIVATE_W = [4, 3, 2, 7, 6, 5, 4, 3, 2];
const PUBLIC_W = [3, 2, 7, 6, 5, 4, 3, 2];

function cedulaWithThird(third: number): string {
  const nine = province() + third + digits(6);
  return nine + mod10Digit(nine);
}
const cedula = () => cedulaWithThird(digit(6));
function privateRuc(): string {
  for (;;) {
    const body = province() + "9" + digits(6);
    const check = mod11Digit(body, PRIVATE_W);
    if (check !== null) return body + check + establishment(3);
  }
}
function publicRuc(): string {
  for (;;) {
    const body = province() + "6" + digits(5);
    const check = mod11Digit(body, PUBLIC_W);
    if (check !== null) return body + check + establishment(4);
  }
}
/** A third-digit-9 RUC whose digits satisfy neither modulo-11 rule. */
function unverifiableCompanyRuc(): string {
  for (;;) {
    const body = province() + "9" + digits(7);
    const privateCheck = mod11Digit(body.slice(0, 9), PRIVATE_W);
    const publicCheck = mod11Digit(body.slice(0, 8), PUBLIC_W);
    if (Number(body[9]) !== privateCheck && Number(body[8]) !== publicCheck) return body + establishment(3);
  }
}
const many = (make: () => string, n = 300) => Array.from({ length: n }, make);
/** Swaps the check digit at `at` for another one. */
const breakDigit = (id: string, at: number) =>
  id.slice(0, at) + ((Number(id[at]) + 1 + digit(9)) % 10) + id.slice(at + 1);

const kindsOf = (ids: string[]) => new Set(ids.map((id) => taxIdKind(id)));

describe("RUC / cédula over generated numbers of each class", () => {
  it("cédulas (third digit 0–5) are valid and a wrong check digit is refused", () => {
    const ids = many(cedula);
    expect(kindsOf(ids)).toEqual(new Set(["cedula"]));
    expect(kindsOf(ids.map((id) => breakDigit(id, 9)))).toEqual(new Set([null]));
  });

  it("natural-person RUCs (third digit 0–5) are valid; bad check digit or establishment 000 refused", () => {
    const ids = many(() => cedula() + establishment(3));
    expect(kindsOf(ids)).toEqual(new Set(["ruc_natural"]));
    expect(kindsOf(ids.map((id) => breakDigit(id, 9)))).toEqual(new Set([null]));
    expect(kindsOf(ids.map((id) => id.slice(0, 10) + "000"))).toEqual(new Set([null]));
  });

  it("third digit 6: public entities by modulo 11 are valid, establishment 0000 is not", () => {
    const ids = many(publicRuc);
    expect(kindsOf(ids)).toEqual(new Set(["ruc_public"]));
    expect(ids.filter((id) => taxIdKind(id.slice(0, 9) + "0000") === "ruc_public")).toEqual([]);
  });

  it("third digit 6: natural persons whose first ten digits follow the cédula rule are valid", () => {
    const ids = many(() => cedulaWithThird(6) + establishment(3));
    // A few of these happen to satisfy the public-entity rule too; either way they are accepted.
    for (const id of ids) expect(["ruc_natural", "ruc_public"]).toContain(taxIdKind(id));
    expect(ids.filter((id) => taxIdKind(id) === "ruc_natural").length).toBeGreaterThan(250);
  });

  it("third digit 6 with neither check digit is refused", () => {
    const ids = many(() => cedulaWithThird(6) + establishment(3)).map((id) => breakDigit(id, 9));
    const refused = ids.filter((id) => {
      const d = [...id].map(Number);
      return mod11Digit(id, PUBLIC_W) !== d[8];
    });
    expect(refused.length).toBeGreaterThan(200);
    expect(kindsOf(refused)).toEqual(new Set([null]));
  });

  it("third digit 9: private companies by modulo 11 are valid with no warning", () => {
    const ids = many(privateRuc);
    expect(kindsOf(ids)).toEqual(new Set(["ruc_private"]));
    expect(new Set(ids.map(taxIdWarning))).toEqual(new Set([null]));
  });

  it("third digit 9 that holds as a public entity is valid", () => {
    const ids = many(() => {
      for (;;) {
        const body = province() + "9" + digits(5);
        const check = mod11Digit(body, PUBLIC_W);
        if (check !== null) return body + check + establishment(4);
      }
    });
    for (const id of ids) expect(["ruc_public", "ruc_private"]).toContain(taxIdKind(id));
  });

  it("third digit 9 failing both check digits is accepted on its structure, with a warning for staff", () => {
    const ids = many(unverifiableCompanyRuc);
    expect(kindsOf(ids)).toEqual(new Set(["ruc_unverified"]));
    expect(new Set(ids.map(taxIdWarning))).toEqual(new Set([RUC_MESSAGES.unverified]));
    const form = z.object({ ruc: rucField });
    for (const id of ids.slice(0, 50)) expect(form.safeParse({ ruc: id }).success).toBe(true);
  });

  it("a broken structure is refused whatever the digits: province, establishment 000, third digit 7/8", () => {
    const company = many(unverifiableCompanyRuc, 100);
    expect(kindsOf(company.map((id) => "25" + id.slice(2)))).toEqual(new Set([null]));
    expect(kindsOf(company.map((id) => "00" + id.slice(2)))).toEqual(new Set([null]));
    expect(kindsOf(company.map((id) => id.slice(0, 10) + "000"))).toEqual(new Set([null]));
    expect(kindsOf(company.map((id) => id.slice(0, 2) + (7 + digit(2)) + id.slice(3)))).toEqual(new Set([null]));
  });
});

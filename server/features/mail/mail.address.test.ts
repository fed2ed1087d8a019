import { describe, expect, it } from "vitest";
import { contactMessageSchema, REQUEST_MESSAGES as M } from "../../../contracts/requests.ts";
import { isOnePlainAddress } from "./mail.address.ts";

/**
 * Issue 20: a request's address is checked by a rule that agrees with the mailer. The contract's
 * rule (browser and server) is the stricter one; nodemailer's own parser is the server's check.
 */

const contractAccepts = (email: string) =>
  contactMessageSchema.safeParse({ name: "Ana Pérez", email, message: "Necesito una cotización." }).success;
const contractMessage = (email: string) =>
  contactMessageSchema.safeParse({ name: "Ana Pérez", email, message: "Necesito una cotización." }).error?.issues[0]
    ?.message;

const VALID = [
  "juan@x.co",
  "Juan.Perez@Empresa.com.ec",
  "ventas+cotizaciones@planta-norte.ec",
  "o'brien@ejemplo.ec",
  "a_b-c@sub.dominio.ec",
  "1234@numeros.ec",
];
const REFUSED = [
  "a,b@x.co",
  "Foo<victim@x.co>",
  "<svg onload=alert(1)>@x.co",
  "x@y.co;z@w.co",
  "Juan victim@x.co",
  '"a"@x.co',
  "(comentario)a@x.co",
  "a@x.co (comentario)",
  "grupo: a@x.co;",
  "a@b@c.co",
  ".a@x.co",
  "a..b@x.co",
  "a@-x.co",
  "a@x",
  "ñandú@x.co",
];

describe("request email addresses", () => {
  it.each(VALID)("%s: the contract and the mailer both read one plain address", (email) => {
    expect(contractAccepts(email)).toBe(true);
    expect(isOnePlainAddress(email.toLowerCase())).toBe(true);
  });

  it.each(REFUSED)("%s: refused with the spec's invalid-email message", (email) => {
    expect(contractMessage(email)).toBe(M.emailInvalid);
  });

  it.each(["a,b@x.co", "Foo<victim@x.co>", "<svg onload=alert(1)>@x.co", "x@y.co;z@w.co", "Juan victim@x.co"])(
    "%s: the server's mailer check refuses it too",
    (email) => expect(isOnePlainAddress(email)).toBe(false),
  );

  it("whatever the contract accepts, nodemailer's parser reads as exactly that one address (20,000 random tries)", () => {
    // Characters that mean something to an address parser, and ordinary ones.
    const alphabet = `abcXYZ019.-_+'!#$%&*/=?^\`{|}~ ,;:<>()[]"\\@`;
    let seed = 20;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const piece = (max: number) =>
      Array.from(
        { length: 1 + Math.floor(random() * max) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join("");
    let accepted = 0;
    for (let i = 0; i < 20_000; i++) {
      const email = `${piece(8)}@${random() < 0.5 ? "x.co" : `${piece(4)}.ec`}`;
      if (!contractAccepts(email)) continue;
      accepted++;
      expect(isOnePlainAddress(email.trim().toLowerCase()), email).toBe(true);
    }
    // The run tried enough addresses the contract accepts to mean something.
    expect(accepted).toBeGreaterThan(500);
  });
});

import { describe, expect, it } from "vitest";
import {
  REQUEST_MESSAGES as M,
  buildQuotationRequest,
  centsToDecimal,
  contactMessageSchema,
  contactSendCheck,
  firstError,
  quotationRequestSchema,
  quotationSendCheck,
  servicesConsultationSchema,
  toCents,
  totalCents,
  validateContactRequest,
  validateQuotationRequest,
  withReference,
} from "./requests.ts";

const contact = { name: "María Pérez", email: "maria@empresa.ec", message: "Necesito información del variador." };
const item = { productId: 1, productName: "Variador", quantity: 2, price: 150.5, total: 301 };
const quotation = {
  customerInfo: { name: "José Núñez", email: "jose@planta.ec", phone: "0991234567", company: "Planta S.A." },
  items: [item],
  total: 301,
  notes: "Entrega en Quito",
  status: "pending",
  createdAt: "2026-01-10T10:00:00.000Z",
};

const firstOf = (schema: { safeParse(v: unknown): any }, v: unknown) => firstError(schema.safeParse(v));

describe("contact form rules (spec §5)", () => {
  it("accepts the spec payload and formats it", () => {
    const r = contactMessageSchema.parse({
      name: "  María Pérez ",
      email: " MARIA@Empresa.EC ",
      phone: "  ",
      company: "",
      message: "  Necesito información del variador.  ",
    });
    expect(r).toMatchObject({
      name: "María Pérez",
      email: "maria@empresa.ec",
      phone: null,
      company: null,
      message: "Necesito información del variador.",
    });
  });

  it.each([
    [{ ...contact, name: " A " }, M.nameMin],
    [{ ...contact, name: undefined }, M.nameMin],
    [{ ...contact, email: "" }, M.emailRequired],
    [{ ...contact, email: undefined }, M.emailRequired],
    [{ ...contact, email: "maria@empresa" }, M.emailInvalid],
    [{ ...contact, email: "maria empresa@x.ec" }, M.emailInvalid],
    [{ ...contact, message: "corto" }, M.messageMin],
    [{ ...contact, message: "x".repeat(2001) }, M.messageMax],
    [{ ...contact, phone: "1".repeat(21) }, M.phoneMax],
    [{ ...contact, company: "E".repeat(101) }, M.companyMax],
  ] as [unknown, string][])("case %# → %s", (input, message) => {
    expect(firstOf(contactMessageSchema, input)).toBe(message);
  });

  it("limits: exact boundaries pass", () => {
    const ok = { ...contact, name: "Al", message: "x".repeat(10), phone: "1".repeat(20), company: "E".repeat(100) };
    expect(firstOf(contactMessageSchema, ok)).toBeNull();
    expect(firstOf(contactMessageSchema, { ...contact, message: "x".repeat(2000) })).toBeNull();
  });

  it("a phone holds only the characters of a number (issue 22)", () => {
    for (const phone of ["+593 99 123 4567", "(04) 212-3456", "099.123.4567"]) {
      expect(firstOf(contactMessageSchema, { ...contact, phone }), phone).toBeNull();
    }
    for (const phone of ["099 123 abc", "ext. 12", "0991234567 oficina"]) {
      expect(firstOf(contactMessageSchema, { ...contact, phone }), phone).toBe(M.phoneCharacters);
    }
    expect(M.phoneCharacters).toBe("El teléfono solo puede contener números, espacios y los signos + ( ) - .");
    expect(
      firstOf(quotationRequestSchema, { ...quotation, customerInfo: { ...quotation.customerInfo, phone: "09x" } }),
    ).toBe(M.phoneCharacters);
  });

  it("services adds service ≤ 200", () => {
    expect(firstOf(servicesConsultationSchema, { ...contact, service: "S".repeat(201) })).toBe(M.serviceMax);
    expect(servicesConsultationSchema.parse({ ...contact, service: " Tableros eléctricos " }).service).toBe(
      "Tableros eléctricos",
    );
    expect(servicesConsultationSchema.parse({ ...contact, service: "" }).service).toBeNull();
  });

  it("send step: name, email and message are required", () => {
    expect(contactSendCheck({ ...contact, message: "" })).toBe(M.contactRequired);
    expect(contactSendCheck({ name: "Ana", email: "a@b.ec" })).toBe(M.contactRequired);
    expect(contactSendCheck(null)).toBe(M.contactRequired);
    expect(contactSendCheck(contact)).toBeNull();
  });

  it("server check: send-step message first, every field rule in details", () => {
    const r = validateContactRequest({ email: "mal" });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(r.error).toBe(M.contactRequired);
    expect(r.details).toEqual(
      expect.arrayContaining([
        { field: "name", message: M.nameMin },
        { field: "email", message: M.emailInvalid },
        { field: "message", message: M.messageMin },
      ]),
    );
    const short = validateContactRequest({ ...contact, name: "A" });
    expect(short.success || short.error).toBe(M.nameMin);
  });

  it("anti-abuse fields are optional and a spec-only payload stays valid", () => {
    expect(contactMessageSchema.safeParse(contact).success).toBe(true);
    expect(
      contactMessageSchema.safeParse({ ...contact, website: "", startedAt: 1, idempotencyKey: crypto.randomUUID() })
        .success,
    ).toBe(true);
    expect(firstOf(contactMessageSchema, { ...contact, idempotencyKey: "no válida" })).toBe(M.invalidIdempotencyKey);
  });
});

describe("quotation rules (spec §5)", () => {
  it("accepts the spec payload", () => {
    const r = quotationRequestSchema.parse(quotation);
    expect(r.customerInfo.email).toBe("jose@planta.ec");
    expect(r.items[0]).toMatchObject({ productId: 1, quantity: 2, price: 150.5 });
  });

  it.each([
    [{ ...quotation, customerInfo: undefined }, M.customerInfoRequired],
    [{ ...quotation, customerInfo: { ...quotation.customerInfo, name: " J " } }, M.nameMin],
    [{ ...quotation, customerInfo: { ...quotation.customerInfo, email: "" } }, M.emailRequired],
    [{ ...quotation, customerInfo: { ...quotation.customerInfo, email: "jose@" } }, M.emailInvalid],
    [{ ...quotation, customerInfo: { ...quotation.customerInfo, phone: "9".repeat(21) } }, M.phoneMax],
    [{ ...quotation, customerInfo: { ...quotation.customerInfo, company: "C".repeat(101) } }, M.companyMax],
    [{ ...quotation, items: [] }, M.itemsRequired],
    [{ ...quotation, items: undefined }, M.itemsRequired],
    [{ ...quotation, items: [{ ...item, productId: undefined }] }, M.productRequired],
    [{ ...quotation, items: [{ ...item, quantity: 0 }] }, M.quantityPositive],
    [{ ...quotation, items: [{ ...item, quantity: -3 }] }, M.quantityPositive],
    [{ ...quotation, items: [{ ...item, quantity: 0.5 }] }, M.quantityPositive],
    [{ ...quotation, items: [{ ...item, quantity: 100_001 }] }, M.quantityMax],
    [{ ...quotation, items: [{ ...item, price: 0 }] }, M.pricePositive],
    [{ ...quotation, items: [{ ...item, price: "abc" }] }, M.pricePositive],
    [{ ...quotation, total: 0 }, M.totalPositive],
  ] as [unknown, string][])("case %# → %s", (input, message) => {
    expect(firstOf(quotationRequestSchema, input)).toBe(message);
  });

  it("formats: whole quantities, trimmed and nulled fields", () => {
    const r = quotationRequestSchema.parse({
      ...quotation,
      customerInfo: { name: " José ", email: " JOSE@Planta.EC ", phone: "", company: " " },
      items: [{ ...item, quantity: 2.9 }],
      notes: "   ",
    });
    expect(r.items[0].quantity).toBe(2);
    expect(r.customerInfo).toEqual({
      name: "José",
      email: "jose@planta.ec",
      phone: null,
      company: null,
      idType: null,
      ruc: null,
    });
    expect(r.notes).toBeNull();
  });

  it("send step checks, in the spec's order", () => {
    expect(quotationSendCheck({})).toBe(M.quotationRequired);
    expect(quotationSendCheck({ customerInfo: quotation.customerInfo })).toBe(M.quotationRequired);
    expect(quotationSendCheck({ ...quotation, customerInfo: { name: "José" } })).toBe(M.customerRequired);
    expect(quotationSendCheck({ ...quotation, customerInfo: { name: "José", email: "x@y" } })).toBe(M.emailInvalid);
    expect(quotationSendCheck({ ...quotation, items: [] })).toBe(M.itemsRequired);
    expect(quotationSendCheck({ ...quotation, items: [{ productId: 1, quantity: 1 }] })).toBe(M.itemIncomplete);
    expect(quotationSendCheck(quotation)).toBeNull();
    const r = validateQuotationRequest({ ...quotation, items: [{ ...item, price: 0 }] });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(r.error).toBe(M.itemIncomplete);
      expect(r.details).toContainEqual({ field: "items.0.price", message: M.pricePositive });
    }
  });
});

describe("price-on-request lines (ADR 014)", () => {
  const onRequest = { productId: 9, productName: "SCADA", quantity: 1, price: null, total: null };

  it("a line with price null is valid and left out of the total", () => {
    expect(validateQuotationRequest({ ...quotation, items: [item, onRequest] }).success).toBe(true);
  });

  it("a basket of only price-on-request lines is valid without a total", () => {
    expect(validateQuotationRequest({ ...quotation, items: [onRequest], total: 0 }).success).toBe(true);
    expect(validateQuotationRequest({ ...quotation, items: [onRequest], total: null }).success).toBe(true);
  });

  it("priced lines keep the §5 rules: a price of 0 and a total of 0 are still refused", () => {
    expect(firstOf(quotationRequestSchema, { ...quotation, items: [{ ...item, price: 0 }, onRequest] })).toBe(
      M.pricePositive,
    );
    expect(firstOf(quotationRequestSchema, { ...quotation, items: [item, onRequest], total: 0 })).toBe(M.totalPositive);
    expect(quotationSendCheck({ ...quotation, items: [onRequest, { productId: 1, quantity: 1 }] })).toBe(
      M.itemIncomplete,
    );
    expect(quotationSendCheck({ ...quotation, items: [onRequest] })).toBeNull();
  });

  it("buildQuotationRequest sends such lines without a price and totals the rest", () => {
    const body = buildQuotationRequest(
      [
        { id: 1, name: "PLC", price: 10.5, quantity: 2 },
        { id: 9, name: "SCADA", price: null, quantity: 3 },
      ],
      { name: "Ana", email: "ana@x.ec" },
    );
    expect(body.items[1]).toEqual({ productId: 9, productName: "SCADA", quantity: 3, price: null, total: null });
    expect(body.total).toBe(21);
    expect(validateQuotationRequest(body).success).toBe(true);
    const onlyOnRequest = buildQuotationRequest([{ id: 9, name: "SCADA", price: null, quantity: 1 }], {
      name: "Ana",
      email: "ana@x.ec",
    });
    expect(onlyOnRequest.total).toBe(0);
    expect(validateQuotationRequest(onlyOnRequest).success).toBe(true);
  });
});

describe("money and payload building", () => {
  it("cents arithmetic is exact", () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(toCents("1234.565")).toBe(123457);
    expect(centsToDecimal(123457)).toBe("1234.57");
    expect(centsToDecimal(5n)).toBe("0.05");
    expect(
      totalCents([
        { quantity: 3, priceCents: 10 },
        { quantity: 7, priceCents: 20 },
      ]),
    ).toBe(170n);
    // 100000 × $9,999,999,999.99 is past 2^53 cents: still exact.
    expect(centsToDecimal(totalCents([{ quantity: 100_000, priceCents: 999_999_999_999 }]))).toBe("999999999999000.00");
  });

  it("buildQuotationRequest gives the spec's formatted payload", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const body = buildQuotationRequest(
      [
        { id: "7", name: "PLC", price: "0.10", quantity: "3" },
        { id: 8, name: "HMI", price: 0.2, quantity: 1.7 },
      ],
      { name: " Ana ", email: " ANA@X.EC ", phone: "", company: null, message: "  " },
      { idempotencyKey: "abcdefgh-1234" },
      now,
    );
    expect(body).toEqual({
      customerInfo: { name: "Ana", email: "ana@x.ec", phone: null, company: null },
      items: [
        { productId: 7, productName: "PLC", quantity: 3, price: 0.1, total: 0.3 },
        { productId: 8, productName: "HMI", quantity: 1, price: 0.2, total: 0.2 },
      ],
      total: 0.5,
      notes: null,
      status: "pending",
      createdAt: now.toISOString(),
      idempotencyKey: "abcdefgh-1234",
    });
    expect(quotationRequestSchema.safeParse(body).success).toBe(true);
  });

  it("withReference appends the reference to the spec message", () => {
    expect(withReference(M.contactSent, "MSG-2026-000001")).toBe(
      "Mensaje enviado exitosamente. Te contactaremos pronto. Referencia: MSG-2026-000001",
    );
    expect(withReference(M.quotationSent, "COT-2026-000123")).toBe(
      "Cotización enviada exitosamente. Referencia: COT-2026-000123",
    );
  });
});

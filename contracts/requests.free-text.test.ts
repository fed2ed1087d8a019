import { describe, expect, it } from "vitest";
import { FREE_TEXT_LIMITS, FREE_TEXT_MESSAGES as F, freeTextTitle } from "./free-text-lines.ts";
import {
  REQUEST_MESSAGES as M,
  buildQuotationRequest,
  firstError,
  quotationRequestSchema,
  quotationSendCheck,
  validateQuotationRequest,
} from "./requests.ts";

const customerInfo = { name: "José Núñez", email: "jose@planta.ec" };
const product = { productId: 1, productName: "Variador", quantity: 2, price: 150.5, total: 301 };
const request = (items: unknown[], total = 301) => ({ customerInfo, items, total });
const parse = (items: unknown[], total?: number) => quotationRequestSchema.safeParse(request(items, total));

describe("free-text quotation lines (ADR 021)", () => {
  it("a line without a product carries its code and description, no price", () => {
    const r = parse([product, { code: " 3RT2015-1BB41 ", description: "Contactor 24 V", quantity: "4", price: 0 }]);
    expect(r.success).toBe(true);
    expect(r.data?.items[1]).toEqual({
      productId: null,
      freeText: true,
      code: "3RT2015-1BB41",
      description: "Contactor 24 V",
      quantity: 4,
      price: null,
      total: null,
    });
  });

  it("a price or total sent for it is ignored", () => {
    const r = parse([{ productId: null, code: "X-1", quantity: 1, price: 99, total: 99 }], 0);
    expect(r.data?.items[0]).toMatchObject({ price: null, total: null });
    expect(validateQuotationRequest(request([{ code: "X-1", quantity: 1, price: null }], 0)).success).toBe(true);
  });

  it("needs a code or a description", () => {
    const blank = { code: "  ", description: "", quantity: 1 };
    expect(firstError(parse([blank]))).toBe(F.codeOrDescription);
    expect(quotationSendCheck(request([blank]))).toBe(M.itemIncomplete);
    expect(firstError(parse([{ description: "Sensor inductivo M18", quantity: 1 }], 0))).toBeNull();
  });

  it("limits: code and description lengths, quantity as for every line", () => {
    const code = "A".repeat(FREE_TEXT_LIMITS.codeMax);
    const description = "d".repeat(FREE_TEXT_LIMITS.descriptionMax);
    expect(parse([{ code, description, quantity: 100_000 }], 0).success).toBe(true);
    expect(firstError(parse([{ code: `${code}A`, quantity: 1 }], 0))).toBe(F.codeMax);
    expect(firstError(parse([{ code: "A", description: `${description}d`, quantity: 1 }], 0))).toBe(F.descriptionMax);
    expect(firstError(parse([{ code: "A", quantity: 0 }], 0))).toBe(M.quantityPositive);
    expect(firstError(parse([{ code: "A", quantity: 100_001 }], 0))).toBe(M.quantityMax);
    expect(quotationSendCheck(request([{ code: "A" }]))).toBe(M.itemIncomplete);
  });

  it("errors point at the line", () => {
    const r = parse([product, { code: "A".repeat(101), quantity: 1 }]);
    expect(r.error?.issues.map((i) => i.path.join("."))).toEqual(["items.1.code"]);
  });

  it("a line without product nor code keeps the spec's product message", () => {
    expect(firstError(parse([{ quantity: 1, price: 5 }]))).toBe(M.productRequired);
    expect(quotationSendCheck(request([{ quantity: 1, price: 5 }]))).toBe(M.itemIncomplete);
  });

  it("buildQuotationRequest sends basket free-text lines and totals only the priced ones", () => {
    const body = buildQuotationRequest(
      [
        { id: 1, name: "PLC", price: 10.5, quantity: 2 },
        { id: -1, name: "6ES7-XYZ", price: null, quantity: 3, freeText: true, sku: "6ES7-XYZ", description: " " },
      ],
      { name: "Ana", email: "ana@x.ec" },
    );
    expect(body.items[1]).toEqual({
      productId: null,
      code: "6ES7-XYZ",
      description: null,
      quantity: 3,
      price: null,
      total: null,
    });
    expect(body.total).toBe(21);
    expect(validateQuotationRequest(body).success).toBe(true);
  });

  it("the line's title is the description, else the code", () => {
    expect(freeTextTitle({ code: "X-1", description: " Relé 24 V " })).toBe("Relé 24 V");
    expect(freeTextTitle({ code: "X-1", description: null })).toBe("X-1");
  });
});

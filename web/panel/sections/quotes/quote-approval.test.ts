import { describe, expect, it } from "vitest";
import { approvalGate, approvalReason, type Approval } from "./quote-approval.ts";

const approval = (over: Partial<Approval> = {}): Approval => ({
  discountExceeds: true,
  largestDiscount: 20,
  limit: 15,
  status: null,
  note: null,
  requestedBy: null,
  requestedAt: null,
  decidedBy: null,
  decidedAt: null,
  ...over,
});

describe("approval of large discounts in the editor", () => {
  it("a salesperson over the limit asks for approval instead of sending, and sees where the request stands", () => {
    expect(approvalReason(approval({ limit: 12.5 }))).toBe(
      "Descuento mayor al 12,5 %: requiere aprobación de un administrador",
    );
    expect(approvalGate(approval(), "ventas")).toEqual({ blocked: true, ask: true, status: null });
    expect(approvalGate(approval({ status: "pending" }), "ventas")).toEqual({
      blocked: true,
      ask: false,
      status: "Pendiente de aprobación",
    });
    expect(approvalGate(approval({ status: "returned", note: "Máximo 15 %" }), "ventas")).toEqual({
      blocked: true,
      ask: true,
      status: "Devuelta: Máximo 15 %",
    });
    expect(approvalGate(approval({ status: "approved" }), "ventas")).toEqual({
      blocked: false,
      ask: false,
      status: "Aprobada",
    });
  });

  it("an admin or a discount within the limit is never held", () => {
    expect(approvalGate(approval(), "admin")).toMatchObject({ blocked: false, ask: false });
    expect(approvalGate(approval({ discountExceeds: false }), "ventas")).toEqual({
      blocked: false,
      ask: false,
      status: null,
    });
    expect(approvalGate(undefined, "ventas").blocked).toBe(false);
  });
});

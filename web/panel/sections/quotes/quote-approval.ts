import type { QuoteView } from "../../../../contracts/quotes.ts";

export type Approval = QuoteView["approval"];

const percent = (n: number) => `${String(n).replace(".", ",")} %`;

/** Why a salesperson's draft waits for an admin (ADR 051). */
export const approvalReason = (a: Approval) =>
  `Descuento mayor al ${percent(a.limit)}: requiere aprobación de un administrador`;

/**
 * Where the saved draft stands on approval, for the user who would send it: `blocked` when the send
 * would be refused (a 'ventas' user, a discount over the limit, not approved); `ask` when
 * 'Solicitar aprobación' applies (blocked and no request waiting); `status` the words shown.
 */
export function approvalGate(a: Approval | undefined, role: string | undefined) {
  if (!a || !a.discountExceeds) return { blocked: false, ask: false, status: null };
  const status =
    a.status === "approved"
      ? "Aprobada"
      : a.status === "pending"
        ? "Pendiente de aprobación"
        : a.status === "returned"
          ? `Devuelta: ${a.note ?? ""}`.trim()
          : null;
  const blocked = role !== "admin" && a.status !== "approved";
  return { blocked, ask: blocked && a.status !== "pending", status };
}

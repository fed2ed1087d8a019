import { describe, expect, it } from "vitest";
import { mailPurposeLabel } from "./request-labels.tsx";

describe("the mail history's labels", () => {
  it("names quote mails in Spanish instead of showing their keys", () => {
    expect(mailPurposeLabel("quote-sent-1")).toBe("Cotización enviada al cliente");
    expect(mailPurposeLabel("quote-reminder-12")).toBe("Recordatorio de vencimiento al cliente");
    expect(mailPurposeLabel("quote-accepted-3")).toBe("Aviso a ventas: cotización aceptada");
    expect(mailPurposeLabel("quote-staff-reply-9")).toBe("Respuesta al cliente");
    expect(mailPurposeLabel("customer-confirmation")).toBe("Confirmación al cliente");
    expect(mailPurposeLabel("something-new")).toBe("Correo");
  });
});

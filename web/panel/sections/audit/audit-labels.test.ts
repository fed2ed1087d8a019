import { describe, expect, it } from "vitest";
import { AUDIT_ENTITIES, type AuditEntry } from "../../../../contracts/audit.ts";
import { product } from "../../../../contracts/catalog.ts";
import { FIELD_LABEL } from "../../../../contracts/product-fields.ts";
import { auditAddressParams, parseAuditAddress } from "./audit-address.ts";
import { ENTITY_LABELS, changeLines, describeEntry, entityLabel } from "./audit-format.ts";
import { fieldLabel } from "./audit-labels.ts";

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: "2026-11-23T14:05:00.000Z",
  user_id: 1,
  user_name: "Ana Admin",
  action: "update",
  entity: "product",
  entity_id: "12",
  changes: {},
  ...over,
});

const text = (lines: ReturnType<typeof changeLines>) =>
  lines.map((l) => `${l.label}: ${[l.before, l.after].filter((v) => v !== null).join(" → ")}`);

describe("the audit log labels stored keys and codes (issue 22)", () => {
  it("an old product entry as stored (price with its amount, references by id and by name) reads as the form does", () => {
    // What recordChange stored for a price, brand and stock edit before labels existed: the whole
    // product answer's diff, raw keys included.
    const stored = entry({
      changes: {
        price: ["1250.00", "1300.00"],
        price_amount: ["1250.00", "1300.00"],
        original_price: [null, "1400.00"],
        originalPrice: [null, "1400.00"],
        brand_id: [3, 5],
        brand: [
          { id: 3, name: "Siemens" },
          { id: 5, name: "ABB" },
        ],
        stock_quantity: [5, null],
        stock_text: [null, "Disponible"],
        frame_size: ["FSA", "FSB"],
      },
    });
    const lines = text(changeLines(stored));
    expect(lines).toEqual([
      "Precio: 1250.00 → 1300.00",
      "Precio original: (vacío) → 1400.00",
      "Marca: Siemens → ABB",
      "Stock: 5 → Disponible",
      "Tamaño de carcasa: FSA → FSB",
    ]);
    expect(lines.join("\n")).not.toMatch(/price_amount|originalPrice|brand_id|stock_text|frame_size/);
  });

  it("an amount or a reference id changed alone still gets the registry's label", () => {
    expect(text(changeLines(entry({ changes: { price_amount: [null, "10.00"], category_id: [1, 2] } })))).toEqual([
      `${FIELD_LABEL.price}: (vacío) → 10.00`,
      `${FIELD_LABEL.category_id}: #1 → #2`,
    ]);
  });

  it("every key of the product answer has a Spanish label, none shown as the key itself", () => {
    for (const key of Object.keys(product.shape)) {
      const label = fieldLabel(key, "product");
      expect(label, key).not.toBe(key);
      expect(label, key).not.toMatch(/_/);
    }
    expect(fieldLabel("price_amount", "product")).toBe(FIELD_LABEL.price);
    expect(fieldLabel("potencia_kw", "product")).toBe("Potencia (kW)");
  });

  it("a request's status reads with its Spanish labels, old entries included", () => {
    const stored = entry({
      entity: "lead",
      entity_id: "quotation:7",
      changes: { status: ["nueva", "en_proceso"], internal_note: [null, "Llamar el lunes"] },
    });
    expect(describeEntry(stored)).toBe("Modificó Solicitud #7 (Cotización)");
    const lines = text(changeLines(stored));
    expect(lines).toEqual(["Estado: Nueva → En proceso", "Nota interna: (vacío) → Llamar el lunes"]);
    expect(lines.join("\n")).not.toMatch(/nueva|en_proceso|internal_note/);
    const genuine = entry({
      action: "mark_genuine",
      entity: "lead",
      entity_id: "contact:3",
      changes: { spam_reasons: [null, ["too_fast", "burst"]] },
    });
    expect(describeEntry(genuine)).toBe("Marcó como genuina Solicitud #3 (Contacto)");
    expect(text(changeLines(genuine))).toEqual([
      "Motivos de posible spam: Enviado en menos de 3 segundos, Muchas solicitudes desde la misma dirección",
    ]);
  });

  it("quote events and the first administrator read as sentences", () => {
    const request = { entity: "lead", entity_id: "quotation:9" };
    const sent = entry({
      ...request,
      action: "quote_send",
      changes: { status: ["en_proceso", "cotizada"], reference: [null, "COT-2026-000009"], version: [null, 2] },
    });
    expect(describeEntry(sent)).toBe("Envió al cliente la cotización de Solicitud #9 (Cotización)");
    expect(text(changeLines(sent))).toEqual([
      "Estado: En proceso → Cotizada",
      "Referencia: COT-2026-000009",
      "Versión: 2",
    ]);
    const version = entry({ ...request, action: "quote_version_create", changes: { based_on_version: [null, 1] } });
    expect(describeEntry(version)).toBe("Creó una nueva versión de la cotización de Solicitud #9 (Cotización)");
    expect(text(changeLines(version))).toEqual(["Basada en la versión: 1"]);
    const draft = entry({ ...request, action: "quote_draft_create", changes: { status: ["nueva", "en_proceso"] } });
    expect(describeEntry(draft)).toBe("Preparó la cotización de Solicitud #9 (Cotización)");
    const setAside = entry({
      ...request,
      action: "acceptance_set_aside",
      changes: { accepted_version: [null, 1], version: [null, 2] },
    });
    expect(describeEntry(setAside)).toBe("Dejó sin efecto la aceptación del cliente en Solicitud #9 (Cotización)");
    expect(text(changeLines(setAside))).toEqual(["Versión aceptada: 1", "Versión: 2"]);

    const first = entry({
      action: "first_admin",
      entity: "user",
      entity_id: "1",
      user_name: null,
      changes: {
        role: [null, "admin"],
        active: [null, true],
        password: ["(oculta)", "(oculta)"],
        two_factor: [null, false],
        via: [null, "setup_link"],
      },
    });
    expect(describeEntry(first)).toBe("Creó la cuenta del primer administrador: Usuario #1");
    expect(text(changeLines(first))).toEqual([
      "Rol: Administrador",
      "Estado: Activo",
      "Contraseña: establecida",
      "Verificación en dos pasos: Inactiva",
      "Origen: Enlace de configuración de un solo uso",
    ]);
  });

  it("quote approval steps and quote templates read as sentences (ADR 050, 051)", () => {
    const request = { entity: "lead", entity_id: "quotation:9" };
    const asked = entry({
      ...request,
      action: "quote_approval_request",
      changes: {
        approval_status: [null, "pending"],
        largest_discount: [null, 20],
        limit: [null, 15],
        note: [null, "Cliente frecuente"],
      },
    });
    expect(describeEntry(asked)).toBe(
      "Solicitó la aprobación del descuento de la cotización de Solicitud #9 (Cotización)",
    );
    expect(text(changeLines(asked))).toEqual([
      "Aprobación: Pendiente",
      "Mayor descuento (%): 20",
      "Límite de descuento (%): 15",
      "Nota: Cliente frecuente",
    ]);
    const approved = entry({ ...request, action: "quote_approve", changes: { approval_status: [null, "approved"] } });
    expect(describeEntry(approved)).toBe("Aprobó el descuento de la cotización de Solicitud #9 (Cotización)");
    expect(text(changeLines(approved))).toEqual(["Aprobación: Aprobada"]);
    const returned = entry({
      ...request,
      action: "quote_approval_return",
      changes: { approval_status: [null, "returned"] },
    });
    expect(describeEntry(returned)).toBe("Devolvió sin aprobar la cotización de Solicitud #9 (Cotización)");
    expect(text(changeLines(returned))).toEqual(["Aprobación: Devuelta"]);
    const reset = entry({
      ...request,
      action: "quote_approval_reset",
      changes: { approval_status: ["approved", null] },
    });
    expect(describeEntry(reset)).toBe("Anuló la aprobación al modificar la cotización de Solicitud #9 (Cotización)");
    expect(text(changeLines(reset))).toEqual(["Aprobación: Aprobada → (vacío)"]);

    const template = { entity: "quote_template", entity_id: "4" };
    const saved = entry({
      ...template,
      action: "create",
      changes: { name: [null, "Tablero estándar"], from_quote: [null, 12], lines: [null, 5], sections: [null, 2] },
    });
    expect(describeEntry(saved)).toBe("Creó Plantilla de cotización #4");
    expect(text(changeLines(saved))).toEqual([
      "Nombre: Tablero estándar",
      "Desde la cotización (id): 12",
      "Líneas: 5",
      "Secciones: 2",
    ]);
    const renamed = entry({ ...template, action: "update", changes: { name: ["Tablero estándar", "Tablero 400 A"] } });
    expect(describeEntry(renamed)).toBe("Modificó Plantilla de cotización #4");
    expect(text(changeLines(renamed))).toEqual(["Nombre: Tablero estándar → Tablero 400 A"]);
    const deleted = entry({ ...template, action: "delete", changes: { name: ["Tablero 400 A", null] } });
    expect(describeEntry(deleted)).toBe("Eliminó Plantilla de cotización #4");
    expect(text(changeLines(deleted))).toEqual(["Nombre: Tablero 400 A"]);
  });

  it("names every entity the log filters by, quote templates included", () => {
    expect(AUDIT_ENTITIES.filter((e) => !Object.hasOwn(ENTITY_LABELS, e))).toEqual([]);
    expect(entityLabel("quote_template")).toBe("Plantilla de cotización");
  });
});

describe("the audit log's address (issue 22)", () => {
  it("carries the filters and page, and reads them back", () => {
    const address = {
      filters: { userId: "3", entity: "product", entityId: "12", from: "2026-11-01", to: "2026-11-20" },
      page: 2,
    };
    const params = auditAddressParams(address);
    expect(params.toString()).toBe("usuario=3&entidad=product&id=12&desde=2026-11-01&hasta=2026-11-20&pagina=2");
    expect(parseAuditAddress(new URLSearchParams(params.toString()))).toEqual(address);
    expect(auditAddressParams({ filters: { entity: "", entityId: " " }, page: 1 }).toString()).toBe("");
  });

  it("ignores what the form could not have written", () => {
    expect(
      parseAuditAddress(new URLSearchParams("entidad=planeta&usuario=x&desde=ayer&hasta=2026-13&pagina=-2&id=")),
    ).toEqual({ filters: {}, page: 1 });
  });
});

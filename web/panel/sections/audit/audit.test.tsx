import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { auditQuery, type AuditEntry } from "../../../../contracts/audit.ts";
import { auditQueryString, loadAudit } from "./audit-api.ts";
import { AuditEntries } from "./audit-entries.tsx";
import { AuditResults } from "./audit-results.tsx";
import { ProductHistory } from "./product-history.tsx";
import { changeLines, describeEntry, formatValue } from "./audit-format.ts";

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

afterEach(() => vi.unstubAllGlobals());

describe("audit query", () => {
  it("turns local days into instants the server accepts, 'to' covering the whole day", () => {
    const qs = new URLSearchParams(auditQueryString({ from: "2026-11-20", to: "2026-11-20", userId: "3" }, 2, 25));
    const from = new Date(qs.get("from")!);
    const to = new Date(qs.get("to")!);
    expect(from.getHours()).toBe(0);
    expect(from.getDate()).toBe(20);
    expect(to.getTime() - from.getTime()).toBe(24 * 3_600_000);
    const parsed = auditQuery.safeParse(Object.fromEntries(qs));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ userId: 3, page: 2, limit: 25 });
  });

  it("leaves out empty filters and asks GET /api/audit", async () => {
    const page = { entries: [entry({})], pagination: { page: 1, limit: 10, total: 1, pages: 1 } };
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: page }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    expect(await loadAudit({ entity: "product", entityId: " 12 ", userId: "" }, 1, 10)).toEqual(page);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(
      "/api/audit?entity=product&entityId=12&page=1&limit=10",
    );
  });
});

describe("audit entries read as sentences", () => {
  it("says what happened to which entity", () => {
    expect(describeEntry(entry({}))).toBe("Modificó Producto #12");
    expect(describeEntry(entry({ action: "wipe", entity: "catalog", entity_id: null }))).toBe("Vació Catálogo");
    expect(describeEntry(entry({ action: "create", entity: "user", entity_id: "5" }))).toBe("Creó Usuario #5");
  });

  it("shows before → after for updates, only the value for creations, summaries and deletions", () => {
    const update = changeLines(
      entry({ changes: { price: ["10.00", "12.50"], is_active: [true, false], description: [null, "Nueva"] } }),
    );
    expect(update).toEqual([
      { field: "price", label: "Precio", before: "10.00", after: "12.50" },
      { field: "is_active", label: "Estado", before: "Activo", after: "Inactivo" },
      { field: "description", label: "Descripción", before: "(vacío)", after: "Nueva" },
    ]);
    const created = changeLines(
      entry({
        action: "create",
        entity: "user",
        changes: { role: [null, "ventas"], password: ["(oculta)", "(oculta)"] },
      }),
    );
    expect(created).toEqual([
      { field: "role", label: "Rol", before: null, after: "Ventas" },
      { field: "password", label: "Contraseña", before: null, after: "establecida" },
    ]);
    expect(changeLines(entry({ changes: { password: ["(oculta)", "(oculta)"] } }))).toEqual([
      { field: "password", label: "Contraseña", before: null, after: "cambiada" },
    ]);
    const deleted = changeLines(entry({ action: "delete", changes: { name: ["Relé", null] } }));
    expect(deleted).toEqual([{ field: "name", label: "Nombre", before: "Relé", after: null }]);
    expect(formatValue("tags", ["a", "b"])).toBe("a, b");
    expect(formatValue("password", "(oculta)")).toBe("(oculta)");
  });

  it("renders when, who (or 'Sistema'), what and the changed fields", () => {
    const html = renderToStaticMarkup(
      <AuditEntries
        entries={[
          entry({ changes: { name: ["Relé 24V", "Relé 24 V"] } }),
          entry({
            id: 2,
            user_id: null,
            user_name: null,
            action: "import",
            entity: "import",
            entity_id: null,
            changes: { products_created: [null, 3] },
          }),
        ]}
      />,
    );
    expect(html).toContain('dateTime="2026-11-23T14:05:00.000Z"');
    expect(html).toContain("2026");
    expect(html).toContain("Ana Admin");
    expect(html).toContain("Sistema");
    expect(html).toContain("Modificó Producto #12");
    expect(html).toContain("Relé 24V</span>");
    expect(html).toContain("→");
    expect(html).toContain("Importó Importación");
    expect(html).toContain("Productos creados:");
  });
});

describe("audit results", () => {
  const base = {
    loading: false,
    retry: () => {},
    onPage: () => {},
    empty: "Este producto aún no tiene cambios registrados.",
  };
  const page = (pages: number, total: number) => ({
    entries: [entry({ changes: { price: ["1", "2"] } })],
    pagination: { page: 2, limit: 10, total, pages },
  });

  it("shows the error with 'Reintentar', the empty text, or the entries with their pages", () => {
    const failed = renderToStaticMarkup(<AuditResults {...base} data={null} error="Error al cargar el historial" />);
    expect(failed).toContain('role="alert"');
    expect(failed).toContain("Reintentar");
    const empty = renderToStaticMarkup(
      <AuditResults
        {...base}
        data={{ entries: [], pagination: { page: 1, limit: 10, total: 0, pages: 1 } }}
        error={null}
      />,
    );
    expect(empty).toContain("Este producto aún no tiene cambios registrados.");
    const paged = renderToStaticMarkup(<AuditResults {...base} data={page(3, 21)} error={null} />);
    expect(paged).toContain("21 cambios");
    expect(paged).toContain("Página 2 de 3");
    const single = renderToStaticMarkup(<AuditResults {...base} data={page(1, 1)} error={null} />);
    expect(single).toContain("1 cambio");
    expect(single).not.toContain("Siguiente");
  });

  it("a product's 'Historial' starts loading under its heading", () => {
    const html = renderToStaticMarkup(<ProductHistory productId={12} />);
    expect(html).toContain(">Historial</h3>");
    expect(html).toContain("Cargando...");
  });
});

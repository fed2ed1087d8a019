import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RequestsPager } from "./requests-pager.tsx";

const render = (page: number, total: number) =>
  renderToStaticMarkup(
    <RequestsPager pagination={{ page, perPage: 20, total, totalPages: Math.ceil(total / 20) }} onPage={() => {}} />,
  );

describe("the inbox pager", () => {
  it("says which requests are shown and where the page is among the pages", () => {
    const html = render(3, 95);
    expect(html).toContain('aria-label="Paginación de solicitudes"');
    expect(html).toMatch(/data-testid="requests-range">Mostrando 41 a 60 de 95 solicitudes</);
    expect(html).toContain("Página 3 de 5");
    expect(html).not.toMatch(/disabled=""/);
  });

  it("keeps the count on a single page, without arrows", () => {
    const html = render(1, 5);
    expect(html).toContain("Mostrando 1 a 5 de 5 solicitudes");
    expect(html).not.toContain("Anterior");
  });
});

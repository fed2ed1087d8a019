import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Pagination, type PageItem } from "./pagination.tsx";

const everyPage = (_page: number, total: number): PageItem[] => Array.from({ length: total }, (_, i) => i + 1);
const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const tagWith = (html: string, tag: string, text: string) =>
  html.match(new RegExp(`<${tag} [^>]*>`, "g"))?.find((t) => t.includes(text)) ?? "";

describe("Pagination", () => {
  it("renders links with the current page marked and the missing arrow disabled", () => {
    const html = render(
      <Pagination label="Paginación" page={1} totalPages={3} pageItems={everyPage} href={(n) => `?page=${n}`} />,
    );
    expect(html).toContain('aria-label="Paginación"');
    expect(tagWith(html, "a", 'aria-label="Página 1"')).toContain('aria-current="page"');
    expect(tagWith(html, "a", 'aria-label="Página 2"')).not.toContain("aria-current");
    expect(html).toMatch(/<span[^>]*aria-disabled="true"[^>]*>.*Anterior<\/span>/);
    expect(tagWith(html, "a", 'rel="next"')).toContain('href="/?page=2"');
    expect(html).not.toContain("<button");
  });

  it("renders buttons when given onPage, with 'Página X de Y' when no page list is passed", () => {
    const html = render(<Pagination label="Historial" size="sm" page={3} totalPages={3} onPage={() => {}} />);
    expect(html).not.toContain("<a ");
    expect(html).toContain("Página 3 de 3");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Siguiente/);
  });

  it("shows nothing for one page unless there is a summary to keep", () => {
    expect(render(<Pagination label="P" page={1} totalPages={1} href={() => "?"} />)).toBe("");
    const html = render(<Pagination label="P" page={1} totalPages={1} onPage={() => {}} summary={<p>3 cambios</p>} />);
    expect(html).toContain("3 cambios");
    expect(html).not.toContain("<ul");
  });

  it("marks the gaps of the page list as hidden ellipses", () => {
    const gaps = (): PageItem[] => [1, "ellipsis-start", 5, "ellipsis-end", 9];
    const html = render(<Pagination label="P" page={5} totalPages={9} pageItems={gaps} onPage={() => {}} />);
    expect(html.match(/<li aria-hidden="true"[^>]*>…<\/li>/g)).toHaveLength(2);
  });
});

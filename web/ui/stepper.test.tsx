import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Stepper } from "./stepper.tsx";

const keep = () => null;
const tagWith = (html: string, tag: string, text: string) =>
  html.match(new RegExp(`<${tag} [^>]*>`, "g"))?.find((t) => t.includes(text)) ?? "";

describe("Stepper", () => {
  it("disables − at the minimum and shows the value", () => {
    const html = renderToStaticMarkup(
      <Stepper
        look="joined"
        value={1}
        onChange={() => {}}
        min={1}
        readTyping={keep}
        readLeave={(_, n) => n}
        labels={{ decrease: "Menos", increase: "Más" }}
        testIds={{ input: "qty" }}
      />,
    );
    expect(tagWith(html, "button", 'aria-label="Menos"')).toContain('disabled=""');
    expect(tagWith(html, "button", 'aria-label="Más"')).not.toContain(" disabled=");
    expect(tagWith(html, "input", 'data-testid="qty"')).toContain('value="1"');
    expect(html).not.toContain('role="group"');
  });

  it("without a minimum − stays enabled (the basket removes the line at 0); a group label names the row", () => {
    const html = renderToStaticMarkup(
      <Stepper
        look="separate"
        value={1}
        onChange={() => {}}
        readTyping={keep}
        readLeave={(_, n) => n}
        labels={{ decrease: "Menos", increase: "Más", input: "Cantidad de X", group: "Cantidad de X" }}
      />,
    );
    expect(tagWith(html, "button", 'aria-label="Menos"')).not.toContain(" disabled=");
    expect(tagWith(html, "div", 'role="group"')).toContain('aria-label="Cantidad de X"');
    expect(tagWith(html, "input", "Cantidad de X")).toContain('inputMode="numeric"');
  });
});

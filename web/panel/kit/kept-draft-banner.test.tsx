import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatShortDateTime } from "../../lib/format.ts";
import { KeptDraftBanner } from "./kept-draft-banner.tsx";

const SAVED_AT = "2026-11-27T14:05:00.000Z";
const render = (of: "este formulario" | "esta cotización", zone?: "company") =>
  renderToStaticMarkup(
    <KeptDraftBanner of={of} savedAt={SAVED_AT} zone={zone} testId="t" onRestore={() => {}} onDiscard={() => {}} />,
  );

describe("the kept-draft banner (product form and quote editor)", () => {
  it("says what was kept and when, and offers both choices", () => {
    const html = render("esta cotización", "company");
    expect(html).toContain('role="status"');
    expect(html).toContain(
      `Hay cambios sin guardar de esta cotización (${formatShortDateTime(SAVED_AT, "company")}), guardados cuando expiró la sesión.`,
    );
    expect(html).toContain(">Recuperar cambios<");
    expect(html).toContain(">Descartar<");
  });

  it("names the product form as the form, in the browser's time zone", () => {
    expect(render("este formulario")).toContain(
      `Hay cambios sin guardar de este formulario (${formatShortDateTime(SAVED_AT)}), guardados cuando expiró la sesión.`,
    );
  });
});

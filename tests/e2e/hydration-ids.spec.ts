import { expect, test, type Page } from "@playwright/test";
import { open } from "./support.ts";

// The server renders with React and the browser hydrates with Preact (ADR 060): each makes its own
// useId values. A label, a hint or a popup must still be found by the id its partner names, after
// hydration and after the page changes what it shows.
const REFERENCES = ["for", "aria-controls", "aria-describedby", "aria-labelledby", "aria-activedescendant", "list"];

/** Every id a reference names that no element has, as 'attribute → id' (hidden popups excepted by the caller). */
const danglingReferences = (page: Page, except: string[] = []) =>
  page.evaluate(
    ({ references, except }) =>
      references.flatMap((attribute) =>
        [...document.querySelectorAll(`[${attribute}]`)].flatMap((element) =>
          element
            .getAttribute(attribute)!
            .split(/\s+/)
            .filter((id) => id && !document.getElementById(id) && !except.includes(attribute))
            .map((id) => `${element.tagName.toLowerCase()} ${attribute} → ${id}`),
        ),
      ),
    { references: REFERENCES, except },
  );

test.describe("referencias por id tras hidratar", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("el buscador nombra la lista de sugerencias que muestra", async ({ page }) => {
    await open(page, "/");
    const box = page.getByRole("combobox", { name: "Buscar productos" });
    await box.click();
    await box.pressSequentially("varia", { delay: 30 });
    const listbox = page.getByRole("listbox", { name: "Sugerencias de búsqueda" });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
    // The other search boxes (phone header, catalogue) name lists that are closed, so not in the page.
    expect(await danglingReferences(page, ["aria-controls"])).toEqual([]);
  });

  test("catálogo y producto: etiquetas y descripciones apuntan a sus campos, también tras cambiar la página", async ({
    page,
  }) => {
    await open(page, "/productos");
    // A closed popup is not in the page: its combobox may name it.
    expect(await danglingReferences(page, ["aria-controls"])).toEqual([]);
    const sort = page.getByLabel("Ordenar por");
    await sort.selectOption({ index: 1 });
    await expect(page).toHaveURL(/sort=/);
    expect(await danglingReferences(page, ["aria-controls"])).toEqual([]);

    await page.locator('a[href^="/producto/"]').first().click();
    await expect(page).toHaveURL(/\/producto\/\d+/);
    expect(await danglingReferences(page, ["aria-controls"])).toEqual([]);
  });
});

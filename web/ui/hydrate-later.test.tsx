import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HydrateLater, hydrationFinished } from "./hydrate-later.tsx";

describe("HydrateLater", () => {
  it("renders its children in place on the server: no Suspense markers for the browser to meet", () => {
    const html = renderToString(
      <div>
        <HydrateLater>
          <footer>Pie</footer>
        </HydrateLater>
      </div>,
    );
    expect(html).toBe("<div><footer>Pie</footer></div>");
  });

  it("lets the root know at once when the page put nothing off", async () => {
    await expect(hydrationFinished()).resolves.toBeUndefined();
  });
});

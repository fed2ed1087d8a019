import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Issue 23: the arrows of web/ (ARCHITECTURE.md, ADR 053) are lint, proven here on new files.
const eslint = new ESLint();
const rulesHit = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.ruleId);

const ZONE = "import-x/no-restricted-paths";

describe("web/ is two halves over shared layers (issue 23)", () => {
  it("shared layers import neither half", async () => {
    for (const file of ["web/ui/nuevo.tsx", "web/lib/nuevo.ts", "web/session/nuevo.tsx"]) {
      const layer = file.split("/")[1];
      const fromSite = `import { BasketPage } from "../site/features/basket/basket-page.tsx";\nexport const a = BasketPage;`;
      const fromPanel = `import { ADMIN_TABS } from "../panel/kit/admin-tabs.ts";\nexport const b = ADMIN_TABS;`;
      expect(await rulesHit(fromSite, file), layer).toContain(ZONE);
      expect(await rulesHit(fromPanel, file), layer).toContain(ZONE);
    }
  });

  it("the site and the panel never import each other", async () => {
    const siteToPanel = `import { ADMIN_TABS } from "../../../panel/kit/admin-tabs.ts";\nexport const a = ADMIN_TABS;`;
    expect(await rulesHit(siteToPanel, "web/site/features/catalog/nuevo.ts")).toContain(ZONE);
    const panelToSite = `import { BasketPage } from "../../../site/features/basket/basket-page.tsx";\nexport const a = BasketPage;`;
    expect(await rulesHit(panelToSite, "web/panel/sections/users/nuevo.tsx")).toContain(ZONE);
  });

  it("both halves use the shared layers", async () => {
    const shared = `import { formatPrice } from "../../../lib/format.ts";\nexport const a = formatPrice;`;
    expect(await rulesHit(shared, "web/site/features/catalog/nuevo.ts")).toEqual([]);
    expect(await rulesHit(shared, "web/panel/sections/users/nuevo.ts")).toEqual([]);
  });

  it("panel sections import each other only along the listed compositions; the kit imports none", async () => {
    const quotes = `import { RequestQuoteSection } from "../quotes/request-quote-section.tsx";\nexport const a = RequestQuoteSection;`;
    expect(await rulesHit(quotes, "web/panel/sections/requests/nuevo.tsx")).toEqual([]);
    expect(await rulesHit(quotes, "web/panel/sections/users/nuevo.tsx")).toContain(ZONE);
    const section = `import { RequestQuoteSection } from "../sections/quotes/request-quote-section.tsx";\nexport const a = RequestQuoteSection;`;
    expect(await rulesHit(section, "web/panel/kit/nuevo.tsx")).toContain(ZONE);
  });

  it("site features import each other only along the listed arrows", async () => {
    const catalog = `import { FilterPanel } from "../catalog/filter-panel.tsx";\nexport const a = FilterPanel;`;
    expect(await rulesHit(catalog, "web/site/features/legal/nuevo.tsx")).toContain(ZONE);
    const basket = `import { useBasket } from "../basket/basket-provider.tsx";\nexport const a = useBasket;`;
    expect(await rulesHit(basket, "web/site/features/legal/nuevo.tsx")).toEqual([]);
  });

  it("browser code takes only types from *.server.ts; route modules may run them", async () => {
    const code = `import { loadQuoteStatus } from "./quote-status.server.ts";\nexport const a = loadQuoteStatus;`;
    expect(await rulesHit(code, "web/site/features/quote-status/nuevo.tsx")).toContain("no-restricted-imports");
    const types = `import type { QuoteStatusView } from "./quote-status.server.ts";\nexport type A = QuoteStatusView;`;
    expect(await rulesHit(types, "web/site/features/quote-status/nuevo.tsx")).not.toContain("no-restricted-imports");
    const route = `import { loadQuoteStatus } from "../features/quote-status/quote-status.server.ts";\nexport const a = loadQuoteStatus;`;
    expect(await rulesHit(route, "web/site/routes/nuevo.tsx")).not.toContain("no-restricted-imports");
  });

  it("file names are kebab-case; web files carry only .server/.client and test roles", async () => {
    const code = "export const a = 1;";
    expect(await rulesHit(code, "web/site/features/catalog/FilterPanel.tsx")).toContain("house/file-name");
    expect(await rulesHit(code, "web/panel/sections/quotes/quotes.routes.ts")).toContain("house/file-name");
    expect(await rulesHit(code, "web/site/features/seo/og-image.server.test.ts")).not.toContain("house/file-name");
    expect(await rulesHit(code, "server/features/users/users.service.ts")).not.toContain("house/file-name");
    expect(await rulesHit(code, "server/features/users/Users_Service.ts")).toContain("house/file-name");
  });

  it("formats money, dates and counts only through web/lib/format.ts", () => {
    const files = execSync("git ls-files web", { encoding: "utf8" })
      .split("\n")
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && f !== "web/lib/format.ts");
    const formatting = files.filter((f) => /\bIntl\.|\.toLocale(?:Date|Time)?String\(/.test(readFileSync(f, "utf8")));
    expect(formatting).toEqual([]);
  });
});

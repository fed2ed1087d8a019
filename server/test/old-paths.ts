import { expect } from "vitest";
import type { App } from "../app.ts";

/**
 * Every path moved with `keepOldPaths` (server/lib/route-aliases.ts): OpenAPI lists the new path
 * with the same methods as the old one, and marks only the old one deprecated.
 */
export function expectOldPathsDeprecated(app: App, oldPathOf: Record<string, string>) {
  const doc = app.swagger() as { paths: Record<string, Record<string, { deprecated?: boolean }>> };
  const openApi = (p: string) => `/api${p.replace(/:(\w+)/g, "{$1}")}`;
  for (const [now, old] of Object.entries(oldPathOf)) {
    const [current, legacy] = [doc.paths[openApi(now)], doc.paths[openApi(old)]];
    expect(Object.keys(legacy).sort(), old).toEqual(Object.keys(current).sort());
    for (const method of Object.keys(current)) {
      expect(current[method].deprecated, `${method} ${now}`).toBeFalsy();
      expect(legacy[method].deprecated, `${method} ${old}`).toBe(true);
    }
  }
}

import type { Plugin } from "vite";

/**
 * Issue 24, ADR 060: the browser build runs Preact's React compatibility layer instead of React
 * and React DOM (React + React DOM + React Router were 102.7 KB gz of a 110 KB budget; with
 * preact/compat the three are 45.6 KB). The server still renders with React 19
 * (react-dom/server) and Vitest still tests with React: only the client build's imports
 * are redirected, whoever makes them (the site, React Router, Radix, sonner, react-hook-form).
 * The dev server keeps React too (Fast Refresh, React's warnings).
 */
export const PREACT_FOR_REACT: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

/**
 * Vite 8 has no per-environment `resolve.alias` (aliases are shared by every environment), so the
 * redirect is a resolver that applies to the client environment's build alone.
 */
export function preactInTheBrowser(): Plugin {
  return {
    name: "preact-in-the-browser",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // web/preact-hydration.ts prepares the page for Preact only where Preact runs.
    config: () => ({ define: { __PREACT_IN_THE_BROWSER__: "true" } }),
    resolveId: {
      filter: { id: /^react(-dom)?(\/|$)/ },
      handler(id, importer, options) {
        const target = PREACT_FOR_REACT[id];
        if (!target) {
          // A React entry point without a Preact twin would bring React back in beside Preact.
          if (/^react(-dom)?(\/|$)/.test(id)) this.error(`no Preact equivalent for '${id}' (imported by ${importer})`);
          return null;
        }
        return this.resolve(target, importer, { ...options, skipSelf: true });
      },
    },
  };
}

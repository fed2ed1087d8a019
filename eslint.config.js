// The house rules of ARCHITECTURE.md as lint: dependency arrows, no cycles, hooks used right.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Features do not import each other's internals (ARCHITECTURE.md); shared pieces live in web/lib
 * and web/components. These are the arrows we allow between features, each for a reason.
 */
const FEATURE_ARROWS = {
  // App-wide state any page reads: the signed-in session and the quotation basket.
  "*": ["auth", "cart"],
  // The panel shell: its tabs, session expiry and API-failure handling.
  "admin-*": ["admin"],
  layout: ["search-box"], // the header holds the search box
  product: ["seo"], // the product page's own metadata
  quote: ["parts-list"], // the parts list is a panel of the quotation page
  account: ["admin", "admin-users"], // one's own password follows the staff password rule
  "admin-audit": ["admin-users"], // entries name users with their labels
  "admin-leads": ["admin-quotes"], // a request's formal quote is edited from its detail
  "admin-products": ["admin-audit"], // a product's 'Historial'
  "admin-quotes": ["admin-products"], // quote lines are picked with the product picker
};

const featureZones = readdirSync("web/features").map((feature) => {
  const allowed = [
    feature,
    ...FEATURE_ARROWS["*"],
    ...(feature.startsWith("admin-") ? FEATURE_ARROWS["admin-*"] : []),
    ...(FEATURE_ARROWS[feature] ?? []),
  ];
  return {
    target: `./web/features/${feature}`,
    from: "./web/features",
    except: [...new Set(allowed)].map((f) => `./${f}`),
    message: "A feature imports another only along an arrow listed in eslint.config.js (FEATURE_ARROWS).",
  };
});

const OUTGOING_FETCH =
  "Outgoing requests go through the guarded fetcher, server/lib/public-fetch.ts (fetchPublic): public addresses only, caps (ADR 028).";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "data/**",
      "data-*/**",
      ".react-router/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: { "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } } },
    rules: {
      // The two classic rules; the compiler-era ones (set-state-in-effect, refs) flag the
      // read-storage-after-hydration effects that server rendering needs.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      // A `let` assigned once after a closure that reads it (a shutdown handler) must stay `let`.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "import-x/no-useless-path-segments": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./contracts",
              from: ["./server", "./web", "./tests", "./bench", "./scripts"],
              message: "contracts/ imports nothing else (ARCHITECTURE.md).",
            },
            { target: "./server", from: ["./web", "./tests"], message: "The server never imports the web app." },
            ...featureZones,
            {
              target: "./web",
              from: "./server",
              except: [],
              message: "Browser code never imports server/; loaders reach it through the load context.",
            },
          ],
        },
      ],
    },
  },
  {
    // One guarded fetcher (server/lib/public-fetch.ts, ADR 028): any other download in server code
    // could be pointed at the private network by data or by a request's headers.
    files: ["server/**/*.ts", "web/**/*.server.ts"],
    ignores: ["server/lib/public-fetch.ts", "**/*.test.ts", "server/test/**"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: OUTGOING_FETCH },
        { name: "XMLHttpRequest", message: OUTGOING_FETCH },
      ],
      "no-restricted-properties": [
        "error",
        { object: "globalThis", property: "fetch", message: OUTGOING_FETCH },
        { object: "http", property: "request", message: OUTGOING_FETCH },
        { object: "http", property: "get", message: OUTGOING_FETCH },
        { object: "https", property: "request", message: OUTGOING_FETCH },
        { object: "https", property: "get", message: OUTGOING_FETCH },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...["node:http", "http", "node:https", "https"].map((name) => ({
              name,
              importNames: ["request", "get"],
              message: OUTGOING_FETCH,
            })),
            ...["undici", "node-fetch", "axios", "got"].map((name) => ({ name, message: OUTGOING_FETCH })),
          ],
        },
      ],
    },
  },
  {
    // Server-side modules of the web app and tests may reach the server (load-context types,
    // loaders' tests on a real database).
    files: ["web/**/*.server.ts", "web/load-context.ts", "web/**/*.test.ts", "web/**/*.test.tsx"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
);

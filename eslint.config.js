// The house rules of ARCHITECTURE.md as lint: dependency arrows, no cycles, hooks used right.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * web/ is two halves over shared layers (ARCHITECTURE.md, ADR 053): the public site and the staff
 * panel never import each other; ui, lib and session import neither half. Inside each half a
 * feature (site) or section (panel) imports another only along an arrow listed here, with its
 * reason; the panel's kit is open to every section.
 */
const SHARED_LAYERS = ["ui", "lib", "session"];

const SITE_ARROWS = {
  "*": ["basket", "request-forms", "layout"], // the basket, the request forms and the site chrome
  layout: ["search-box"], // the header holds the search box
  product: ["seo"], // the product page's own metadata
};

const PANEL_ARROWS = {
  account: ["users", "sign-in"], // one's own password follows the staff rule; 2FA setup reuses the code form
  audit: ["users"], // entries name users with their labels
  requests: ["quotes"], // a request shows its formal quotes
  products: ["audit"], // a product shows its history
  quotes: ["products"], // the quote editor picks lines with the product picker
};

function halfZones(half, folder, arrows) {
  return readdirSync(`web/${half}/${folder}`).map((name) => {
    const allowed = [name, ...(half === "site" ? arrows["*"] : []), ...(arrows[name] ?? [])];
    return {
      target: `./web/${half}/${folder}/${name}`,
      from: `./web/${half}/${folder}`,
      except: [...new Set(allowed)].map((f) => `./${f}`),
      message: `A ${half} ${folder === "features" ? "feature" : "section"} imports another only along an arrow listed in eslint.config.js.`,
    };
  });
}

const webZones = [
  ...SHARED_LAYERS.map((layer) => ({
    target: `./web/${layer}`,
    from: ["./web/site", "./web/panel"],
    message: "Shared layers (web/ui, web/lib, web/session) import neither the site nor the panel.",
  })),
  { target: "./web/site", from: "./web/panel", message: "The public site never imports the staff panel." },
  { target: "./web/panel", from: "./web/site", message: "The staff panel never imports the public site." },
  {
    target: "./web/panel/kit",
    from: "./web/panel/sections",
    message: "The panel's kit is plumbing: it imports no section.",
  },
  ...halfZones("site", "features", SITE_ARROWS),
  ...halfZones("panel", "sections", PANEL_ARROWS),
];

/**
 * File names (issue 23): kebab-case words, then at most the roles the house uses. In web/ a file
 * says only where it runs or what it is for tests (`.server`, `.client`, then `.test`, `.test-support`):
 * a name like `quote.routes.tsx` there would be a server idiom in the browser's tree.
 */
const KEBAB = "[a-z0-9]+(?:-[a-z0-9]+)*";
const FILE_NAME = new RegExp(`^${KEBAB}(?:\\.${KEBAB})*\\.(?:ts|tsx|js|mjs)$`);
const WEB_ROLES = /^[a-z0-9-]+(?:\.(?:server|client))?(?:\.(?:test|test-support))?\.(?:ts|tsx)$/;
const houseRules = {
  rules: {
    "file-name": {
      meta: { type: "suggestion", schema: [] },
      create(context) {
        const file = context.filename.replaceAll("\\", "/");
        const name = file.split("/").pop();
        const inWeb = /\/web\//.test(file) && !file.includes("/web/public/");
        const ok = FILE_NAME.test(name) && (!inWeb || WEB_ROLES.test(name));
        return ok
          ? {}
          : {
              Program(node) {
                context.report({
                  node,
                  message: inWeb
                    ? `'${name}': web files are kebab-case, with at most .server or .client, then .test or .test-support, before the extension.`
                    : `'${name}': file names are kebab-case words, dot-separated roles (users.service.ts).`,
                });
              },
            };
      },
    },
  },
};

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
    plugins: { "import-x": importX, "react-hooks": reactHooks, house: houseRules },
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
      "house/file-name": "error",
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
            ...webZones,
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
    // Browser code never runs a *.server.ts module (ARCHITECTURE.md): it may borrow its types. Route
    // modules may, for their loaders and actions, which React Router keeps out of the browser.
    files: ["web/**/*.ts", "web/**/*.tsx"],
    ignores: [
      "web/**/*.server.ts",
      "web/**/*.server.tsx",
      "web/**/*.test.ts",
      "web/**/*.test.tsx",
      "web/*/routes/**",
      "web/root.tsx",
      "web/entry.server.tsx",
      "web/load-context.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.server", "**/*.server.ts", "**/*.server.tsx"],
              allowTypeImports: true,
              message: "Browser code imports only the types of a *.server.ts module; its code runs in loaders.",
            },
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

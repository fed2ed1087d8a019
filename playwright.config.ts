import { defineConfig, devices } from "@playwright/test";

/**
 * Run through `npm run test:e2e` (scripts/e2e.mjs), which builds, starts the server on a free
 * port with a fresh data directory and passes its address in E2E_BASE_URL.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // One retry on CI, where the machine is shared; a test that needed it is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // npm test reads the totals from the JSON report it asks for.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  projects: [
    { name: "journeys", testIgnore: /wipe\.spec\.ts$/ },
    // Wiping the catalogue would pull it from under the other journeys: it runs after them.
    { name: "wipe", testMatch: /wipe\.spec\.ts$/, dependencies: ["journeys"] },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000",
    locale: "es-EC",
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});

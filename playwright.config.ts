import { existsSync } from "node:fs";
import { defineConfig, devices, type LaunchOptions } from "@playwright/test";

const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const fullBrowser: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: chromiumArgs,
};
// Debian's old headless shell (package chromium-headless-shell, same Chromium) draws pages with a
// third less CPU than the full browser, which on two cores is a third of the journeys' time (ADR
// 057). It has no PDF viewer, so the journeys that look at a framed PDF carry the @full-browser
// tag and run in the full browser; without the shell, everything does.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const lightBrowser: LaunchOptions =
  !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)
    ? { executablePath: HEADLESS_SHELL, args: chromiumArgs }
    : fullBrowser;
const WIPE_SPEC = /wipe\.spec\.ts$/;

/**
 * Run through `npm run test:e2e` (scripts/e2e.mjs), which builds, starts the server on a free
 * port with a fresh data directory and passes its address in E2E_BASE_URL.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // One retry, as the machine is shared; a test that needed it is reported as flaky (npm test names
  // it). The retry records the trace: recording one for every journey cost a fifth of their CPU.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // npm test reads the totals from the JSON report it asks for.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  projects: [
    { name: "journeys", testIgnore: WIPE_SPEC, grepInvert: /@full-browser/, use: { launchOptions: lightBrowser } },
    { name: "full-browser", testIgnore: WIPE_SPEC, grep: /@full-browser/, use: { launchOptions: fullBrowser } },
    // Wiping the catalogue would pull it from under the other journeys: it runs after them.
    {
      name: "wipe",
      testMatch: WIPE_SPEC,
      dependencies: ["journeys", "full-browser"],
      use: { launchOptions: lightBrowser },
    },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000",
    locale: "es-EC",
    trace: "on-first-retry",
    ...devices["Desktop Chrome"],
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["contracts/**/*.test.ts", "server/**/*.test.ts", "web/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    globalSetup: ["./server/test/global-setup.ts"],
    setupFiles: ["./server/test/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});

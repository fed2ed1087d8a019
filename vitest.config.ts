import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["contracts/**/*.test.ts", "server/**/*.test.ts", "web/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    globalSetup: ["./server/test/global-setup.ts"],
    setupFiles: ["./server/test/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core machine. Each
    // file has its own database (ADR 002), so two files run side by side, and while one waits on
    // a child process or the disk the other computes.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});

import os from "node:os";
import { defineConfig } from "vitest/config";
import { filesNeedingOwnModules, TEST_ROOTS } from "./server/test/module-graphs.ts";

const ownModules = filesNeedingOwnModules(import.meta.dirname);

export default defineConfig({
  test: {
    globalSetup: ["./server/test/global-setup.ts"],
    setupFiles: ["./server/test/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core machine. Each
    // file has its own database (ADR 002), so two files run side by side, and while one waits on
    // a child process or the disk the other computes.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Files that share their worker's modules pay for importing the server once per worker instead
    // of once per file: half the suite's time (ADR 057). Files that mock keep their own.
    projects: [
      {
        extends: true,
        test: {
          name: "shared-modules",
          include: TEST_ROOTS.map((root) => `${root}/**/*.test.{ts,tsx}`),
          exclude: ["**/node_modules/**", ...ownModules],
          isolate: false,
        },
      },
      { extends: true, test: { name: "own-modules", include: ownModules, isolate: true } },
    ],
  },
});

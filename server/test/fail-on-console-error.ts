import { afterEach, beforeEach, vi } from "vitest";

// An unexpected console.error is a bug; tests that expect one spy on it themselves.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args) => {
    errors.push(args);
  });
});
afterEach(() => {
  const spy = console.error as unknown as { mock?: unknown; mockRestore?: () => void };
  spy.mockRestore?.();
  if (errors.length) {
    const seen = errors.map((a) => a.map(String).join(" ")).join("\n");
    errors = [];
    throw new Error(`console.error was called unexpectedly:\n${seen}`);
  }
});

// `npm test`: unit + API tests (vitest), then the browser journeys (Playwright), and one closing
// line with the totals. With DATABASE_URL set, the API tests run against that PostgreSQL server.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-results-"));
const only = process.argv[2]; // "unit" | "e2e" | undefined (both)
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
let exitCode = 0;

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (res.status !== 0) exitCode = res.status ?? 1;
}

if (only !== "e2e") {
  const out = path.join(dir, "vitest.json");
  run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${out}`]);
  if (fs.existsSync(out)) {
    const r = JSON.parse(fs.readFileSync(out, "utf8"));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  } else exitCode ||= 1;
}

if (only !== "unit") {
  const out = path.join(dir, "playwright.json");
  run("node", ["scripts/e2e.mjs"], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (fs.existsSync(out)) {
    const s = JSON.parse(fs.readFileSync(out, "utf8")).stats;
    // A test that passed only on its retry counts as passed, and is named in the summary.
    totals.passed += s.expected + (s.flaky ?? 0);
    totals.flaky += s.flaky ?? 0;
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
  } else exitCode ||= 1;
}

if (totals.flaky) console.log(`\n${totals.flaky} test(s) passed only on retry (flaky): see the list above`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
fs.rmSync(dir, { recursive: true, force: true });
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations (as sources-hash.mjs)
import { SERVER_ENV, SERVER_NODE_FLAGS, serverEnv } from "./server-process.mjs";

describe("the server process's memory settings (ADR 054)", () => {
  it("are accepted by node, and keep V8's young generation at 2 × 2 MB under a stream of garbage", () => {
    const script = `
      const v8 = require("node:v8");
      let keep = [];
      for (let i = 0; i < 2e6; i++) { keep.push({ i, s: "x" + i }); if (keep.length > 5e4) keep = []; }
      const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
      console.log(JSON.stringify({ young: young.space_size, arenas: process.env.MALLOC_ARENA_MAX }));`;
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, "-e", script], {
      env: serverEnv({ PATH: process.env.PATH }),
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    const { young, arenas } = JSON.parse(run.stdout) as { young: number; arenas: string };
    expect(young).toBeLessThanOrEqual(2 * 2 * 2 ** 20);
    expect(arenas).toBe("2");
  });

  it("leave what the operator set", () => {
    expect(serverEnv({ MALLOC_ARENA_MAX: "4" }).MALLOC_ARENA_MAX).toBe("4");
  });

  it("are the ones the systemd unit in docs/deploy.md starts the server with", () => {
    const doc = fs.readFileSync("docs/deploy.md", "utf8");
    expect(doc).toContain(`ExecStart=/usr/bin/node ${SERVER_NODE_FLAGS.join(" ")} build/server/main.js`);
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(doc).toContain(`Environment=${name}=${value}`);
  });

  it("are the ones `npm start` starts the server with", () => {
    const start = fs.readFileSync("scripts/start.mjs", "utf8");
    expect(start).toContain(`spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server/main.js"]`);
    expect(start).toContain("env: serverEnv(");
  });
});

// Loaded into a server the benches start (`node --import ./bench/memory-probe.mjs …`): on SIGUSR2
// it writes where the process's memory is to MEMORY_PROBE_FILE, as JSON (ADR 054). Not part of
// the site: the benches read it to print each part next to the resident set.
import fs from "node:fs";
import v8 from "node:v8";

const file = process.env.MEMORY_PROBE_FILE;
if (file)
  process.on("SIGUSR2", () => {
    const status = fs.readFileSync("/proc/self/status", "utf8");
    const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
    const spaces = Object.fromEntries(
      v8.getHeapSpaceStatistics().map((s) => [s.space_name, { size: s.space_size, used: s.space_used_size }]),
    );
    fs.writeFileSync(
      file,
      JSON.stringify({ ...process.memoryUsage(), rssAnon: kb("RssAnon"), rssFile: kb("RssFile"), spaces }),
    );
  });

import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { preactInTheBrowser } from "./web/preact-runtime.ts";
import { inShellChunk } from "./web/shell-chunk.ts";

/**
 * Writes .br and .gz twins of the built scripts and styles, which the server's static handler
 * sends to browsers that accept them (server/web/mount.ts, preCompressed): a third of the bytes,
 * compressed once at build time instead of on every request. Run after the server build, when
 * React Router has written its route manifest (a script every page loads, 20 KB raw) beside the
 * client's files: the client build's own bundle never lists it.
 */
const CLIENT_ASSETS = path.resolve(import.meta.dirname, "build/client/assets");

function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    writeBundle: {
      order: "post",
      handler() {
        if (this.environment.name !== "ssr") return;
        for (const file of readdirSync(CLIENT_ASSETS)) {
          if (!/\.(js|css|svg|json)$/.test(file)) continue;
          const full = path.join(CLIENT_ASSETS, file);
          const source = readFileSync(full);
          if (source.length < 1024) continue;
          writeFileSync(`${full}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${full}.gz`, gzipSync(source, { level: 9 }));
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [preactInTheBrowser(), tailwindcss(), reactRouter(), precompress()],
  // Unhashed files copied as they are into build/client (favicon).
  publicDir: "web/public",
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "web") } },
  // The server build takes in the icons it uses (~60) instead of loading the whole icon package
  // at start, which held ~7 MB of heap and ~40 MB resident for icons no page draws (ADR 058).
  ssr: { noExternal: ["lucide-react"] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The framework and the site shell (stores, layout, small helpers) in one file instead of ~20 tiny ones:
            // on a slow phone every extra request before first paint costs a round trip.
            // What goes in it: web/shell-chunk.ts.
            codeSplitting: {
              groups: [{ name: "shell", test: inShellChunk }],
            },
          },
        },
      },
    },
  },
});

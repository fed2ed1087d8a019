import { describe, expect, it } from "vitest";
import Fastify from "fastify";
import { Writable } from "node:stream";
import { logOutput } from "./log-output.ts";

describe("log lines: readable in a terminal, JSON otherwise (issue 24, newcomer)", () => {
  it("JSON lines when not a terminal or when asked", async () => {
    expect(await logOutput({ logLevel: "info", logFormat: "auto" }, false)).toEqual({ level: "info" });
    expect(await logOutput({ logLevel: "warn", logFormat: "json" }, true)).toEqual({ level: "warn" });
  });

  it("in a terminal, one readable line per entry: time, level and message, no JSON", async () => {
    const written: string[] = [];
    const terminal = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: await logOutput({ logLevel: "info", logFormat: "auto" }, true, terminal) });
    app.log.info("Andes Automatización Industrial: http://localhost:3000");
    await app.close();
    const text = written.join("");
    expect(text).toMatch(/\d\d:\d\d:\d\d/);
    expect(text).toContain("INFO");
    expect(text).toContain("Andes Automatización Industrial: http://localhost:3000");
    expect(text).not.toContain('"msg"');
  });
});

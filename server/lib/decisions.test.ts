import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = path.resolve(import.meta.dirname, "../../docs/decisions");
const adrs = fs.readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe("docs/decisions", () => {
  it("every ADR states its Status (accepted / superseded by NNN) and the Date it was added", () => {
    expect(adrs.length).toBeGreaterThanOrEqual(47);
    const wrong = adrs.filter((name) => {
      const head = fs.readFileSync(path.join(DIR, name), "utf8").split("\n").slice(0, 6).join("\n");
      return !/^Status: (accepted|superseded by \d{3})\b/im.test(head) || !/^Date: \d{4}-\d{2}-\d{2}\s*$/m.test(head);
    });
    expect(wrong).toEqual([]);
  });

  it("a 'superseded by NNN' names an ADR that exists and says what it supersedes", () => {
    const numbers = new Set(adrs.map((name) => name.slice(0, 3)));
    for (const name of adrs) {
      const status = /^Status: (.*)$/m.exec(fs.readFileSync(path.join(DIR, name), "utf8"))?.[1] ?? "";
      for (const [, n] of status.matchAll(/superseded by (\d{3})/g)) {
        expect(numbers.has(n), `${name} → ${n}`).toBe(true);
        const by = adrs.find((a) => a.startsWith(n))!;
        expect(fs.readFileSync(path.join(DIR, by), "utf8"), `${by} names ${name.slice(0, 3)}`).toMatch(
          new RegExp(`\\b${name.slice(0, 3)}\\b`),
        );
      }
    }
  });
});

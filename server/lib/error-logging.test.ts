import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { messages, products } from "../db/schema/index.ts";
import { createTestDatabase } from "../test/db.ts";
import { registerErrorHandler } from "./error-handler.ts";

/** A customer's data that must never reach the logs, whatever the database says about it. */
const SECRET = "Zoila Ñusta zoila.secreta@cliente.ec";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** An app with the real error handler whose routes fail in the database with the secret as a parameter. */
async function appLoggingTo(lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: "info", stream } });
  registerErrorHandler(app);
  // 22P02: PostgreSQL's message quotes the value ('invalid input syntax for type integer: "…"').
  app.get("/bad-number", async () =>
    database.db
      .select()
      .from(products)
      .where(eq(products.id, SECRET as never)),
  );
  // 22021 (NUL in text) is not an input error the handler knows: the unhandled-error path.
  app.get("/bad-text", async () =>
    database.db.insert(messages).values({
      kind: "contact",
      reference: "MSG-LOG-1",
      name: SECRET,
      email: SECRET,
      message: `${SECRET}\u0000`,
    }),
  );
  await app.ready();
  return app;
}

describe("database errors in the logs", () => {
  it("carry the SQLSTATE and the SQL text, never the parameters nor the values quoted by PostgreSQL", async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    try {
      const number = await app.inject({ method: "GET", url: "/bad-number" });
      expect(number.statusCode).toBe(400);
      const text = await app.inject({ method: "GET", url: "/bad-text" });
      expect(text.statusCode).toBe(500);
    } finally {
      await app.close();
    }
    const log = lines.join("");
    for (const part of SECRET.split(" ")) expect(log).not.toContain(part);
    expect(log).not.toContain("params");
    const entries = lines.map((l) => JSON.parse(l)).filter((e) => e.err);
    expect(entries.map((e) => [e.msg, e.err.code])).toEqual([
      ["database rejected input", "22P02"],
      ["unhandled error", "22021"],
    ]);
    expect(entries[0].err.query).toMatch(/from "products" where "products"."id" = \$1/i);
    expect(entries[1].err.type).toMatch(/^DrizzleQueryError ← /);
  });
});

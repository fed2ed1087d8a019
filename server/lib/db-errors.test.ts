import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isUniqueViolation, pgCode, safeErrorForLog } from "./db-errors.ts";

const withCode = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);
/** Drizzle's wrapper: the parameters are in its message. */
const drizzleWrapped = (cause: Error) =>
  Object.assign(new Error("Failed query: select $1\nparams: secreto@cliente.ec"), {
    query: "select $1",
    params: ["secreto@cliente.ec"],
    cause,
  });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["refused", withCode("connect ECONNREFUSED 127.0.0.1:5432", { code: "ECONNREFUSED", syscall: "connect" })],
    ["reset", drizzleWrapped(withCode("read ECONNRESET", { code: "ECONNRESET", syscall: "read" }))],
    [
      "admin shutdown",
      drizzleWrapped(withCode("terminating connection due to administrator command", { code: "57P01" })),
    ],
    ["starting up", withCode("the database system is starting up", { code: "57P03" })],
    ["connection exception", withCode("connection failure", { code: "08006" })],
    ["pg dropped", new Error("Connection terminated unexpectedly")],
    ["pool timeout", new Error("timeout exceeded when trying to connect")],
    ["pool ended", new Error("Cannot use a pool after calling end on the pool")],
    ["PGlite closed", new Error("PGlite is closed")],
  ])("%s → unavailable", (_name, err) => expect(isDatabaseUnavailable(err)).toBe(true));

  it.each([
    ["unique violation", withCode("duplicate key", { code: "23505" })],
    ["browser aborted its upload", withCode("aborted", { code: "ECONNRESET" })],
    ["a bug", new TypeError("x is undefined")],
  ])("%s → not unavailable", (_name, err) => expect(isDatabaseUnavailable(err)).toBe(false));
});

describe("pgCode and safeErrorForLog", () => {
  it("finds the SQLSTATE through drizzle's wrapper and ignores Node's five-letter codes", () => {
    expect(pgCode(drizzleWrapped(withCode("x", { code: "22P02" })))).toBe("22P02");
    expect(pgCode(withCode("operation not permitted", { code: "EPERM" }))).toBeUndefined();
  });

  it("tells a unique violation, wrapped or not, from other errors", () => {
    expect(isUniqueViolation(drizzleWrapped(withCode("duplicate key", { code: "23505" })))).toBe(true);
    expect(isUniqueViolation(withCode("duplicate key", { code: "23505" }))).toBe(true);
    expect(isUniqueViolation(withCode("foreign key", { code: "23503" }))).toBe(false);
    expect(isUniqueViolation(new TypeError("x is undefined"))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  it("keeps the class, code, SQL and frames of a database error, never its messages or parameters", () => {
    const err = drizzleWrapped(
      withCode('invalid input syntax for type integer: "secreto@cliente.ec"', {
        code: "22P02",
        detail: "Key (email)=(secreto@cliente.ec)",
        routine: "pg_strtoint32_safe",
      }),
    );
    const safe = safeErrorForLog(err);
    expect(JSON.stringify(safe)).not.toContain("secreto");
    expect(safe).toMatchObject({
      type: "Error ← Error",
      code: "22P02",
      query: "select $1",
      routine: "pg_strtoint32_safe",
    });
    expect((safe as { stack: string }).stack).toMatch(/^\s+at /);
  });

  it("leaves other errors as they are", () => {
    const bug = new TypeError("x is undefined");
    expect(safeErrorForLog(bug)).toBe(bug);
  });
});

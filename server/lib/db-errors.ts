/**
 * Reading database errors without leaking customer data: drizzle's message carries every query
 * parameter ("params: name,email,…") and PostgreSQL's message and detail quote values
 * ('invalid input syntax…: "x"', 'Key (email)=(a@b.ec) already exists').
 */

type ErrorLike = {
  message?: unknown;
  syscall?: unknown;
  code?: unknown;
  cause?: unknown;
  query?: unknown;
  stack?: unknown;
};

/** The error and its causes, outermost first (drizzle wraps the driver's error in `cause`). */
function chain(err: unknown): ErrorLike[] {
  const out: ErrorLike[] = [];
  for (let e = err; e && typeof e === "object" && out.length < 5; e = (e as ErrorLike).cause) out.push(e as ErrorLike);
  return out;
}

// SQLSTATE classes (00-58, F0, HV, P0, XX), so Node's five-letter codes (EPERM, EPIPE) never count.
const PG_CODE = /^([0-5][0-9A-Z]|F0|HV|P0|XX)[0-9A-Z]{3}$/;
const UNREACHABLE_SYSCALL = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// 57P01-57P03: server shutting down or starting; 53300: too many connections; 08xxx: connection exceptions.
const UNREACHABLE_PG = /^(57P0[123]|53300|08...)$/;
// pg and pg-pool raise plain Errors with only a message; PGlite says "PGlite is closed".
const UNREACHABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error|PGlite is closed)/;

/** The database cannot be reached right now (refused, dropped, shutting down, closed): retrying later may work. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return chain(err).some((e) => {
    const code = typeof e.code === "string" ? e.code : "";
    // A socket error names its syscall; a browser aborting its upload ("aborted", ECONNRESET) does not.
    if (UNREACHABLE_SYSCALL.has(code) && typeof e.syscall === "string") return true;
    if (PG_CODE.test(code) && UNREACHABLE_PG.test(code)) return true;
    return typeof e.message === "string" && UNREACHABLE_MESSAGE.test(e.message);
  });
}

/** The PostgreSQL SQLSTATE of the error or of its cause. */
export function pgCode(err: unknown): string | undefined {
  for (const e of chain(err)) if (typeof e.code === "string" && PG_CODE.test(e.code)) return e.code;
  return undefined;
}

/** A unique index refused the write: services answer it with their own 409 message. */
export const isUniqueViolation = (err: unknown) => pgCode(err) === "23505";

const isQueryError = (e: ErrorLike) => typeof e.query === "string";
const isDriverError = (e: ErrorLike) => typeof e.code === "string" && PG_CODE.test(e.code);

const className = (e: ErrorLike) => (e as object).constructor?.name ?? "Error";

/** Stack frames without the first line, which repeats the (unsafe) message. */
const frames = (stack: unknown) =>
  typeof stack === "string"
    ? stack
        .split("\n")
        .filter((l) => /^\s+at /.test(l))
        .join("\n")
    : undefined;

/**
 * What may be logged of an error: for database errors the class, SQLSTATE, the SQL text (with
 * $n placeholders, never the parameters), schema names and stack frames; other errors as they are.
 */
export function safeErrorForLog(err: unknown): unknown {
  const links = chain(err);
  if (!links.some((e) => isQueryError(e) || isDriverError(e))) return err;
  const query = links.find(isQueryError)?.query as string | undefined;
  const driver = links.find(isDriverError) as (ErrorLike & Record<string, unknown>) | undefined;
  const pick = (key: string) => (typeof driver?.[key] === "string" ? (driver[key] as string) : undefined);
  return {
    type: links.map(className).join(" ← "),
    code: pgCode(err),
    query,
    table: pick("table"),
    column: pick("column"),
    constraint: pick("constraint"),
    routine: pick("routine"),
    stack: frames(links[0].stack),
  };
}

/**
 * The logger's `err` serializer: every `log.error({ err })` goes through safeErrorForLog, so a
 * call site that forgets it cannot leak a query's parameters.
 */
export function logErrorSerializer(err: unknown): unknown {
  const safe = safeErrorForLog(err);
  if (safe !== err || !(err instanceof Error)) return safe;
  const { code, statusCode } = err as Error & { code?: unknown; statusCode?: unknown };
  return { type: className(err), message: err.message, code, statusCode, stack: err.stack };
}

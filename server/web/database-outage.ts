import { SERVICE_UNAVAILABLE_MESSAGE } from "../../contracts/envelope.ts";
import { isDatabaseUnavailable } from "../lib/db-errors.ts";

/**
 * What one page request learned about the database. The pages reach it only through the services
 * and the rate-limit counters handed to them, so those are wrapped here: a call that fails because
 * the database cannot be reached throws a 503 Response instead, which React Router renders as the
 * error page with that status (web/ui/error-page.tsx), like the API's 503 (error-handler.ts).
 * `seen` tells mount.ts to add Retry-After to that answer.
 */
export function databaseOutageGuard() {
  const state = { seen: false };

  const translate = (err: unknown): never => {
    if (!isDatabaseUnavailable(err)) throw err;
    state.seen = true;
    throw new Response(SERVICE_UNAVAILABLE_MESSAGE, { status: 503, statusText: "Service Unavailable" });
  };

  function call<A extends unknown[], R>(fn: (...args: A) => R, thisArg: unknown, args: A): R {
    try {
      const result = fn.apply(thisArg, args);
      // Not only Promises: a service may hand back a query builder, which is a thenable.
      const thenable = typeof (result as { then?: unknown } | null)?.then === "function";
      return thenable ? (Promise.resolve(result).catch(translate) as R) : result;
    } catch (err) {
      return translate(err);
    }
  }

  /** The function, failing with the 503 Response when the database is out. */
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R =>
      call(fn, undefined, args);

  /** Every method of every service (`services.catalog.products(…)`), guarded. */
  function guardServices<S extends object>(services: S): S {
    return new Proxy(services, {
      get(target, name) {
        const service: unknown = Reflect.get(target, name);
        if (!service || typeof service !== "object") return service;
        return new Proxy(service, {
          get(inner, prop) {
            const value: unknown = Reflect.get(inner, prop);
            return typeof value === "function"
              ? (...args: unknown[]) => call(value as (...a: unknown[]) => unknown, inner, args)
              : value;
          },
        });
      },
    });
  }

  return {
    guard,
    guardServices,
    get seen() {
      return state.seen;
    },
  };
}

import { errorEnvelope } from "../../contracts/envelope.ts";

/** OpenAPI security for routes behind the X-Session-ID header. */
export const sessionSecurity = [{ session: [] }];

/** The error answers a route declares, each the shared failure envelope. */
export function errorResponses<C extends number>(...codes: C[]): Record<C, typeof errorEnvelope> {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelope])) as Record<C, typeof errorEnvelope>;
}

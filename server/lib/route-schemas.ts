import { errorEnvelope } from "../../contracts/envelope.ts";

/** OpenAPI security for staff routes: the X-Session-ID header (API clients) or the site's session cookie. */
export const sessionSecurity: { [scheme: string]: string[] }[] = [{ session: [] }, { sessionCookie: [] }];

/** The error answers a route declares, each the shared failure envelope. */
export function errorResponses<C extends number>(...codes: C[]): Record<C, typeof errorEnvelope> {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelope])) as Record<C, typeof errorEnvelope>;
}

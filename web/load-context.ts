import type { Company } from "../contracts/company.ts";
import type { Services } from "../server/services.ts";

/**
 * What server/web/mount.ts hands every loader and action. Types only: route modules reach the
 * server through these services, never by importing the database.
 */
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    company: Company;
    publicUrl: string;
    /** CSP nonce of this response, for the inline scripts React Router and the theme write. */
    nonce: string;
    /** Who sent this request, read as the API's request routes read it (spam burst check, records). */
    client: { ip: string | null; userAgent: string | null };
    /**
     * Counts one request sent from a page's form against LEADS_RATE_LIMIT, like the API's send
     * routes do; true when this client is over the limit and the send must be refused.
     */
    overRequestsRateLimit: () => Promise<boolean>;
    /** Counts one status-page view against QUOTE_STATUS_RATE_LIMIT, in the status API's budget. */
    overQuoteStatusRateLimit: () => Promise<boolean>;
  }
}

export type { Company };

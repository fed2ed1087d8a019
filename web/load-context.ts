import type { PublicCompanyConfig } from "../server/config.ts";
import type { Services } from "../server/services.ts";

/**
 * What server/web/mount.ts hands every loader and action. Types only: route modules reach the
 * server through these services, never by importing the database.
 */
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    company: PublicCompanyConfig;
    publicUrl: string;
    /** CSP nonce of this response, for the inline scripts React Router and the theme write. */
    nonce: string;
  }
}

export type Company = PublicCompanyConfig;

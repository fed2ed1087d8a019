import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { AuthService } from "./auth.service.ts";

/**
 * Start-up: ADMIN_EMAIL/ADMIN_PASSWORD create the first administrator when no user exists;
 * otherwise, while there is still nobody, a one-time setup link is printed once the real
 * address is known (after listen). Until then nobody can self-register: the link is the key.
 */
export async function prepareFirstRun(
  auth: Pick<AuthService, "ensureInitialAdmin" | "createSetupToken">,
  config: Pick<Config, "initialAdmin">,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
) {
  if (config.initialAdmin && (await auth.ensureInitialAdmin(config.initialAdmin))) {
    log.info(`administrador inicial creado desde ADMIN_EMAIL: ${config.initialAdmin.email}`);
  }
  const token = await auth.createSetupToken();
  return {
    announce(siteUrl: string) {
      if (!token) return;
      log.warn(
        `No hay ningún usuario todavía. Crea el administrador en ${setupLink(siteUrl, token)} (enlace de un solo uso)`,
      );
    },
  };
}

export const setupLink = (siteUrl: string, token: string) => `${siteUrl}/login?setup=${encodeURIComponent(token)}`;

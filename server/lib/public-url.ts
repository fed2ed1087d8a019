import type { FastifyRequest } from "fastify";
import { requestActor } from "./request-actor.ts";

// A Host header is attacker-chosen: only a plain host name or address with an optional port is
// ever written into a page or a mail.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const firstValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim() || undefined;

type Settings = { publicUrl: string; publicUrlSet: boolean; trustProxy: number };

/**
 * The site's absolute address as seen by this request: PUBLIC_URL when set, otherwise the
 * request's own host and scheme. X-Forwarded-Host/Proto count only behind a trusted proxy
 * (TRUST_PROXY > 0); Fastify's own request.host would believe them whenever trustProxy is a
 * function, which ours always is.
 */
export function requestPublicUrl(request: FastifyRequest, config: Settings): string {
  if (config.publicUrlSet) return config.publicUrl;
  const behindProxy = config.trustProxy > 0;
  const host = (behindProxy && firstValue(request.headers["x-forwarded-host"])) || firstValue(request.headers.host);
  if (!host || !HOST.test(host)) return config.publicUrl;
  const forwardedProto = behindProxy ? firstValue(request.headers["x-forwarded-proto"]) : undefined;
  const encrypted = (request.raw.socket as { encrypted?: boolean }).encrypted === true;
  const proto = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : encrypted ? "https" : "http";
  return `${proto}://${host.toLowerCase()}`;
}

/**
 * For links built deeper down (mails queued while answering a request, signed URLs): the
 * address of the request being served, else the configured one (worker, CLI).
 */
export const currentPublicUrl = (fallback: string) => requestActor.publicUrl(fallback);

/**
 * The base of every link in a mail: PUBLIC_URL; outside production the configured local address;
 * in production without PUBLIC_URL nothing (null: the mail goes without the link, and the
 * start-up warning says so). Never the request's host: a visitor's Host header would otherwise
 * put their link into a mail signed with the company's name (issue 20, ADR 029).
 */
export function mailLinkBase(config: Settings & { isProduction: boolean }): string | null {
  if (config.publicUrlSet || !config.isProduction) return config.publicUrl;
  return null;
}

import { isIPv4, isIPv6 } from "node:net";
import { describeUserAgent } from "../../../contracts/user-agent.ts";
import type { Config } from "../../config.ts";
import type { Tx } from "../../db/client.ts";
import type { MailService } from "../mail/mail.service.ts";
import type { UserRow } from "./auth.repository.ts";
import { newSignInMail } from "./login-alert-mail.ts";
import type { TwoFactorRepository } from "./two-factor.repository.ts";

/** How long a browser and address stay "known" for a user. */
export const SIGN_IN_MEMORY_DAYS = 90;

/**
 * Where a sign-in came from, for recognising it later: an IPv4 address as it is; an IPv6 one by
 * its /64 network, since privacy extensions give the same device a new address every day.
 */
export function signInNetwork(ip: string | null | undefined): string {
  if (!ip) return "desconocida";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head, tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

type Deps = {
  repo: Pick<TwoFactorRepository, "seenSignIn" | "recordSignIn">;
  config: Config;
  mail: Pick<MailService, "enqueue">;
};

/**
 * Keeps each completed sign-in (browser and address) and, when that pair was not seen for the
 * user in the last 90 days, queues a mail to them through the outbox in the same transaction.
 * A user's very first sign-in mails nobody: there is nothing yet it could differ from.
 */
export function createSignInAlerts({ repo, config, mail }: Deps) {
  return {
    async record(tx: Tx, user: UserRow, client: { ip?: string | null; userAgent?: string | null }, at: Date) {
      const browser = describeUserAgent(client.userAgent);
      const network = signInNetwork(client.ip);
      const since = new Date(at.getTime() - SIGN_IN_MEMORY_DAYS * 24 * 3600_000);
      const known = await repo.seenSignIn(user.id, browser, network, since, tx);
      await repo.recordSignIn({ user_id: user.id, browser, network, at }, since, tx);
      if (known || user.last_login_at === null) return false;
      await mail.enqueue(tx, [newSignInMail(config, { user, at, browser, address: client.ip ?? "desconocida" })]);
      return true;
    },
  };
}

export type SignInAlerts = ReturnType<typeof createSignInAlerts>;

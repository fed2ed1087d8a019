import type {
  ProfileUpdateBody,
  PublicUser,
  RecoveryCodes,
  SessionInfo,
  TotpSetup,
  TwoFactorStatus,
} from "../../../../contracts/auth.ts";
import type { OkEnvelope } from "../../../../contracts/envelope.ts";
import { api } from "../../../lib/api-client.ts";

export async function getProfile(): Promise<PublicUser> {
  return (await api<OkEnvelope<PublicUser>>("/auth/profile")).data;
}

export function updateProfile(body: ProfileUpdateBody) {
  return api<OkEnvelope<PublicUser>>("/auth/profile", { method: "PUT", body });
}

export async function listSessions(): Promise<SessionInfo[]> {
  return (await api<OkEnvelope<{ sessions: SessionInfo[] }>>("/auth/sessions")).data.sessions;
}

export function revokeSession(id: number) {
  return api<OkEnvelope<null>>(`/auth/sessions/${id}`, { method: "DELETE" });
}

/**
 * Ends every session but this one. The API closes one at a time; a session that ended meanwhile
 * (404) is already what was asked for, anything else stops and is reported.
 */
export async function revokeOtherSessions(sessions: SessionInfo[]): Promise<number> {
  let closed = 0;
  for (const s of sessions.filter((x) => !x.current)) {
    try {
      await revokeSession(s.id);
      closed++;
    } catch (err) {
      if ((err as { status?: number }).status !== 404) throw err;
    }
  }
  return closed;
}

export async function getTwoFactor(): Promise<TwoFactorStatus> {
  return (await api<OkEnvelope<TwoFactorStatus>>("/auth/two-factor")).data;
}

/** A new secret (QR and text) to put into the app; nothing is on until `enableTotp`. */
export async function beginTotpSetup(): Promise<TotpSetup> {
  return (await api<OkEnvelope<TotpSetup>>("/auth/two-factor/setup", { method: "POST" })).data;
}

/** Confirms with the app's first code; the recovery codes come back this once. */
export async function enableTotp(code: string): Promise<string[]> {
  return (await api<OkEnvelope<RecoveryCodes>>("/auth/two-factor/enable", { method: "POST", body: { code } })).data
    .recoveryCodes;
}

export async function renewRecoveryCodes(currentPassword: string): Promise<string[]> {
  const body = { currentPassword };
  return (await api<OkEnvelope<RecoveryCodes>>("/auth/two-factor/recovery-codes", { method: "POST", body })).data
    .recoveryCodes;
}

export function disableTotp(currentPassword: string) {
  return api<OkEnvelope<null>>("/auth/two-factor/disable", { method: "POST", body: { currentPassword } });
}

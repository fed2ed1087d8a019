import type { ProfileUpdateBody, PublicUser, SessionInfo } from "../../../contracts/auth.ts";
import type { OkEnvelope } from "../../../contracts/envelope.ts";
import { api } from "../../lib/api-client.ts";

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

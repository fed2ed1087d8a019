import type { OkEnvelope } from "../../../../contracts/envelope.ts";
import type { StaffUser, UserCreateBody, UserUpdateBody } from "../../../../contracts/users.ts";
import { api } from "../../../lib/api-client.ts";

export async function listUsers(): Promise<StaffUser[]> {
  return (await api<OkEnvelope<{ users: StaffUser[] }>>("/users")).data.users;
}

/** Answers the created user and the server's message ('Usuario creado exitosamente'). */
export function createUser(body: UserCreateBody) {
  return api<OkEnvelope<StaffUser>>("/users", { method: "POST", body });
}

/** Clears another user's second factor (a lost phone); audited by the server. */
export function resetTwoFactor(id: number) {
  return api<OkEnvelope<null>>(`/users/${id}/two-factor`, { method: "DELETE" });
}

/** One change at a time (role, state or a new password): the server audits each. */
export function updateUser(id: number, body: UserUpdateBody) {
  return api<OkEnvelope<StaffUser>>(`/users/${id}`, { method: "PUT", body });
}

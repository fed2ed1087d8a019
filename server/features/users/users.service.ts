import { USER_MESSAGES, type StaffUser, type UserCreateBody, type UserUpdateBody } from "../../../contracts/users.ts";
import { AUTH_MESSAGES, PASSWORD_MESSAGES, passwordContainsEmail } from "../../../contracts/auth.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { recordChange } from "../../lib/record-change.ts";
import type { AuthRepository, UserPatch, UserRow } from "../auth/auth.repository.ts";
import { auditedUser, toPublicUser, type AuthService } from "../auth/auth.service.ts";
import { refuseCommonPassword } from "../auth/common-passwords.ts";
import type { SecondFactorMode } from "../auth/two-factor.service.ts";

type Deps = {
  repo: Pick<
    AuthRepository,
    | "listUsers"
    | "findUserById"
    | "findUserByEmail"
    | "updateUser"
    | "countOtherActiveAdmins"
    | "lockUserChanges"
    | "revokeAllSessions"
    | "transaction"
    | "insertUser"
  >;
  auth: Pick<AuthService, "hashPassword">;
  secondFactor: SecondFactorMode;
};

const audited = auditedUser;

/** Staff accounts, managed by administrators (routes: users.routes.ts, admin only). */
export function createUsersService({ repo, auth, secondFactor }: Deps) {
  const toStaffUser = (u: UserRow): StaffUser => ({ ...toPublicUser(u, secondFactor), active: u.active });
  return {
    async list(): Promise<StaffUser[]> {
      return (await repo.listUsers()).map(toStaffUser);
    },

    async create(input: UserCreateBody): Promise<StaffUser> {
      if (await repo.findUserByEmail(input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
      await refuseCommonPassword(input.password, "password");
      const password_hash = await auth.hashPassword(input.password);
      try {
        return await repo.transaction(async (tx) => {
          const user = await repo.insertUser(
            { name: input.name, email: input.email, role: input.role, password_hash },
            tx,
          );
          await recordChange(tx, {
            action: "create",
            entity: "user",
            entityId: user.id,
            before: null,
            after: audited(user),
          });
          return toStaffUser(user);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
        throw err;
      }
    },

    /**
     * Name, role, active, a new password. Disabling ends the user's sessions at once; a new
     * password does too (whoever held them must sign in with it). The last active administrator
     * can be neither disabled nor demoted.
     */
    async update(id: number, input: UserUpdateBody): Promise<StaffUser> {
      const patch: UserPatch = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.role !== undefined) patch.role = input.role;
      if (input.active !== undefined) patch.active = input.active;
      if (input.password !== undefined) {
        const user = await repo.findUserById(id);
        if (!user) throw notFound(USER_MESSAGES.notFound);
        if (passwordContainsEmail(input.password, user.email)) {
          throw badRequest(PASSWORD_MESSAGES.containsUserEmail, [
            { field: "password", message: PASSWORD_MESSAGES.containsUserEmail },
          ]);
        }
        await refuseCommonPassword(input.password, "password");
        patch.password_hash = await auth.hashPassword(input.password);
      }
      return repo.transaction(async (tx) => {
        await repo.lockUserChanges(tx);
        const before = await repo.findUserById(id, tx);
        if (!before) throw notFound(USER_MESSAGES.notFound);
        const losesAdmin =
          before.role === "admin" && before.active && (patch.role === "ventas" || patch.active === false);
        if (losesAdmin && (await repo.countOtherActiveAdmins(id, tx)) === 0) throw conflict(USER_MESSAGES.lastAdmin);
        if (!Object.keys(patch).length) return toStaffUser(before);
        const now = new Date();
        const after = (await repo.updateUser(id, patch, now, tx))!;
        if (patch.active === false || patch.password_hash) await repo.revokeAllSessions(id, now, tx);
        await recordChange(tx, {
          action: "update",
          entity: "user",
          entityId: id,
          before: audited(before),
          after: audited(after),
        });
        return toStaffUser(after);
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

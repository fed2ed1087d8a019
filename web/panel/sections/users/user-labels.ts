import { ROLE_LABELS, ROLES, type Role, type StaffUser } from "../../../../contracts/users.ts";

export { ROLE_LABELS, ROLES, type Role };

export const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;
export const stateLabel = (u: Pick<StaffUser, "active">) => (u.active ? "Activo" : "Desactivado");

/** The change a confirmation asks about, and what it sends. */
export type UserAction = { user: StaffUser; kind: "disable" | "enable" | "role" | "two-factor"; role?: Role };

export function actionText(a: UserAction): { title: string; question: string; confirm: string } {
  switch (a.kind) {
    case "disable":
      return {
        title: "Desactivar usuario",
        question: `¿Desactivar a ${a.user.name}? Sus sesiones abiertas se cerrarán y no podrá iniciar sesión hasta que lo reactives.`,
        confirm: "Desactivar",
      };
    case "enable":
      return {
        title: "Reactivar usuario",
        question: `¿Reactivar a ${a.user.name}? Podrá iniciar sesión de nuevo con su contraseña.`,
        confirm: "Reactivar",
      };
    case "two-factor":
      return {
        title: "Restablecer verificación en dos pasos",
        question: `¿Restablecer la verificación en dos pasos de ${a.user.name}? Su aplicación y sus códigos de recuperación dejarán de servir; entrará con su contraseña y podrá activarla de nuevo en 'Mi cuenta'.`,
        confirm: "Restablecer",
      };
    case "role":
      return {
        title: "Cambiar rol",
        question: `¿Cambiar el rol de ${a.user.name} de ${roleLabel(a.user.role)} a ${roleLabel(a.role ?? "")}?`,
        confirm: "Cambiar rol",
      };
  }
}

/** The PUT /users/{id} body of an action (the second factor's reset has its own route). */
export function actionBody(a: UserAction) {
  if (a.kind === "role") return { role: a.role };
  return { active: a.kind === "enable" };
}

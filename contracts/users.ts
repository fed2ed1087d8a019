import { checkPasswordAgainstUserEmail, emailField, nameField, newPasswordField, publicUser } from "./auth.ts";
import { z } from "./zod.ts";

/** 'admin' does everything; 'ventas' works the requests inbox and reads the catalogue. */
export const ROLES = ["admin", "ventas"] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { admin: "Administrador", ventas: "Ventas" };

export const USER_MESSAGES = {
  created: "Usuario creado exitosamente",
  updated: "Usuario actualizado exitosamente",
  notFound: "Usuario no encontrado",
  lastAdmin: "Debe quedar al menos un administrador activo",
  invalidRole: "El rol debe ser 'admin' o 'ventas'",
  nothingToUpdate: "No hay cambios para guardar",
} as const;

export const roleField = z.enum(ROLES, { error: USER_MESSAGES.invalidRole });

export const userCreateBody = z
  .object(
    { name: nameField, email: emailField, password: newPasswordField, role: roleField.default("ventas") },
    { error: "El nombre, el email y la contraseña son requeridos" },
  )
  // The admin chooses the new user's password: the rule names that user's email, not "tu email".
  .superRefine(checkPasswordAgainstUserEmail);
export type UserCreateBody = z.infer<typeof userCreateBody>;

/** PUT /users/{id}: any subset; `password` sets a new one (the admin's reset). */
export const userUpdateBody = z
  .object(
    {
      name: nameField.optional(),
      role: roleField.optional(),
      active: z.boolean({ error: "El estado debe ser verdadero o falso" }).optional(),
      password: newPasswordField.optional(),
    },
    { error: "Datos del usuario requeridos" },
  )
  .strict();
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const staffUser = publicUser.extend({ active: z.boolean() });
export type StaffUser = z.infer<typeof staffUser>;
export const userList = z.object({ users: z.array(staffUser) });

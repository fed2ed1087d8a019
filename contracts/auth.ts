import { z } from "./zod.ts";

/** Staff passwords: long enough to resist guessing, short enough that hashing stays cheap. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

/** The header every API call carries the session token in (spec §6). */
export const SESSION_HEADER = "x-session-id";

export const AUTH_MESSAGES = {
  invalidCredentials: "Credenciales inválidas",
  sessionExpired: "Sesión expirada. Por favor, inicia sesión nuevamente.",
  tooManyAttemptsIp: "Demasiados intentos de inicio de sesión. Espera un minuto e intenta nuevamente.",
  forbidden: "No tienes permiso para realizar esta acción.",
  emailTaken: "Ya existe un usuario con ese email",
  initialDone: "El registro inicial ya fue completado",
  wrongCurrentPassword: "La contraseña actual es incorrecta",
  currentPasswordRequired: "La contraseña actual es requerida para cambiarla",
  validSession: "Sesión válida",
  invalidSession: "Sesión no válida o expirada",
  loggedIn: "Inicio de sesión exitoso",
  loggedOut: "Sesión cerrada exitosamente",
  registered: "Usuario registrado exitosamente",
  profileUpdated: "Perfil actualizado exitosamente",
  setupTokenInvalid: "El enlace de configuración no es válido o ya fue usado",
  setupTokenRequired: "El enlace de configuración es requerido",
  accountDisabled: "Tu cuenta está desactivada. Consulta con un administrador.",
  sessionNotFound: "Sesión no encontrada",
  sessionRevoked: "Sesión cerrada exitosamente",
} as const;

/** Password rules beyond length, with the spec's style of messages. */
export const PASSWORD_MESSAGES = {
  onlyLetters: "La contraseña debe incluir al menos un número o un símbolo",
  onlyDigits: "La contraseña debe incluir al menos una letra",
  containsEmail: "La contraseña no puede contener tu email",
} as const;

const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The 429 of a throttled (email, address) pair, with the wait rounded up to what a person reads. */
export function loginThrottledMessage(retryAfterSeconds: number) {
  const wait =
    retryAfterSeconds < 60
      ? unit(retryAfterSeconds, "segundo", "segundos")
      : unit(Math.ceil(retryAfterSeconds / 60), "minuto", "minutos");
  return `Demasiados intentos fallidos desde esta dirección. Intenta nuevamente en ${wait}.`;
}

const requiredText = (required: string, notText: string) =>
  z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? required : notText) });

export const emailField = requiredText("El email es requerido", "El email debe ser texto")
  .trim()
  .min(1, { error: "El email es requerido", abort: true })
  .max(254, "El email no puede exceder 254 caracteres")
  .pipe(z.email("Por favor, ingresa un email válido"))
  .transform((v) => v.toLowerCase());

/** Sign-in only checks presence: the length policy applies when a password is chosen, not when typed. */
const loginPassword = requiredText("La contraseña es requerida", "La contraseña debe ser texto")
  .min(1, { error: "La contraseña es requerida", abort: true })
  .max(PASSWORD_MAX, `La contraseña no puede exceder ${PASSWORD_MAX} caracteres`);

export const newPasswordField = requiredText("La contraseña es requerida", "La contraseña debe ser texto")
  .min(1, { error: "La contraseña es requerida", abort: true })
  .min(PASSWORD_MIN, { error: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`, abort: true })
  .max(PASSWORD_MAX, { error: `La contraseña no puede exceder ${PASSWORD_MAX} caracteres`, abort: true })
  // A long run of letters alone is a phrase from a dictionary; of digits alone, a date or a phone.
  .refine((p) => !/^\p{L}+$/u.test(p), { error: PASSWORD_MESSAGES.onlyLetters, abort: true })
  .refine((p) => !/^\d+$/.test(p), PASSWORD_MESSAGES.onlyDigits);

/**
 * True when the password holds the whole email address (a password built from the sign-in name).
 * Only the whole address: parts like "admin" or "ventas" are too common to forbid.
 */
export function passwordContainsEmail(password: string, email: string) {
  const e = email.trim().toLowerCase();
  return e !== "" && password.toLowerCase().includes(e);
}

/** Adds the "not your email" rule to a body that carries both fields. */
export function checkPasswordAgainstEmail(
  body: { email?: string; password?: string },
  ctx: { addIssue(issue: { code: "custom"; message: string; path: string[]; input?: unknown }): void },
) {
  if (body.email && body.password && passwordContainsEmail(body.password, body.email)) {
    ctx.addIssue({
      code: "custom",
      message: PASSWORD_MESSAGES.containsEmail,
      path: ["password"],
      input: body.password,
    });
  }
}

export const nameField = requiredText("El nombre es requerido", "El nombre debe ser texto")
  .trim()
  .min(2, "El nombre debe tener al menos 2 caracteres")
  .max(100, "El nombre no puede exceder 100 caracteres");

export const loginBody = z.object(
  { email: emailField, password: loginPassword },
  { error: "El email y la contraseña son requeridos" },
);
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z
  .object(
    { name: nameField, email: emailField, password: newPasswordField },
    { error: "El nombre, el email y la contraseña son requeridos" },
  )
  .superRefine(checkPasswordAgainstEmail);
export type RegisterBody = z.infer<typeof registerBody>;

/** The first administrator: the same fields plus the one-time link printed at start-up. */
export const registerInitialBody = z
  .object(
    {
      name: nameField,
      email: emailField,
      password: newPasswordField,
      setupToken: requiredText(AUTH_MESSAGES.setupTokenRequired, AUTH_MESSAGES.setupTokenInvalid)
        .min(1, AUTH_MESSAGES.setupTokenRequired)
        .max(128, AUTH_MESSAGES.setupTokenInvalid),
    },
    { error: "El nombre, el email y la contraseña son requeridos" },
  )
  .superRefine(checkPasswordAgainstEmail);
export type RegisterInitialBody = z.infer<typeof registerInitialBody>;

export const profileUpdateBody = z
  .object(
    {
      name: nameField.optional(),
      email: emailField.optional(),
      currentPassword: z.string().max(PASSWORD_MAX).optional(),
      newPassword: newPasswordField.optional(),
    },
    { error: "Datos del perfil requeridos" },
  )
  .refine((b) => !b.newPassword || !!b.currentPassword, {
    message: AUTH_MESSAGES.currentPasswordRequired,
    path: ["currentPassword"],
  });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/** What the API shows of a user: never the password hash. */
export const publicUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  active: z.boolean().optional(),
  last_login_at: z.string().nullable().optional(),
  created_at: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const loginResult = z.object({ sessionId: z.string(), user: publicUser });
export type LoginResult = z.infer<typeof loginResult>;

/** GET /auth/check-session answers at the top level, not under data (spec §3). */
export const sessionCheck = z.object({
  success: z.literal(true),
  hasValidSession: z.boolean(),
  message: z.string(),
});
export type SessionCheck = z.infer<typeof sessionCheck>;

/** One open session of the signed-in user (GET /auth/sessions). */
export const sessionInfo = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;
export const sessionParams = z.object({ id: z.coerce.number().int().positive() });

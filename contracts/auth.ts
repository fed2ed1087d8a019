import { idParams } from "./envelope.ts";
import { z } from "./zod.ts";

/** Staff passwords: long enough to resist guessing, short enough that hashing stays cheap. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

/**
 * The header API clients and tests carry the session token in (spec §6). The site itself never
 * sets it: browsers hold the session in an HttpOnly cookie no script can read (ADR 033).
 */
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
  crossSite: "Solicitud rechazada: no se envió desde este sitio.",
} as const;

/** The second factor (TOTP, RFC 6238) and its recovery codes. */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: "El código de verificación es requerido",
  codeFormat: "Ingresa los 6 dígitos de tu aplicación o un código de recuperación",
  codeInvalid: "Código de verificación incorrecto",
  challengeExpired: "La verificación expiró. Inicia sesión nuevamente.",
  enterCode: "Ingresa el código de verificación",
  alreadyOn: "La verificación en dos pasos ya está activa",
  notOn: "La verificación en dos pasos no está activa",
  setupFirst: "Primero genera un nuevo código QR",
  enabled: "Verificación en dos pasos activada",
  disabled: "Verificación en dos pasos desactivada",
  mustEnable: "Debes activar la verificación en dos pasos para continuar.",
  mandatory: "La verificación en dos pasos es obligatoria para tu cuenta",
  reset: "Verificación en dos pasos restablecida",
  resetOwn: "Para tu propia cuenta usa 'Mi cuenta'",
  recoveryRenewed: "Nuevos códigos de recuperación generados",
} as const;

/** How many single-use recovery codes a user gets when turning the second factor on. */
export const RECOVERY_CODE_COUNT = 10;

/** Password rules beyond length, with the spec's style of messages. */
export const PASSWORD_MESSAGES = {
  onlyLetters: "La contraseña debe incluir al menos un número o un símbolo",
  onlyDigits: "La contraseña debe incluir al menos una letra",
  containsEmail: "La contraseña no puede contener tu email",
  /** An admin choosing another person's password: the email is that user's, not the admin's. */
  containsUserEmail: "La contraseña no puede contener el email del usuario",
  common: "Esa contraseña es de las más usadas y fáciles de adivinar. Elige otra.",
} as const;

/**
 * The common-password rule: a password is refused when, trimmed and in lower case, it is on the
 * list of the most used passwords. The list itself lives only on the server
 * (server/features/auth/common-passwords.ts), so the browser never downloads it; the server
 * answers PASSWORD_MESSAGES.common on the password field.
 */
export const commonPasswordKey = (password: string) => password.trim().toLowerCase();

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

type IssueSink = { addIssue(issue: { code: "custom"; message: string; path: string[]; input?: unknown }): void };

/** Adds the "not your email" rule to a body that carries both fields (one's own account). */
export function checkPasswordAgainstEmail(body: { email?: string; password?: string }, ctx: IssueSink) {
  addEmailIssue(body, ctx, PASSWORD_MESSAGES.containsEmail);
}

/** The same rule when an admin chooses the password of another user: it names that user's email. */
export function checkPasswordAgainstUserEmail(body: { email?: string; password?: string }, ctx: IssueSink) {
  addEmailIssue(body, ctx, PASSWORD_MESSAGES.containsUserEmail);
}

function addEmailIssue(body: { email?: string; password?: string }, ctx: IssueSink, message: string) {
  if (body.email && body.password && passwordContainsEmail(body.password, body.email)) {
    ctx.addIssue({ code: "custom", message, path: ["password"], input: body.password });
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

/** POST /auth/register: an admin creates another staff member, so the email is that user's. */
export const registerBody = z
  .object(
    { name: nameField, email: emailField, password: newPasswordField },
    { error: "El nombre, el email y la contraseña son requeridos" },
  )
  .superRefine(checkPasswordAgainstUserEmail);
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

/** What the API shows of a user: never the password hash, never a second-factor secret. */
export const publicUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  active: z.boolean().optional(),
  last_login_at: z.string().nullable().optional(),
  created_at: z.string(),
  /** The second factor (TOTP) is on for this account. */
  two_factor_enabled: z.boolean().optional(),
  /** STAFF_2FA makes it mandatory for this account: until it is on, only 'Mi cuenta' works. */
  two_factor_required: z.boolean().optional(),
});
export type PublicUser = z.infer<typeof publicUser>;

/**
 * A completed sign-in. `sessionId` is only in answers to API clients (requests without the
 * browser's Origin / Sec-Fetch-Site headers), which send it back in X-Session-ID; a browser gets
 * the HttpOnly cookie instead and never sees the token (ADR 033).
 */
export const loginResult = z.object({ sessionId: z.string().optional(), user: publicUser });
export type LoginResult = z.infer<typeof loginResult>;

/** The right password of an account with a second factor: the code is asked next. */
export const secondFactorChallenge = z.object({
  secondFactor: z.literal("totp"),
  /** Short-lived; sent back with the code to POST /auth/login/verify. */
  challenge: z.string(),
  expiresAt: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;
export const loginAnswer = z.union([loginResult, secondFactorChallenge]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** 6 digits from the authenticator app, or a recovery code ('abcde-fghij'); spaces and dashes ignored. */
export const verificationCodeField = requiredText(TWO_FACTOR_MESSAGES.codeRequired, TWO_FACTOR_MESSAGES.codeFormat)
  .transform((v) => v.replace(/[\s-]/g, "").toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: TWO_FACTOR_MESSAGES.codeRequired, abort: true })
      .regex(/^(\d{6}|[a-z0-9]{10})$/, TWO_FACTOR_MESSAGES.codeFormat),
  );

export const secondFactorBody = z.object(
  {
    challenge: requiredText(TWO_FACTOR_MESSAGES.challengeExpired, TWO_FACTOR_MESSAGES.challengeExpired)
      .min(1, TWO_FACTOR_MESSAGES.challengeExpired)
      .max(128, TWO_FACTOR_MESSAGES.challengeExpired),
    code: verificationCodeField,
  },
  { error: TWO_FACTOR_MESSAGES.codeRequired },
);
export type SecondFactorBody = z.infer<typeof secondFactorBody>;

/** Setting up TOTP: shown once, until confirmed with a first code. */
export const totpSetup = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/… (RFC 6238 parameters: SHA-1, 6 digits, 30 s). */
  uri: z.string(),
  /** The same URI as a QR code, an SVG drawn on our server (no outside service). */
  qrSvg: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetup>;

export const totpEnableBody = z.object({ code: verificationCodeField }, { error: TWO_FACTOR_MESSAGES.codeRequired });
/** Turning the second factor off, or new recovery codes: the current password again. */
export const currentPasswordBody = z.object(
  {
    currentPassword: requiredText(AUTH_MESSAGES.currentPasswordRequired, AUTH_MESSAGES.currentPasswordRequired)
      .min(1, AUTH_MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX),
  },
  { error: AUTH_MESSAGES.currentPasswordRequired },
);
export type CurrentPasswordBody = z.infer<typeof currentPasswordBody>;

/** Shown once: only their hashes are kept. */
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodes>;

/** GET /auth/two-factor: the caller's own state; never a secret. */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

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
export const sessionParams = idParams;

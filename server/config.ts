import path from "node:path";
import { z } from "zod";
import type { Company } from "../contracts/company.ts";
import { isIvaRate } from "../contracts/iva.ts";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** Every setting comes from the environment; defaults make `npm start` work with nothing set. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  // Hops of reverse proxies in front of us whose X-Forwarded-For we believe (0: none).
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  // Unset: absolute URLs follow each request's own host (server/lib/public-url.ts).
  PUBLIC_URL: optional.pipe(z.string().url().optional()),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optional,
  // Embedded database: force each commit to the disk (survives a power cut) or not (ADR 032).
  EMBEDDED_SYNC: z.enum(["commit", "off"]).default("commit"),
  // Uploaded images in an S3-compatible bucket (needed for several instances); unset: DATA_DIR.
  S3_ENDPOINT: optional,
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default("Andes Automatización <no-responder@andesautomatizacion.ec>"),
  SALES_EMAIL: z.string().email().default("ventas@andesautomatizacion.ec"),
  COMPANY_NAME: z.string().default("Andes Automatización Industrial"),
  COMPANY_PHONE: z
    .string()
    .regex(/^\d{8,15}$/, "COMPANY_PHONE: solo dígitos con código de país, p. ej. 593991234567")
    .default("593991234567"),
  COMPANY_ADDRESS: z.string().default("Av. Juan Tanca Marengo km 2.5, Edificio Torres del Norte, Guayaquil"),
  COMPANY_CITY: z.string().default("Guayaquil, Ecuador"),
  // Footer social profiles (issue 14): each one left unset is not shown.
  SOCIAL_FACEBOOK_URL: optional.pipe(z.string().url().optional()),
  SOCIAL_INSTAGRAM_URL: optional.pipe(z.string().url().optional()),
  SOCIAL_LINKEDIN_URL: optional.pipe(z.string().url().optional()),
  SOCIAL_YOUTUBE_URL: optional.pipe(z.string().url().optional()),
  // Whether catalogue prices already include IVA; the note beside prices says which.
  PRICES_INCLUDE_IVA: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  // Quotes (issue 11). IVA changes by decree, hence a setting; 0 reminder days = no reminder.
  COMPANY_RUC: z.string().default("0992339411001"),
  COMPANY_EMAIL: z.string().email().optional(),
  COMPANY_LOGO: optional,
  // The general rate: lines of products without a rate of their own, and free-text lines (ADR 045).
  IVA_RATE: z.coerce.number().refine(isIvaRate, "a percentage from 0 to 100 with at most 2 decimals").default(15),
  QUOTE_VALIDITY_DAYS: z.coerce.number().int().min(1).max(365).default(15),
  QUOTE_REMINDER_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  QUOTE_STATUS_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  // A 'ventas' user's quote with a discount above this percent waits for an admin's approval (ADR 051); 0: off.
  QUOTE_APPROVAL_DISCOUNT: z.coerce.number().min(0).max(100).default(15),
  // Unset: a random one kept in DATA_DIR (server/features/auth/session-secret.ts).
  SESSION_SECRET: optional.pipe(z.string().min(16).optional()),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 60),
  SESSION_MAX_DAYS: z.coerce.number().int().positive().default(7),
  // Second factor (TOTP): `required` makes it mandatory for administrators, `all` for everyone.
  STAFF_2FA: z.enum(["optional", "required", "all"]).default("optional"),
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  ADMIN_NAME: z.string().default("Administrador"),
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  // Sign-in attempts per minute from one address.
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LEADS_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  // Catalogue list answers kept in memory per process (0: off); stale ones are never served.
  CATALOG_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  // How long a process trusts the catalogue version it read: a change shows on every instance
  // within this window (0: check on every request).
  CATALOG_CACHE_FRESHNESS_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Searches answered from an in-memory index of the catalogue (ADR 027): rebuilt in the
  // background after a catalogue write (SQL answers meanwhile), before answering, or never.
  SEARCH_INDEX: z.enum(["background", "wait", "off"]).optional(),
  // Daily backups kept in DATA_DIR/backups (0: no daily backup).
  BACKUP_KEEP: z.coerce.number().int().min(0).max(1000).default(7),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Log lines: readable in a terminal, JSON lines otherwise (a file, journald, a collector).
  LOG_FORMAT: z.enum(["auto", "pretty", "json"]).default("auto"),
  // /api/docs without a staff session; default: open in development, staff only in production.
  API_DOCS_PUBLIC: z.enum(["true", "false"]).optional(),
});

/** The secret tests and a bare loadConfig() fall back to; refused in production. */
export const DEV_SESSION_SECRET = "dev-only-secret-change-me-in-production";

/** Words of guides and examples: a secret holding one was typed by a person, not generated. */
const EXAMPLE_WORDS = /change|secret|example|ejemplo|password|contrase|replace|reempla|cambia|default|dev-only/i;

/**
 * Why a SESSION_SECRET set for production is not a secret (it signs image links and encrypts the
 * TOTP secrets): the guide's placeholder left in, too short, too few different characters, or
 * example words. Null when it looks generated.
 */
export function sessionSecretWeakness(secret: string): string | null {
  if (/[<>]/.test(secret)) return "todavía contiene el marcador de la guía (<…>)";
  if (secret.length < 32) return "es demasiado corto (mínimo 32 caracteres)";
  if (new Set(secret).size < 8) return "repite muy pocos caracteres distintos";
  if (EXAMPLE_WORDS.test(secret)) return "parece un texto de ejemplo, no un valor aleatorio";
  return null;
}

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && e.SESSION_SECRET === DEV_SESSION_SECRET) {
    throw new Error(
      "Configuración inválida:\n  SESSION_SECRET: es el valor público de ejemplo; en producción pon uno largo y aleatorio o quítalo para que se genere uno en DATA_DIR",
    );
  }
  const weakness = e.NODE_ENV === "production" && e.SESSION_SECRET ? sessionSecretWeakness(e.SESSION_SECRET) : null;
  if (weakness) {
    throw new Error(
      `Configuración inválida:\n  SESSION_SECRET: ${weakness}; reemplázalo por la salida de \`openssl rand -hex 32\` o quítalo para que se genere uno en DATA_DIR`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const company: Company = {
    name: e.COMPANY_NAME,
    phone: e.COMPANY_PHONE,
    address: e.COMPANY_ADDRESS,
    city: e.COMPANY_CITY,
    salesEmail: e.SALES_EMAIL,
    social: {
      facebook: e.SOCIAL_FACEBOOK_URL,
      instagram: e.SOCIAL_INSTAGRAM_URL,
      linkedin: e.SOCIAL_LINKEDIN_URL,
      youtube: e.SOCIAL_YOUTUBE_URL,
    },
    pricesIncludeIva: e.PRICES_INCLUDE_IVA,
  };
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    /** PUBLIC_URL, or the local address for links built outside a request (worker mails). */
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, "") ?? `http://localhost:${e.PORT}`,
    /** False: pages derive absolute URLs from the request (requestPublicUrl). */
    publicUrlSet: e.PUBLIC_URL !== undefined,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedSync: e.EMBEDDED_SYNC,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    salesEmail: e.SALES_EMAIL,
    company,
    session: {
      secret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
      /** False: main.ts replaces the secret with the one kept in DATA_DIR. */
      secretFromEnv: e.SESSION_SECRET !== undefined,
      idleMinutes: e.SESSION_IDLE_MINUTES,
      maxDays: e.SESSION_MAX_DAYS,
      secondFactor: e.STAFF_2FA,
    },
    initialAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME }
        : undefined,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    catalogCacheEntries: e.CATALOG_CACHE_ENTRIES,
    catalogCacheFreshnessMs: e.CATALOG_CACHE_FRESHNESS_MS,
    /** Tests wait for the index, so every search assertion runs through it (and SQL in its own test). */
    searchIndex: e.SEARCH_INDEX ?? (e.NODE_ENV === "test" ? "wait" : "background"),
    /** Quotations + messages one client address may send per minute (the bench and the e2e server raise it). */
    requestsRateLimitPerMinute: e.LEADS_RATE_LIMIT,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT,
    backupKeep: e.BACKUP_KEEP,
    quotes: {
      companyRuc: e.COMPANY_RUC,
      companyEmail: e.COMPANY_EMAIL ?? e.SALES_EMAIL,
      /** PNG or JPEG printed on the quote PDF's header when set. */
      logoPath: e.COMPANY_LOGO ? path.resolve(e.COMPANY_LOGO) : undefined,
      ivaRate: e.IVA_RATE,
      validityDays: e.QUOTE_VALIDITY_DAYS,
      reminderDays: e.QUOTE_REMINDER_DAYS,
      /** Status-page API calls per minute from one address (the token is unguessable; this stops scanning). */
      statusRateLimitPerMinute: e.QUOTE_STATUS_RATE_LIMIT,
      /** Percent; a discount above it on a 'ventas' user's quote needs an admin's approval (0: never). */
      approvalDiscount: e.QUOTE_APPROVAL_DISCOUNT,
    },
    apiDocsPublic: e.API_DOCS_PUBLIC ? e.API_DOCS_PUBLIC === "true" : e.NODE_ENV !== "production",
    uploadsDir: path.join(dataDir, "uploads"),
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    mailDir: path.join(dataDir, "mail"),
  };
}

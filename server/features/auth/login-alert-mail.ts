import type { Config } from "../../config.ts";
import { mailLinkBase } from "../../lib/public-url.ts";
import { emailDocument, esc } from "../mail/mail.html.ts";
import type { NewMail } from "../mail/mail.service.ts";

export type LoginAlert = {
  user: { id: number; name: string; email: string };
  failures: number;
  lastAddress: string;
  at: Date;
};

/**
 * Tells the account holder that someone keeps guessing their password. Purpose is unique per
 * alert (the outbox allows one mail per request, purpose); lead_type 'user' keeps these apart from
 * quotations and messages.
 */
export function loginAlertMail(config: Config, a: LoginAlert): NewMail {
  const company = config.company.name;
  const when = a.at.toLocaleString("es-EC", { timeZone: "America/Guayaquil" });
  // PUBLIC_URL only: an anonymous sign-in attempt must not choose the link in this mail (ADR 029).
  const base = mailLinkBase(config);
  const paragraphs = [
    `Hola ${a.user.name}:`,
    `En la última hora hubo ${a.failures} intentos fallidos de iniciar sesión con tu cuenta (${a.user.email}) en la administración de ${company}. El último fue el ${when}, desde la dirección ${a.lastAddress}.`,
    "Si fuiste tú, no necesitas hacer nada. Si no, cambia tu contraseña desde tu perfil y avisa al administrador del sitio. Los intentos repetidos desde una misma dirección se frenan automáticamente; tú puedes seguir ingresando con tu contraseña.",
    ...(base ? [`${base}/admin`] : []),
  ];
  return {
    requestType: "user",
    requestId: a.user.id,
    purpose: `login-alert-${a.at.toISOString()}`,
    to: a.user.email,
    subject: `Intentos fallidos de inicio de sesión — ${company}`,
    text: paragraphs.join("\n\n"),
    html: emailDocument({
      title: "Intentos fallidos de inicio de sesión",
      company,
      body: paragraphs.map((p) => `<p>${esc(p)}</p>`).join("\n"),
    }),
  };
}

export type NewSignIn = {
  user: { id: number; name: string; email: string };
  at: Date;
  /** 'Chrome en Windows' (contracts/user-agent.ts). */
  browser: string;
  address: string;
};

/**
 * Tells the account holder about a sign-in from a browser and address not seen for them in the
 * last 90 days (sign-in-alerts.ts). Goes to their own address only, so it may name the address.
 */
export function newSignInMail(config: Config, s: NewSignIn): NewMail {
  const company = config.company.name;
  const when = s.at.toLocaleString("es-EC", { timeZone: "America/Guayaquil" });
  // PUBLIC_URL only, as the failed-attempts mail: the sign-in request must not choose the link (ADR 029).
  const base = mailLinkBase(config);
  const paragraphs = [
    `Hola ${s.user.name}:`,
    `Se inició sesión con tu cuenta (${s.user.email}) en la administración de ${company} desde un navegador o una dirección que no habíamos visto en los últimos 90 días.`,
    `Fecha y hora: ${when} (hora de Ecuador)\nNavegador aproximado: ${s.browser}\nDirección: ${s.address}`,
    "Si fuiste tú, no necesitas hacer nada. Si no fuiste tú, cambia tu contraseña, cierra las demás sesiones desde 'Mi cuenta' y avisa al administrador del sitio.",
    ...(base ? [`${base}/admin/cuenta`] : []),
  ];
  return {
    requestType: "user",
    requestId: s.user.id,
    purpose: `new-sign-in-${s.at.toISOString()}`,
    to: s.user.email,
    subject: `Nuevo inicio de sesión en tu cuenta — ${company}`,
    text: paragraphs.join("\n\n"),
    html: emailDocument({
      title: "Nuevo inicio de sesión",
      company,
      body: paragraphs.map((p) => `<p>${esc(p).replace(/\n/g, "<br>")}</p>`).join("\n"),
    }),
  };
}

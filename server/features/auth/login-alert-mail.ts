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
 * alert (the outbox allows one mail per lead, purpose); lead_type 'user' keeps these apart from
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
    leadType: "user",
    leadId: a.user.id,
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

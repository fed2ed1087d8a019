import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/requests.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { call } from "./auth-test-helpers.ts";
import { signInNetwork } from "./sign-in-alerts.ts";
import { createTwoFactorRepository } from "./two-factor.repository.ts";

// Issue 26: a sign-in from a browser and address not seen for that user in the last 90 days
// mails them through the outbox (login-alert-mail.ts, newSignInMail).
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CHROME_WIN =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CHROME_WIN_NEWER = CHROME_WIN.replace("131.0.0.0", "132.0.0.0");

let t: TestApp;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newUser() {
  const user = {
    name: `Ana ${++n}`,
    email: `ana${n}@andes.ec`,
    password: `Clave-larga-${n}-x`,
    role: "ventas" as const,
  };
  const created = await t.app.services.users.create(user);
  return { ...user, id: created.id };
}

const signIn = (u: { email: string; password: string }, ip: string, userAgent: string) =>
  call(t.app, {
    method: "POST",
    url: "/api/auth/login",
    payload: { email: u.email, password: u.password },
    remoteAddress: ip,
    headers: { "user-agent": userAgent },
  });

const mailsTo = (userId: number) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.lead_type, "user"), eq(mailOutbox.lead_id, userId)));

describe("new sign-in mail", () => {
  it("mails the user about a browser/address not seen in 90 days, with time, browser and address", async () => {
    const u = await newUser();
    expect((await signIn(u, "10.9.0.1", CHROME_WIN)).status).toBe(200);
    // The first sign-in ever: nothing to compare with, no mail.
    expect(await mailsTo(u.id)).toEqual([]);
    await signIn(u, "10.9.0.1", CHROME_WIN_NEWER);
    expect(await mailsTo(u.id)).toEqual([]);

    const res = await signIn(u, "203.0.113.7", FIREFOX_LINUX);
    expect(res.status).toBe(200);
    const [mail, ...more] = await mailsTo(u.id);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to_address: u.email, status: "pending" });
    expect(mail.purpose).toMatch(/^new-sign-in-/);
    expect(mail.subject).toBe(`Nuevo inicio de sesión en tu cuenta — ${t.config.company.name}`);
    const when = new Date(res.body.data.user.last_login_at).toLocaleString("es-EC", { timeZone: "America/Guayaquil" });
    expect(mail.text).toContain(`Fecha y hora: ${when} (hora de Ecuador)`);
    expect(mail.text).toContain("Navegador aproximado: Firefox en Linux");
    expect(mail.text).toContain("Dirección: 203.0.113.7");
    expect(mail.text).toContain("Si no fuiste tú, cambia tu contraseña");
    expect(mail.html).toContain("Si no fuiste tú, cambia tu contraseña");

    // Now known: no second mail; the same browser from a known address neither.
    await signIn(u, "203.0.113.7", FIREFOX_LINUX);
    await signIn(u, "10.9.0.1", CHROME_WIN);
    expect(await mailsTo(u.id)).toHaveLength(1);
    // A known browser from a new address is new.
    await signIn(u, "198.51.100.20", CHROME_WIN);
    expect(await mailsTo(u.id)).toHaveLength(2);
  });

  it("forgets after 90 days", async () => {
    const u = await newUser();
    await signIn(u, "10.9.1.1", CHROME_WIN);
    await signIn(u, "10.9.1.1", CHROME_WIN);
    expect(await mailsTo(u.id)).toEqual([]);
    await createTwoFactorRepository(t.database.db).ageSignInsForTest(u.id, 91);
    await signIn(u, "10.9.1.1", CHROME_WIN);
    expect(await mailsTo(u.id)).toHaveLength(1);
  });

  it("a wrong password mails nobody and records nothing", async () => {
    const u = await newUser();
    await signIn(u, "10.9.2.1", CHROME_WIN);
    expect((await signIn({ ...u, password: "mala-clave-123" }, "10.9.2.2", FIREFOX_LINUX)).status).toBe(401);
    await signIn(u, "10.9.2.1", CHROME_WIN);
    expect(await mailsTo(u.id)).toEqual([]);
  });

  it("an IPv6 address counts by its /64 network (privacy addresses change daily)", async () => {
    expect(signInNetwork("2800:bf0:1a2:3b4:aaaa:bbbb:cccc:dddd")).toBe("2800:bf0:1a2:3b4::/64");
    expect(signInNetwork("2800:bf0::1")).toBe("2800:bf0:0:0::/64");
    expect(signInNetwork("::ffff:10.1.2.3")).toBe("10.1.2.3");
    expect(signInNetwork("10.1.2.3")).toBe("10.1.2.3");
    const u = await newUser();
    await signIn(u, "2800:bf0:1a2:3b4::1", CHROME_WIN);
    await signIn(u, "2800:bf0:1a2:3b4:9:8:7:6", CHROME_WIN);
    expect(await mailsTo(u.id)).toEqual([]);
    await signIn(u, "2800:bf0:1a2:ffff::1", CHROME_WIN);
    expect(await mailsTo(u.id)).toHaveLength(1);
  });
});

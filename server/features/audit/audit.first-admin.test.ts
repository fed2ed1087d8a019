import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { call, sessionOf, withSession } from "../auth/auth-test-helpers.ts";

const FIRST = { name: "Primera Admin", email: "primera@andes.ec", password: "Andes-clave-2026" };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const auditOfUsers = async (app: TestApp["app"], sessionId: string) =>
  (await call(app, { method: "GET", url: "/api/audit?entity=user", headers: withSession(sessionId) })).body.data
    .entries;

describe("audit log of the first administrator (issue 22)", () => {
  it("records the account created through the one-time setup link, by the person who used it", async () => {
    t = await createTestApp();
    const setupToken = (await t.app.services.auth.createSetupToken())!;
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/register-initial",
      payload: { ...FIRST, setupToken },
    });
    expect(res.status).toBe(201);
    const { sessionId, user } = res.body.data;
    const entries = await auditOfUsers(t.app, sessionId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "first_admin",
      entity: "user",
      entity_id: String(user.id),
      user_id: user.id,
      user_name: FIRST.name,
      changes: {
        name: [null, FIRST.name],
        email: [null, FIRST.email],
        role: [null, "admin"],
        active: [null, true],
        password: ["(oculta)", "(oculta)"],
        via: [null, "setup_link"],
      },
    });
    expect(JSON.stringify(entries)).not.toContain(setupToken);
    expect(JSON.stringify(entries)).not.toContain("argon2");
  });

  it("records the one created at start-up from ADMIN_EMAIL, by nobody signed in", async () => {
    t = await createTestApp();
    expect(await t.app.services.auth.ensureInitialAdmin(FIRST)).toBe(true);
    const entries = await auditOfUsers(t.app, await sessionOf(t.app, FIRST.email, FIRST.password));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "first_admin",
      user_id: null,
      user_name: null,
      changes: { role: [null, "admin"], via: [null, "admin_email"] },
    });
  });
});

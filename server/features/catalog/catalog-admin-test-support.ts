import { expect } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { adminHeaders } from "../auth/auth-test-helpers.ts";

export type Answer = { status: number; body: any };
export type Api = {
  t: TestApp;
  session: Record<string, string>;
  /** A call as the signed-in admin (pass `headers: {}` to go without a session). */
  call(method: string, url: string, payload?: unknown, headers?: Record<string, string>): Promise<Answer>;
  /** A call that must succeed with `status`; answers `data`. */
  data(method: string, url: string, payload?: unknown, status?: number): Promise<any>;
  /** A call that must fail with `status` and, when given, exactly `error`. */
  fails(method: string, url: string, payload: unknown, status: number, error?: string): Promise<any>;
};

/** A fresh app and database with a real admin signed in through POST /auth/login. */
export async function adminApi(): Promise<Api> {
  const t = await createTestApp();
  const session = await adminHeaders(t.app);
  const call = async (method: string, url: string, payload?: unknown, headers = session): Promise<Answer> => {
    const res = await t.app.inject({ method: method as any, url: `/api${url}`, payload: payload as any, headers });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
  };
  return {
    t,
    session,
    call,
    async data(method, url, payload, status = method === "POST" ? 201 : 200) {
      const res = await call(method, url, payload);
      expect(res.body, `${method} ${url}`).toMatchObject({ success: true });
      expect(res.status, `${method} ${url}`).toBe(status);
      return res.body.data;
    },
    async fails(method, url, payload, status, error) {
      const res = await call(method, url, payload);
      expect({ status: res.status, success: res.body?.success }, `${method} ${url}`).toEqual({
        status,
        success: false,
      });
      if (error !== undefined) expect(res.body.error, `${method} ${url}`).toBe(error);
      return res.body;
    },
  };
}

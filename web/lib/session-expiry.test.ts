import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api-client.ts";
import { setSessionExpiredHandler, SESSION_EXPIRED_EVENT } from "./session-expiry.ts";

const unauthorized = () =>
  vi.fn(async () => new Response(JSON.stringify({ success: false, error: "No autenticado" }), { status: 401 }));

afterEach(() => vi.unstubAllGlobals());

describe("401 answers", () => {
  it("tell open forms first, then run the registered handler, and still reject", async () => {
    const order: string[] = [];
    const target = new EventTarget();
    target.addEventListener(SESSION_EXPIRED_EVENT, () => order.push("event"));
    vi.stubGlobal("window", target);
    vi.stubGlobal("fetch", unauthorized());
    const remove = setSessionExpiredHandler(() => order.push("handler"));
    await expect(api("/products/1", { method: "PUT", body: {} })).rejects.toMatchObject({
      status: 401,
      message: "No autenticado",
    });
    expect(order).toEqual(["event", "handler"]);
    remove();
  });

  it("leave the auth calls (wrong password, logout) to the auth screens", async () => {
    const handler = vi.fn();
    vi.stubGlobal("fetch", unauthorized());
    const remove = setSessionExpiredHandler(handler);
    await expect(api("/auth/login", { method: "POST", body: {} })).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
    remove();
  });

  it("do nothing more once the handler is removed", async () => {
    const handler = vi.fn();
    vi.stubGlobal("fetch", unauthorized());
    setSessionExpiredHandler(handler)();
    await expect(api("/requests")).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
  });
});

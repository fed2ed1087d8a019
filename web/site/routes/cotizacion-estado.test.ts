import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { REQUEST_MESSAGES } from "../../../contracts/requests.ts";
import { loader } from "./cotizacion-estado.tsx";

/** A load context as mount.ts builds it, with the status view stubbed: only the limit is under test. */
function contextFor(overLimit: boolean) {
  let viewed = 0;
  const context = {
    overQuoteStatusRateLimit: async () => overLimit,
    services: {
      quoteStatus: {
        view: async () => {
          viewed += 1;
          return { reference: "COT-2026-000001" };
        },
      },
    },
  } as unknown as AppLoadContext;
  return { context, viewed: () => viewed };
}

type Thrown = { type?: string; data?: { message?: string }; init?: ResponseInit };
const load = (context: AppLoadContext) =>
  loader({ params: { token: "t".repeat(43) }, context } as unknown as Parameters<typeof loader>[0]);

describe("/cotizacion/estado/{token} (issue 20: the page shares the status API's limit)", () => {
  it("over the limit: 429 in Spanish with Retry-After and no look-up of the token", async () => {
    const { context, viewed } = contextFor(true);
    const thrown = (await load(context).then(
      () => null,
      (e: unknown) => e,
    )) as Thrown | null;
    expect(thrown?.init?.status).toBe(429);
    expect(thrown?.data?.message).toBe(REQUEST_MESSAGES.tooManyRequests);
    expect(new Headers(thrown?.init?.headers).get("retry-after")).toBe("60");
    expect(viewed()).toBe(0);
  });

  it("within the limit the page loads as before", async () => {
    const { context, viewed } = contextFor(false);
    await expect(load(context)).resolves.toMatchObject({ reference: "COT-2026-000001" });
    expect(viewed()).toBe(1);
  });
});

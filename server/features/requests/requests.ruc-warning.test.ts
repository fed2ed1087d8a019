import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUC_MESSAGES } from "../../../contracts/ruc.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { adminHeaders, post, quotationPayload, twoProducts } from "./requests.test-support.ts";

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await adminHeaders(t.app);
});
afterAll(async () => t?.close());

async function sendWithRuc(ruc: string) {
  const [a] = await twoProducts(t.database.db);
  const body = quotationPayload([{ id: a.id, quantity: 1 }]);
  return post(t.app, "/api/quotations/send", { ...body, customerInfo: { ...body.customerInfo, ruc } });
}
async function detail(id: number) {
  const res = await t.app.inject({ method: "GET", url: `/api/requests/quotation/${id}`, headers });
  return JSON.parse(res.body).data;
}

describe("a company RUC whose check digits the SRI rules do not confirm (issue 25)", () => {
  it("is accepted from the customer with no error and staff see the warning in the request detail", async () => {
    const res = await sendWithRuc("1790011675001");
    expect(res.status).toBe(201);
    const request = await detail(res.body.data.id);
    expect(request.ruc).toBe("1790011675001");
    expect(request.rucWarning).toBe(RUC_MESSAGES.unverified);
    expect(request.rucWarning).toBe("Dígito verificador no coincide: confirmar en el SRI");
  });

  it("a third-digit-6 RUC of a natural person is accepted, with no warning", async () => {
    const res = await sendWithRuc("1760034064001");
    expect(res.status).toBe(201);
    expect((await detail(res.body.data.id)).rucWarning).toBeNull();
  });

  it("a RUC that passes its check digit carries no warning", async () => {
    const res = await sendWithRuc("1790011674001");
    expect(res.status).toBe(201);
    expect((await detail(res.body.data.id)).rucWarning).toBeNull();
  });
});

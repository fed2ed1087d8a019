import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ID_MESSAGES } from "../../../contracts/customer-id.ts";
import { RUC_MESSAGES } from "../../../contracts/ruc.ts";
import { mailOutbox, quotations } from "../../db/schema/requests.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { adminHeaders, post, quotationPayload, twoProducts } from "./requests.test-support.ts";

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await adminHeaders(t.app);
});
afterAll(async () => t?.close());

async function send(id: Record<string, unknown>) {
  const [a] = await twoProducts(t.database.db);
  const body = quotationPayload([{ id: a.id, quantity: 1 }]);
  return post(t.app, "/api/quotations/send", { ...body, customerInfo: { ...body.customerInfo, ...id } });
}
async function detail(id: number) {
  const res = await t.app.inject({ method: "GET", url: `/api/requests/quotation/${id}`, headers });
  return JSON.parse(res.body).data;
}
const salesMail = async (requestId: number) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.lead_id, requestId))).find(
    (m) => m.lead_type === "quotation" && m.purpose === "sales-notification",
  )!.text;

describe("the identification type on a quotation request (issue 25)", () => {
  it.each([
    ["ruc", "1790011674001", "RUC"],
    ["cedula", "1710034065", "Cédula"],
    ["pasaporte", "N-4471 230", "Pasaporte"],
  ])(
    "%s: stored with its type, shown in the request detail and named in the sales mail",
    async (idType, ruc, label) => {
      const res = await send({ idType, ruc });
      expect(res.status).toBe(201);
      const request = await detail(res.body.data.id);
      expect([request.idType, request.ruc, request.rucWarning]).toEqual([idType, ruc, null]);
      expect(await salesMail(res.body.data.id)).toContain(`${label}: ${ruc}`);
    },
  );

  it("consumidor final is 9999999999999, whatever number came with it, with no check", async () => {
    for (const ruc of [undefined, "", "12"]) {
      const res = await send({ idType: "consumidor_final", ruc });
      expect(res.status).toBe(201);
      const request = await detail(res.body.data.id);
      expect([request.idType, request.ruc]).toEqual(["consumidor_final", "9999999999999"]);
    }
  });

  it("a company RUC whose check digit does not match is accepted with the type, and staff get the warning", async () => {
    const res = await send({ idType: "ruc", ruc: "1790011675001" });
    expect(res.status).toBe(201);
    expect(await detail(res.body.data.id)).toMatchObject({ idType: "ruc", rucWarning: RUC_MESSAGES.unverified });
  });

  it("without a type the number's length decides, as before: 13 digits a RUC, 10 a cédula", async () => {
    const ruc = await send({ ruc: "1790011674001" });
    expect((await detail(ruc.body.data.id)).idType).toBe("ruc");
    const cedula = await send({ ruc: "171003406-5" });
    expect(await detail(cedula.body.data.id)).toMatchObject({ idType: "cedula", ruc: "1710034065" });
    const none = await send({ idType: "pasaporte", ruc: "  " });
    expect(await detail(none.body.data.id)).toMatchObject({ idType: null, ruc: null });
  });

  it.each([
    [{ idType: "ruc", ruc: "1710034065" }, ID_MESSAGES.rucLength, "customerInfo.ruc"],
    [{ idType: "cedula", ruc: "1710034066" }, ID_MESSAGES.cedulaInvalid, "customerInfo.ruc"],
    [{ idType: "pasaporte", ruc: "P".repeat(21) }, ID_MESSAGES.passportMax, "customerInfo.ruc"],
    [{ idType: "nit", ruc: "1710034065" }, ID_MESSAGES.typeInvalid, "customerInfo.idType"],
    [{ ruc: "12345" }, RUC_MESSAGES.length, "customerInfo.ruc"],
  ])("refuses %j with its Spanish message on the field", async (id, message, field) => {
    const res = await send(id);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.details).toContainEqual({ field, message });
  });

  it("the migration reads the type of requests stored before it from the number's length", async () => {
    const ids: number[] = [];
    for (const id of [{ ruc: "1790011674001" }, { ruc: "1710034065" }, {}]) ids.push((await send(id)).body.data.id);
    const inIds = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    await t.database.db.execute(sql`UPDATE quotations SET id_type = NULL WHERE id IN (${inIds})`);
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../db/migrations");
    const backfill = fs
      .readFileSync(path.join(dir, "0022_quote_customer_block.sql"), "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
      .find((s) => s.startsWith('UPDATE "quotations"'))!;
    await t.database.db.execute(sql.raw(backfill));
    const rows = await t.database.db
      .select({ id: quotations.id, idType: quotations.id_type })
      .from(quotations)
      .where(sql`${quotations.id} IN (${inIds})`)
      .orderBy(quotations.id);
    expect(rows.map((r) => r.idType)).toEqual(["ruc", "cedula", null]);
  });
});

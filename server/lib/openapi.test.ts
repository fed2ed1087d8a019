import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { operationIdOf } from "./openapi.ts";

let t: TestApp;
let doc: any;
beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );

describe("OpenAPI document", () => {
  it("every operation has a unique operationId and a summary", () => {
    const ids = operations().map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().filter((o) => !o.op.summary)).toEqual([]);
  });

  it("public operations declare no security; staff ones the session header", () => {
    const byKey = Object.fromEntries(operations().map((o) => [`${o.method} ${o.path}`, o.op]));
    expect(byKey["post /api/quotations/send"].security).toEqual([]);
    expect(byKey["post /api/auth/login"].security).toEqual([]);
    expect(byKey["post /api/files/upload"].security).toEqual([{ session: [] }, { sessionCookie: [] }]);
  });

  it("request bodies are typed from the contracts; catch-alls and trailing-slash twins are hidden", () => {
    const quotation = doc.paths["/api/quotations/send"].post.requestBody.content["application/json"].schema;
    expect(quotation.properties.customerInfo.properties.email.type).toBe("string");
    expect(quotation.properties.items.type).toBe("array");
    const contact = doc.paths["/api/email/contact"].post.requestBody.content["application/json"].schema;
    expect(Object.keys(contact.properties)).toEqual(expect.arrayContaining(["name", "email", "message"]));
    expect(Object.keys(doc.paths).filter((p) => p.includes("*") || (p.length > 1 && p.endsWith("/")))).toEqual([]);
  });

  it("derives readable operationIds from method and path", () => {
    expect(operationIdOf("get", "/api/products/{id}/images")).toBe("getProductsByIdImages");
    expect(operationIdOf("post", "/api/quotations/send")).toBe("postQuotationsSend");
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowError, ROW_MESSAGES } from "../../../contracts/import-export.ts";
import { IMAGE_REF_INVALID } from "../../../contracts/images.ts";
import { products } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { adminSession, upload, xlsx } from "./import-export-test-helpers.ts";

let t: TestApp;
let session: string;

beforeAll(async () => {
  t = await createTestApp();
  session = await adminSession(t.app);
});
afterAll(() => t.close());

/** Issue 22: the import refuses what the product form refuses, with the same limits and messages. */
describe("the import applies the form's rules", () => {
  it("a 400-character name and a javascript: image are refused, and nothing is written", async () => {
    const file = await xlsx([
      ["SKU", "Nombre", "Imagen principal"],
      ["LONG-1", "N".repeat(400), ""],
      ["JS-1", "Con imagen", "javascript:alert(1)"],
      ["JS-2", "Con imagen rota", " java\tscript:alert(1)"],
      ["OK-1", "Imagen buena", "https://example.com/a.jpg"],
    ]);
    const preview = (await upload(t.app, "preview", session, file)).body.data;
    expect(preview.validation_errors.map((e: { message: string }) => e.message)).toEqual([
      // The refused name leaves the new product without one, as a blank cell would.
      rowError(2, "Nombre", ROW_MESSAGES.nameRequired),
      rowError(2, "Nombre", ROW_MESSAGES.tooLong(300)),
      rowError(3, "Imagen principal", IMAGE_REF_INVALID),
      rowError(4, "Imagen principal", IMAGE_REF_INVALID),
    ]);
    const imported = await upload(t.app, "system", session, file);
    expect(imported.status).toBe(422);
    const written = await t.database.db.select().from(products).where(eq(products.sku, "JS-1"));
    expect(written).toEqual([]);
  });

  it("the form refuses the same image with the same message", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/products/999999",
      headers: { "x-session-id": session },
      payload: { main_image: "javascript:alert(1)" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(IMAGE_REF_INVALID);
  });
});

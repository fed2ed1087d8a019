import { describe, expect, it } from "vitest";
import { PARTS_LIST_LIMITS, PARTS_LIST_MESSAGES } from "../../../contracts/parts-list.ts";
import { PLAIN_JSON_BYTES_PER_CHAR, jsonTextBodyLimit } from "../../lib/route-schemas.ts";
import { createTestApp, openForFile } from "../../test/app.ts";
import { multipartBody } from "../import-export/multipart-body.ts";

const t = openForFile(() => createTestApp());

let ip = 0;
const post = (payload: string | Buffer, headers: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/parts-list/match", payload, headers, remoteAddress: `10.66.0.${++ip}` });

describe("POST /parts-list/match reads at most what its contract allows (issue 20)", () => {
  it("a 1 MB JSON body is refused with 413 and a Spanish message before it is parsed", async () => {
    // Just under Fastify's default limit (1 MiB), which is what read it before.
    const payload = JSON.stringify({ text: "a".repeat(1_000_000) });
    const res = await post(payload, { "content-type": "application/json" });
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ success: false, error: "La solicitud es demasiado grande" });
  });

  it("the limit comes from the contract: one character over its maximum, written as JSON.stringify does, is the contract's 400", async () => {
    // "€" takes the most UTF-8 bytes one UTF-16 unit can: 3.
    const payload = JSON.stringify({ text: "€".repeat(PARTS_LIST_LIMITS.maxTextChars + 1) });
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(
      jsonTextBodyLimit(PARTS_LIST_LIMITS.maxTextChars + 1, PLAIN_JSON_BYTES_PER_CHAR),
    );
    const res = await post(payload, { "content-type": "application/json" });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, error: PARTS_LIST_MESSAGES.tooLong });
  });

  it("an uploaded file larger than the JSON limit is still read (files have their own limit)", async () => {
    const description = "Variador de frecuencia ".repeat(10_000);
    const csv = `codigo;cantidad;descripcion\nNO-EXISTE-1;2;${description}\nNO-EXISTE-2;1;${description}\nNO-EXISTE-3;1;${description}\n`;
    const file = Buffer.from(csv, "utf8");
    expect(file.length).toBeGreaterThan(jsonTextBodyLimit(PARTS_LIST_LIMITS.maxTextChars, PLAIN_JSON_BYTES_PER_CHAR));
    const body = multipartBody(file, { filename: "lista.csv", type: "text/csv" });
    const res = await post(body.payload, body.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true });
  });
});

import { describe, expect, it } from "vitest";
import { QUOTE_RULES } from "../../../contracts/quotes.ts";
import { openForFile } from "../../test/app.ts";
import { api, quotesTestApp, requestWithTwoLines } from "./quotes.test-support.ts";

const t = openForFile(() => quotesTestApp({ PUBLIC_URL: "https://andes.test" }));

describe("POST /quote-status/{token}/messages reads at most what its contract allows (issue 20)", () => {
  it("a body far over the longest valid message is refused with 413 before it is parsed", async () => {
    const { request } = await requestWithTwoLines(t);
    const url = `/api/quote-status/${request.status_token}/messages`;
    const huge = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "a".repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(JSON.parse(huge.body)).toEqual({ success: false, error: "La solicitud es demasiado grande" });
  });

  it("the longest valid message still fits, even written entirely as JSON escapes", async () => {
    const { request } = await requestWithTwoLines(t);
    const url = `/api/quote-status/${request.status_token}/messages`;
    const text = "ñ".repeat(QUOTE_RULES.messageMax);
    const escaped = `{"text":"${"\\u00f1".repeat(QUOTE_RULES.messageMax)}"}`;
    const res = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: escaped,
    });
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(res.body).data.messages.at(-1).text).toBe(text);
    // One character more is the contract's own 400, not a 413.
    const over = await api(t.app, "POST", `/quote-status/${request.status_token}/messages`, { text: `${text}ñ` });
    expect(over.status).toBe(400);
  });
});

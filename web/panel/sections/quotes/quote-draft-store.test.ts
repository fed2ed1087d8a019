import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { notifySessionExpired } from "../../../lib/session-expiry.ts";
import { blankLine, type Draft } from "./quote-draft.ts";
import { forgetQuoteDraft, keepOnSessionExpiry, keptQuoteDraft } from "./quote-draft-store.ts";

/** A tab's sessionStorage and its events, enough for the store (the tests run in Node). */
function fakeWindow() {
  const items = new Map<string, string>();
  const target = new EventTarget();
  return Object.assign(target, {
    sessionStorage: {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    },
  });
}

const typed: Draft = {
  lines: [blankLine(15, { description: "Puesta en marcha en sitio", unitPrice: "350,00", section: "s-kept" })],
  sections: [{ key: "s-kept", title: "Servicios", optional: true }],
  terms: {
    validUntil: "2026-12-11",
    deliveryTime: "15 días",
    paymentTerms: "",
    notes: "Incluye transporte",
    attachDatasheets: true,
  },
  customer: {
    name: "Ing. Carla Benítez",
    company: "Molinos del Austro S.A.",
    idType: "ruc",
    idNumber: "1790011674001",
    address: "Av. de las Américas 12-34, Cuenca",
    attention: "Compras",
  },
};

describe("the quote editor keeps typed work when the session ends", () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = fakeWindow();
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("keeps prices, free lines, notes, sections and the customer block on session expiry and gives them back for that quote only", () => {
    const stop = keepOnSessionExpiry(() => ({ quoteId: 7, draft: typed }));
    notifySessionExpired();
    stop();
    const kept = keptQuoteDraft(7);
    expect(kept?.draft).toEqual(typed);
    expect(keptQuoteDraft(8)).toBeNull();
    forgetQuoteDraft();
    expect(keptQuoteDraft(7)).toBeNull();
  });

  it("keeps nothing when there is nothing unsaved", () => {
    const stop = keepOnSessionExpiry(() => null);
    notifySessionExpired();
    stop();
    expect(keptQuoteDraft(7)).toBeNull();
  });
});

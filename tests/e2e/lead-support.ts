import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { adminHeaders } from "./staff.ts";

// Specs written before staff.ts take the admin's credentials from here.
export { ADMIN } from "./staff.ts";

/** A form sent less than 3 s after it was shown is stored as possible spam (ADR 013): a person is slower. */
export const FILL_TIME_MS = 3_200;

/** An address no other test uses, so the inbox search finds exactly this test's leads. */
export const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@ejemplo.ec`;

export type StoredLead = {
  type: string;
  reference: string;
  name: string;
  email: string;
  service: string | null;
  itemCount: number | null;
  total: string | null;
};

/** The admin inbox's leads whose name/email/company/reference match `search` (GET /api/leads). */
export async function storedLeads(request: APIRequestContext, search: string): Promise<StoredLead[]> {
  const res = await request.get(`/api/leads?search=${encodeURIComponent(search)}`, {
    headers: await adminHeaders(request),
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { leads: StoredLead[] } }).data.leads;
}

/** A toast of the given type whose text contains `text`. */
export const toast = (page: Page, type: "success" | "error", text: string | RegExp) =>
  page.locator(`[data-sonner-toast][data-type="${type}"]`).filter({ hasText: text });

/** Holds each matching POST for `ms` before letting it through (to see the 'Enviando...' state). */
export async function slowDown(page: Page, url: string, ms = 600) {
  await page.route(url, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/**
 * Sends a filled form the way a person does (after FILL_TIME_MS) with its request to `url` held,
 * and checks the button reads 'Enviando...' and is disabled meanwhile.
 */
export async function sendAndSeeSending(page: Page, submit: Locator, url: string) {
  await page.waitForTimeout(FILL_TIME_MS);
  // Long enough that both checks below fall inside the send on a busy machine.
  await slowDown(page, url, 2_500);
  await submit.click();
  await expect(submit).toHaveText("Enviando...");
  await expect(submit).toBeDisabled();
}

/** The newest toast (sonner puts it in front). */
export const latestToast = (page: Page) => page.locator("[data-sonner-toast][data-front=true]");

/** Submits and expects the newest toast to be this error (the first rule the data breaks). */
export async function expectErrorToast(page: Page, submit: Locator, message: string) {
  await submit.click();
  const latest = latestToast(page);
  await expect(latest).toHaveAttribute("data-type", "error");
  await expect(latest).toHaveText(message);
}

/** The fields every lead form shares, found by their labels inside the form with `testId`. */
export function leadForm(page: Page, testId: string, labels: { message: string; submit: RegExp }) {
  const form = page.getByTestId(testId);
  return {
    form,
    name: form.getByLabel("Nombre completo"),
    email: form.getByLabel("Email"),
    phone: form.getByLabel("Teléfono"),
    company: form.getByLabel("Empresa"),
    message: form.getByLabel(labels.message),
    submit: form.getByRole("button", { name: labels.submit }),
  };
}

/**
 * The text of the first mail the e2e server wrote (.eml in its DATA_DIR/mail, no SMTP_URL) that
 * contains every one of `parts`, quoted-printable line breaks undone; waits for the outbox.
 */
export async function mailContaining(...parts: string[]): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
  let found = "";
  await expect
    .poll(
      async () => {
        const names = await readdir(dir).catch(() => [] as string[]);
        for (const name of names.filter((n) => n.endsWith(".eml"))) {
          const text = (await readFile(path.join(dir, name), "utf8")).replace(/=\r?\n/g, "").replaceAll("=3D", "=");
          if (parts.every((p) => text.includes(p))) return (found = text);
        }
        return "";
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  return found;
}

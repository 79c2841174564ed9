/**
 * Helpers shared by the browser tests: waiting for hydration, the form, and reading what
 * the e2e server stored (its local D1, with wrangler: no test-only endpoint) and emailed
 * (the local email capture of wrangler dev).
 */
import { execFileSync } from "node:child_process";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_STATE_DIR } from "../../playwright.config";
import type { LeadRecord } from "../lead-fixtures";

/**
 * Waits until the page is interactive. Pages hydrate on the visitor's first interaction
 * (app/entry.client.tsx), so this first moves the pointer, as a visitor would.
 */
export async function hydrated(page: Page) {
  // Two moves: the pointer may already be at either point, and a move to where it is
  // sends no event.
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 4);
  await page.waitForSelector("html[data-hydrated]");
}

/** Rows of the e2e server's local D1 that match `where` (SQL). */
export function leadsWhere(where: string): LeadRecord[] {
  const sql = `SELECT * FROM leads WHERE ${where} ORDER BY id`;
  const out = execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", E2E_STATE_DIR, "--json", "--command", sql],
    { encoding: "utf8" },
  );
  return JSON.parse(out)[0].results;
}

export const leadsNamed = (name: string) => leadsWhere(`name = '${name.replace(/'/g, "''")}'`);

interface CapturedEmail {
  messageId: string;
  subject: string;
  from: string;
  to: string[];
  replyTo?: string;
  text?: string;
  html?: string;
}

const EMAIL_API = "/cdn-cgi/explorer/api/local/email/sending";

/** Every email the local send_email binding captured (subjects and addresses). */
export async function capturedEmails(request: APIRequestContext): Promise<CapturedEmail[]> {
  const list = await (await request.get(`${EMAIL_API}?per_page=100`)).json();
  return list.result as CapturedEmail[];
}

/** The email captured with this subject, with its bodies. */
export async function capturedEmail(page: Page, subject: string): Promise<CapturedEmail | undefined> {
  const item = (await capturedEmails(page.request)).find((m) => m.subject === subject);
  if (!item) return undefined;
  const detail = await (await page.request.get(`${EMAIL_API}?email_id=${encodeURIComponent(item.messageId)}`)).json();
  return detail.result as CapturedEmail;
}

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export async function fillForm(page: Page, values: { name: string; email: string; phone?: string; caseType?: string; description: string }) {
  const form = page.locator("#consultation");
  await form.getByLabel("Full Name").fill(values.name);
  await form.getByLabel("Email Address").fill(values.email);
  if (values.phone !== undefined) await form.getByLabel("Phone Number").fill(values.phone);
  if (values.caseType) await form.getByLabel("Type of Case").selectOption(values.caseType);
  await form.getByLabel("Tell us about your case").fill(values.description);
  await form.getByRole("checkbox").check();
}

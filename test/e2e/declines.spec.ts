/**
 * Declining a request and sending the non-engagement letter from its page, as staff do, with and without
 * JavaScript: a decline without a reason refused at its field, then saved with one; the letter sent once,
 * kept and captured. axe (every rule) on the printable letter and the declines report at 390 and 1280 px.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { capturedEmails, e2eRows, fromStandIn, guardedTest, hydrated, phoneFor, sendRequest, signIn, unique } from "./support";

// The stand-in's sign-in page has no favicon; a refused decline is answered 400 on purpose.
const test = guardedTest.extend({
  expectedConsole: async ({}, use) => use((text, url) => fromStandIn(url) || (/status of 400/.test(text) && /\/desk\/leads\/\d+(\.data)?(\?.*)?$/.test(url))),
});

const addressOf = (name: string) => `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`;

async function openRequest(page: Page, name: string) {
  await sendRequest(page, name, { description: "Hit at a stop light." });
  await signIn(page);
  const [lead] = e2eRows<{ id: number }>(`SELECT id FROM leads WHERE name = '${name}'`);
  await page.goto(`/desk/leads/${lead!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  return lead!.id;
}

const letterRow = (id: number) =>
  e2eRows<{ address: string; language: string; sent_at: string | null; body: string }>(
    `SELECT address, language, sent_at, body FROM non_engagement_letters WHERE lead_id = ${id}`,
  )[0];
const outcomeRow = (id: number) => e2eRows<{ status: string; reason: string | null }>(`SELECT status, reason FROM lead_outcomes WHERE lead_id = ${id}`)[0];

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function declineAndSend(page: Page, id: number, name: string) {
  const status = page.getByLabel("New status");
  await status.selectOption("declined");
  await page.getByRole("button", { name: "Save status" }).click();
  const reason = page.getByRole("combobox", { name: /^Reason/ });
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toHaveAccessibleDescription("Choose why it was declined");
  expect(outcomeRow(id)).toBeUndefined();

  await page.getByLabel("New status").selectOption("declined");
  await page.getByRole("combobox", { name: /^Reason/ }).selectOption("past-deadline");
  await page.getByRole("button", { name: "Save status" }).click();
  const letter = page.getByRole("region", { name: "Non-engagement letter" });
  await expect(letter.getByText("Declined: Past the deadline")).toBeVisible();
  expect(outcomeRow(id)).toEqual({ status: "declined", reason: "past-deadline" });

  await letter.getByRole("button", { name: "Send letter" }).click();
  await expect(letter.getByText(`Emailed to ${addressOf(name)} in English, sent`)).toBeVisible();
  const kept = letterRow(id)!;
  expect(kept).toMatchObject({ address: addressOf(name), language: "en" });
  expect(kept.sent_at).toBeTruthy();
  expect(kept.body).toContain("consult another lawyer promptly");
  const sentTo = (await capturedEmails(page.request)).filter((m) => m.subject.startsWith("Your inquiry to Kestrel Injury Law")).flatMap((m) => m.to);
  expect(sentTo).toContain(addressOf(name));
  // Only one letter per request: the button is gone, the kept text is shown.
  await expect(letter.getByRole("button", { name: "Send letter" })).toHaveCount(0);
  await letter.getByText("The letter as sent").click();
  await expect(letter.getByText("we have decided not to represent you")).toBeVisible();
}

test.describe("declining with JavaScript", () => {
  test("refuses a decline without a reason at its field, then saves it and sends the letter in place", async ({ page }, testInfo) => {
    const name = unique("Decline Js");
    const id = await openRequest(page, name);
    await hydrated(page);
    const url = page.url();
    await declineAndSend(page, id, name);
    expect(page.url()).toBe(url);
    await page.screenshot({ path: testInfo.outputPath("declined-1280.png"), fullPage: true });
  });
});

test.describe("declining without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same with plain forms: a 303 back, the letter sent once", async ({ page }) => {
    const name = unique("Decline Nojs");
    const id = await openRequest(page, name);
    await declineAndSend(page, id, name);
    await expect(page).toHaveURL(new RegExp(`/desk/leads/${id}\\?saved=letter$`));
    await expect(page.getByRole("status").filter({ hasText: "Letter kept with the request" })).toBeVisible();
  });
});

for (const width of [390, 1280]) {
  test.describe(`the new pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the printable letter and the declines report pass axe", async ({ page }, testInfo) => {
      // Taken by phone, no email address: the letter is printed.
      const name = unique("Letter Page");
      await signIn(page);
      await page.goto("/desk/leads/new");
      await page.getByLabel("Name").fill(name);
      await page.getByLabel("Phone").fill(phoneFor(name).typed);
      await page.getByLabel("Type of case").selectOption("car-accidents");
      await page.getByLabel("Spanish").check();
      await page.getByLabel("What happened").fill("Chocaron su auto en Kent.");
      await page.getByRole("button", { name: "Save the request" }).click();
      await expect(page).toHaveURL(/\/desk\/leads\/\d+/);
      const id = Number(/\/desk\/leads\/(\d+)/.exec(page.url())![1]);
      await page.getByLabel("New status").selectOption("declined");
      await page.getByRole("combobox", { name: /^Reason/ }).selectOption("other");
      await page.getByLabel("In a few words (needed for “Other”)").fill("Fuera de Washington");
      await page.getByRole("button", { name: "Save status" }).click();
      const letter = page.getByRole("region", { name: "Non-engagement letter" });
      await expect(letter.getByText("No email address on this request: print the letter and mail it.")).toBeVisible();
      await letter.getByRole("link", { name: "Printable letter" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Non-engagement letter, request #${id}`);
      await expect(page.getByText("Estimado(a)")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`letter-${width}.png`), fullPage: true });
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
      await expect(page.getByText("Estimado(a)")).toBeVisible();
      await page.emulateMedia({ media: "screen" });

      await page.goto("/desk/declines");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Declined and referred, the last 90 days");
      await expect(page.getByRole("table")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`declines-${width}.png`), fullPage: true });
    });
  });
}

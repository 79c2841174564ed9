/**
 * Texting the person from a request's page, signed in through the local Access stand-in: a reply with
 * JavaScript (the live count, an over-long text refused in place, the thread updated) and without it
 * (a 303 back); axe (every rule) on the request page with a thread at 390 and 1280 px.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { e2eRows, fromStandIn, guardedTest, hydrated, sendRequest, signIn, unique } from "./support";
import { scaled } from "../slowdown";

const STAFF = "sam.carter@kestrelinjurylaw.example";

// The stand-in's sign-in page has no favicon; an over-long text is answered 400 on purpose.
const test = guardedTest.extend({
  expectedConsole: async ({}, use) => use((text, url) => fromStandIn(url) || (/status of 400/.test(text) && /\/desk\/leads\/\d+(\.data)?$/.test(url))),
});

/** A request whose person agreed to texts on the form, opened on the desk. Turnstile is off locally, so the site
 * held the first text: staff send it from the page, and it is in the thread. */
async function openRequest(page: Page, name: string, js = true) {
  await sendRequest(page, name, { textConsent: true, caseType: "slip-fall", description: "Slipped in a store." });
  await signIn(page, STAFF);
  const [{ id }] = e2eRows<{ id: number }>(`SELECT id FROM leads WHERE name = '${name}'`);
  await page.goto(`/desk/leads/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  if (js) await hydrated(page);
  await page.getByRole("region", { name: "Texts" }).getByRole("button", { name: "Send the first text" }).click();
  await expect(page.getByText(/First text sent to/)).toBeVisible();
  return id;
}

/** The reply form's own answer (the first text's answer may sit above it). */
const replyStatus = (texts: Locator) => texts.locator("form").filter({ hasText: "Reply by text" }).getByRole("status");

const outbound = (id: number) =>
  e2eRows<{ body: string; sent_by: string; status: string }>(
    `SELECT body, sent_by, status FROM text_messages WHERE lead_id = ${id} AND direction = 'outbound' ORDER BY id`,
  );

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("a reply with JavaScript: the count as they type, too long refused in place, then sent once", async ({ page }) => {
  const name = unique("Text Reply");
  const id = await openRequest(page, name);
  const texts = page.getByRole("region", { name: "Texts" });
  await expect(texts.getByRole("listitem").filter({ hasText: "we received your request" })).toContainText("Sam Carter (placeholder)");
  const box = texts.getByLabel("Reply by text");
  await box.fill("Hello from the desk");
  await expect(texts.getByText("19 characters · 1 segment (max 2)")).toBeVisible();
  await box.fill("x".repeat(400));
  await expect(texts.getByText(/400 characters · 3 segments \(max 2\): too long/)).toBeVisible();
  await texts.getByRole("button", { name: "Send text" }).click();
  await expect(texts.getByText(/Too long: 400 characters · 3 segments/)).toBeVisible();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  expect(outbound(id)).toHaveLength(1);

  await box.fill("Can we call you at 3 pm today?");
  await texts.getByRole("button", { name: "Send text" }).dblclick();
  await expect(replyStatus(texts)).toContainText("Text sent to");
  await expect(texts.getByRole("listitem").filter({ hasText: "Can we call you at 3 pm today?" })).toContainText("Sam Carter (placeholder)");
  await expect(box).toHaveValue("");
  expect(outbound(id).filter((t) => t.body === "Can we call you at 3 pm today?")).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a reply posts the form and comes back with the text in the thread", async ({ page }) => {
    const name = unique("Text NoJS");
    const id = await openRequest(page, name, false);
    const texts = page.getByRole("region", { name: "Texts" });
    await texts.getByLabel("Reply by text").fill("Thanks, we got your request.");
    await texts.getByRole("button", { name: "Send text" }).click();
    await expect(page).toHaveURL(new RegExp(`/desk/leads/${id}\\?saved=text&text=\\d+$`));
    await expect(replyStatus(texts)).toContainText("Text sent to");
    // Twilio took it: the stand-in's status callback may already have moved it past "queued".
    await expect(texts.getByRole("listitem").filter({ hasText: "Thanks, we got your request." })).toContainText(/queued at Twilio|sent|delivered/);
    expect(outbound(id).map((t) => t.sent_by)).toEqual([STAFF, STAFF]);
  });
});

for (const width of [390, 1280]) {
  test.describe(`the request page with a thread at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("axe (every rule) finds nothing, a refusal showing", async ({ page }, testInfo) => {
      test.setTimeout(scaled(60_000));
      const name = unique("Text Axe");
      await openRequest(page, name);
      const texts = page.getByRole("region", { name: "Texts" });
      await texts.getByLabel("Reply by text").fill("We will call you today.");
      await texts.getByRole("button", { name: "Send text" }).click();
      await expect(replyStatus(texts)).toContainText("Text sent to");
      await texts.getByLabel("Reply by text").fill("y".repeat(320));
      await texts.getByRole("button", { name: "Send text" }).click();
      await expect(texts.getByText(/Too long/)).toBeVisible();
      await texts.scrollIntoViewIfNeeded();
      await texts.screenshot({ path: testInfo.outputPath(`texts-${width}.png`) });
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

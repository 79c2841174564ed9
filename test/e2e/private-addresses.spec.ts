/**
 * The signing link's token stays on the signing page (issue 53, S2; decision 0064): opened in a new tab from
 * webmail, the page starts no first touch in the browser; a request sent and a call tapped from that tab, and a
 * link opened from it in another tab, leave the token in no row, email, webhook, Clio Grow lead or day count.
 */
import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { E2E_STATE_DIR } from "../../playwright.config";
import { capturedEmails, e2eRows, fillForm, guardedTest, hydrated, sendAgreementFromDesk, signingLinkOf, unique } from "./support";
import { scaled } from "../slowdown";

const test = guardedTest;
const WEBMAIL = "https://mail.google.com/";
const FIRST_TOUCH = "kestrel.firstTouch";

/** Everything a stand-in of the firm's tools received, as text. */
async function received(name: "webhooks" | "clioGrow"): Promise<string> {
  const url = (JSON.parse(readFileSync(`${E2E_STATE_DIR}/stand-ins.json`, "utf8")) as Record<string, string>)[name];
  return (await fetch(`${url}/__received`)).text();
}

test("a signing link opened in a new tab from webmail leaves its token nowhere", async ({ page, browser, baseURL }) => {
  test.setTimeout(scaled(150_000));
  const signer = unique("Token Keeper");
  await sendAgreementFromDesk(page, signer, "en");
  const path = await signingLinkOf(page, signer);
  const token = path.split("/").pop()!;
  const emailsBefore = (await capturedEmails(page.request)).map((m) => m.messageId);

  // The person's browser: a new tab, its first page the signing link, reached from webmail.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { "CF-Connecting-IP": "10.78.0.1" } });
  const tab = await context.newPage();
  const response = await tab.goto(path, { referer: WEBMAIL });
  expect(response!.headers()["referrer-policy"]).toBe("strict-origin");
  await hydrated(tab);
  expect(await tab.evaluate((key) => sessionStorage.getItem(key), FIRST_TOUCH)).toBeNull();
  expect(await tab.locator('a[href*="ft_landing"]').count()).toBe(0);

  // A link of the page opened in yet another tab: that tab is told the site's origin, never the token.
  const [other] = await Promise.all([
    context.waitForEvent("page"),
    tab
      .locator("footer")
      .getByRole("link", { name: "Legal Resources", exact: true })
      .click({ modifiers: ["ControlOrMeta"] }),
  ]);
  await other.waitForLoadState();
  expect(await other.evaluate(() => document.referrer)).not.toContain(token);
  expect(await other.evaluate((key) => sessionStorage.getItem(key) ?? "", FIRST_TOUCH)).not.toContain(token);
  await other.close();

  // On in the same tab to the home page, a request sent from its form and the phone number tapped.
  await tab.locator("header").getByRole("link", { name: "Home", exact: true }).click();
  await expect(tab).toHaveURL(`${baseURL}/`);
  await hydrated(tab);
  const name = unique("Token Asker");
  const email = `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`;
  await fillForm(tab, { name, email, caseType: "car-accidents", description: "A second question about my case, after signing." });
  await tab.locator("#consultation").getByRole("button", { name: "Get My Free Consultation" }).click();
  await expect(tab.locator("[data-sonner-toast]")).toContainText("Message Sent Successfully!");
  const taps = () => e2eRows<{ n: number }>("SELECT COALESCE(SUM(count), 0) AS n FROM daily_counts WHERE event = 'call_tap' AND page = '/'")[0]!.n;
  const tapsBefore = taps();
  await tab.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
  await tab.locator('a[href^="tel:"]').first().click();
  await expect.poll(taps).toBeGreaterThan(tapsBefore);
  await context.close();

  const [lead] = e2eRows<Record<string, unknown>>(`SELECT * FROM leads WHERE name = '${name}'`);
  expect(lead).toBeDefined();
  expect(lead!.landing_page).toBeNull();
  expect(JSON.stringify(lead)).not.toContain(token);
  expect(e2eRows(`SELECT * FROM daily_counts WHERE landing_page LIKE '/sign/%' OR landing_page LIKE '%${token}%'`)).toEqual([]);
  await expect.poll(async () => (await received("webhooks")).includes(email), { timeout: scaled(15_000) }).toBe(true);
  await expect.poll(async () => (await received("clioGrow")).includes(email), { timeout: scaled(15_000) }).toBe(true);
  expect(await received("webhooks")).not.toContain(token);
  expect(await received("clioGrow")).not.toContain(token);
  const later = (await capturedEmails(page.request)).filter((m) => !emailsBefore.includes(m.messageId));
  expect(later.some((m) => m.subject.includes(name))).toBe(true);
  for (const message of later) {
    const detail = await (await page.request.get(`/cdn-cgi/explorer/api/local/email/sending?email_id=${encodeURIComponent(message.messageId)}`)).text();
    expect(detail, message.subject).not.toContain(token);
  }
});

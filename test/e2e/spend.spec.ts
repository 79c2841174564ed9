/**
 * Ad spend in the browser (decision 0054), signed in through the local Access stand-in: a Google Ads report uploaded
 * (with JavaScript and without), a bad file refused with its row and column, an unmatched campaign mapped, the
 * numbers page's cost per signed case; axe (every rule) finds nothing on both pages at 390 and 1280 px.
 */
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { E2E_STATE_DIR } from "../../playwright.config";
import { guardedTest, hydrated } from "./support";
import { scaled } from "../slowdown";

const STAFF = "intake@kestrelinjurylaw.example";
const accessStandIn = () => (JSON.parse(readFileSync(`${E2E_STATE_DIR}/stand-ins.json`, "utf8")) as { access: string }).access;
const fromStandIn = (url: string) => url.startsWith(new URL(accessStandIn()).origin);
// The stand-in's sign-in page has no favicon; a refused file is answered 400 on purpose.
const test = guardedTest.extend({
  expectedConsole: async ({}, use) => use((text, url) => fromStandIn(url) || (/status of 400/.test(text) && /\/desk\/numbers\/spend(\.data)?$/.test(url))),
});

async function signIn(page: Page) {
  await page.goto(accessStandIn());
  await page.getByLabel("Staff email address").fill(STAFF);
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/desk$/);
}

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** A campaign and a month of its own (the e2e database is shared): a day in a year no other file uses. */
function report(campaign: string, day: string, cost = "1,234.56") {
  const text = `Campaign report\r\n"All time"\r\nDay,Campaign,Currency code,Cost\r\n${day},${campaign},USD,"${cost}"\r\nTotal: Account,--,USD,"${cost}"\r\n`;
  return { name: "campaign-report.csv", mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${text}`, "utf8") };
}

const month = () => {
  const n = Math.floor(Math.random() * 12) + 1;
  return `20${40 + Math.floor(Math.random() * 50)}-${String(n).padStart(2, "0")}`;
};

for (const width of [390, 1280]) {
  test(`upload, refusal, mapping and cost per outcome; axe finds nothing at ${width} px`, async ({ page }, testInfo) => {
    test.setTimeout(scaled(120_000));
    await page.setViewportSize({ width, height: 900 });
    const campaign = `E2E Spend ${Date.now().toString(36)}${width}`;
    const at = month();
    await signIn(page);
    await page.getByRole("link", { name: "Numbers" }).click();
    await page.getByRole("link", { name: "Ad spend page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ad spend" })).toBeVisible();
    await hydrated(page);
    expect(await axeViolations(page), "spend page").toEqual([]);

    await page.getByLabel("Cost report (CSV)").setInputFiles(report(campaign, `${at}-03`, "12x"));
    await page.getByRole("button", { name: "Upload" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText('Row 4, column "Cost": "12x" is not an amount in dollars');
    await expect(page.getByLabel("Cost report (CSV)")).toHaveAttribute("aria-describedby", "spend-report-error");
    expect(await axeViolations(page), "spend page, refused").toEqual([]);

    await page.getByLabel("Cost report (CSV)").setInputFiles(report(campaign, `${at}-03`));
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("status")).toContainText(`Imported Google Ads: $1,234.56 from ${at}-03 to ${at}-03 (1 line of a campaign's day)`);
    const item = page.getByRole("listitem").filter({ hasText: campaign });
    await expect(item).toContainText("$1,234.56");
    await page.screenshot({ path: testInfo.outputPath(`spend-${width}.png`), fullPage: true });
    expect(await axeViolations(page), "spend page, uploaded").toEqual([]);

    await item.getByLabel("Count it as").selectOption({ label: "Display ads" });
    await item.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toContainText("Saved: the campaign counts as you chose");
    await expect(page.getByRole("row").filter({ hasText: campaign })).toContainText("No campaign, under Display ads");

    await page.goto(`/desk/numbers?range=custom&from=${at}-01&to=${at}-28`);
    await expect(page.getByRole("row", { name: /^Display ads/ }).first()).toContainText("$1,234.56");
    // The month's row in the table under the chart: its spend, no signed case.
    const monthLabel = new Date(`${at}-15T12:00:00Z`).toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
    await expect(page.getByRole("row", { name: new RegExp(`^${monthLabel} `) })).toContainText("$1,234.56");
    await expect(page.getByRole("row", { name: new RegExp(`^${monthLabel} `) })).toContainText("no signed case");
    await page.locator("#cost").scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`numbers-cost-${width}.png`), fullPage: true });
    expect(await axeViolations(page), "numbers with spend").toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a report uploads and a month's amount saves", async ({ page }) => {
    const campaign = `E2E NoJS ${Date.now().toString(36)}`;
    const at = month();
    await signIn(page);
    await page.goto("/desk/numbers/spend");
    await page.getByLabel("Cost report (CSV)").setInputFiles(report(campaign, `${at}-09`, "10.00"));
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("status")).toContainText(`from ${at}-09 to ${at}-09`);
    await page.getByLabel("Month", { exact: true }).fill(at);
    await page.getByLabel("What it paid for").fill(`Billboard ${campaign}`);
    await page.getByLabel("Amount for the month, in dollars (0 removes it)").fill("2,500");
    await page.getByRole("button", { name: "Save the amount" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved the monthly amount.");
    await expect(page.getByRole("row").filter({ hasText: `Billboard ${campaign}` })).toContainText("$2,500.00");
  });
});

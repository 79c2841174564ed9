/**
 * The number a visitor sees (issue 58 item 2, decision 0094), in the browser: a visit from a Google Ads click sees
 * the Google Ads number (the Spanish one on Spanish pages) from the first paint of its landing page, after load
 * on a later plain page the cache serves to everyone, and across the app's own navigations; nothing moves when
 * the number changes; without JavaScript the Worker's number. The footer's NAP keeps the main number.
 * The server's tracking numbers: test/tracking-numbers.ts (playwright.config.ts sets them).
 */
import { expect, type Page } from "@playwright/test";
import { TEST_TRACKING_NUMBERS } from "../tracking-numbers";
import { afterFrames } from "./page-turns";
import { guardedTest as test, holdModules, hydrated } from "./support";

const MAIN = { e164: "+12535550142", display: "(253) 555-0142" };
const GOOGLE = { e164: TEST_TRACKING_NUMBERS["google-ads"], display: "(253) 555-0121" };
const GOOGLE_ES = { e164: TEST_TRACKING_NUMBERS["google-ads-es"], display: "(253) 555-0122" };
const GCLID = "gclid=Cj0-e2e-visitor-number";

/** Every layout shift of the page from its start, kept where the test can sum them. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}
const shiftSum = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));

/** The header's number and tel: link, and the footer's. */
async function expectNumbers(page: Page, shown: { e164: string; display: string }) {
  const header = page.locator("header");
  await expect(header.locator("[data-firm-phone]").first()).toHaveText(shown.display);
  await expect(header.locator("a[data-firm-tel]").first()).toHaveAttribute("href", `tel:${shown.e164}`);
  const marked = await page.locator("a[data-firm-tel]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(new Set(marked)).toEqual(new Set([`tel:${shown.e164}`]));
  const footer = page.locator("footer");
  await expect(footer.locator('a[href^="tel:"]')).toHaveAttribute("href", `tel:${MAIN.e164}`);
  await expect(footer).toContainText("253-555-0142");
}

test.describe("a visitor from a Google Ads click", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("sees its number on the landing page and on a later plain page, with no layout shift", async ({ page }) => {
    await recordShifts(page);
    await page.goto(`/kent-wa/car-accident-lawyer?${GCLID}`);
    await expectNumbers(page, GOOGLE);
    await hydrated(page);
    await afterFrames(page);
    await expectNumbers(page, GOOGLE);
    expect(await shiftSum(page)).toBe(0);

    // A plain address later in the tab: the cache's copy, the main number until the tab's first touch is read.
    const release = await holdModules(page);
    await page.goto("/kent-wa/truck-accident-lawyer");
    await expectNumbers(page, MAIN);
    release();
    await hydrated(page);
    await expectNumbers(page, GOOGLE);
    await afterFrames(page);
    expect(await shiftSum(page)).toBe(0);
  });

  test("keeps it across the app's own navigation", async ({ page }) => {
    await page.goto(`/?${GCLID}`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.locator("summary", { hasText: "Practice Areas" }).click();
    await drawer.getByRole("link", { name: "Truck Accidents" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kent Truck Accident Lawyer");
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    // The drawer's link among them (closed now).
    await expectNumbers(page, GOOGLE);
  });

  test("on a Spanish page, the Spanish number", async ({ page }) => {
    await page.goto(`/es/kent-wa/abogado-de-accidentes-de-auto?${GCLID}`);
    await hydrated(page);
    await expectNumbers(page, GOOGLE_ES);
    await expect(page.getByRole("link", { name: `Llame: ${GOOGLE_ES.display}` }).first()).toBeVisible();
  });

  test("a direct visitor sees the main number", async ({ page }) => {
    await page.goto("/kent-wa/car-accident-lawyer");
    await hydrated(page);
    await expectNumbers(page, MAIN);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the Worker's number, on the landing page and the next", async ({ page }) => {
    await page.goto(`/kent-wa/car-accident-lawyer?${GCLID}`);
    await expectNumbers(page, GOOGLE);
    await page.locator("footer").getByRole("link", { name: "Case Results" }).click();
    await expect(page).toHaveURL(/\/case-results\?.*gclid=/);
    await expectNumbers(page, GOOGLE);
  });
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    for (const [lang, path, shown] of [
      ["en", "/", GOOGLE],
      ["es", "/es", GOOGLE_ES],
    ] as const) {
      test(`the ${lang} home page from an ad: the header and the call button show its number (screenshot)`, async ({ page }, testInfo) => {
        await page.goto(`${path}?${GCLID}`);
        await hydrated(page);
        await expectNumbers(page, shown);
        await page.screenshot({ path: testInfo.outputPath(`visitor-number-${lang}-${width}.png`) });
        await page.screenshot({ path: testInfo.outputPath(`visitor-number-whole-${lang}-${width}.png`), fullPage: true });
        if (width === 390) {
          await page.getByRole("button", { name: lang === "en" ? "Open menu" : "Abrir menú" }).click();
          await expect(page.getByRole("dialog").locator("a[data-firm-tel]")).toContainText(shown.display);
          await page.screenshot({ path: testInfo.outputPath(`visitor-number-drawer-${lang}-${width}.png`) });
        }
      });
    }
  });
}

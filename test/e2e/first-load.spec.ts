/**
 * The first load: nothing but the page until the load event, then the blocks below the
 * first and the page's modules (app/first-load/boot.ts), then hydration (worker/first-load.ts,
 * docs/decisions/0038-first-load-and-edge.md). What a visitor does before the page is interactive
 * still works. The speed itself is measured by `npm run audit` and `npm run bench`.
 */
import { expect, test, type Page } from "@playwright/test";
import { LATER_BLOCKS, WHOLE_PAGES } from "../../app/first-load/boot";
import { afterFrames } from "./page-turns";
import { scaled } from "../slowdown";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/**
 * The whole first load of a page, then its hydration, is the work these tests wait on; on
 * a loaded machine it takes many times as long as on an idle one. So they wait on the
 * page's own marks, within bounds far above that, never on a clock.
 */
test.describe.configure({ timeout: scaled(120_000) });
const HYDRATION = { timeout: scaled(60_000) };

/** Releases the images a test held (its page's load event), at its end at the latest. */
let releaseLoad: (() => void) | undefined;
test.afterEach(() => releaseLoad?.());

/**
 * Holds the load event until `release` is called: the page's images (the pages opened
 * here show one that is never lazy, at this width) are answered only then, so the test
 * acts on the painted page before its modules have loaded, however slow the machine.
 */
async function holdLoad(page: Page): Promise<() => void> {
  const released = new Promise<void>((resolve) => (releaseLoad = resolve));
  await page.route("**/images/**", async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return releaseLoad!;
}

/** Opens a page whose load event is held, and checks that it is not interactive yet. */
async function openBeforeLoad(page: Page, path: string): Promise<() => void> {
  const release = await holdLoad(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  return release;
}

for (const path of ["/", "/es/kent-wa/abogado-de-accidentes-de-auto"]) {
  test(`${path}: no script or stylesheet before the load event, then hydration without an interaction`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    // A CSP violation is reported on the document before any console message.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto(path, HYDRATION);
    // No interaction: the page hydrates by itself once loaded, and without a mismatch
    // (a mismatch makes React render the whole page again, and logs an error).
    await page.waitForSelector("html[data-hydrated]", HYDRATION);
    const { beforeLoad, afterLoad } = await page.evaluate(() => {
      const loadAt = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart;
      const files = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) =>
        /\.(m?js|css)(\?|$)/.test(new URL(entry.name).pathname),
      );
      const name = (entry: PerformanceResourceTiming) => new URL(entry.name).pathname;
      return {
        beforeLoad: files.filter((entry) => entry.startTime < loadAt).map(name),
        afterLoad: files.filter((entry) => entry.startTime >= loadAt).map(name),
      };
    });
    expect(beforeLoad).toEqual([]);
    expect(afterLoad.some((file) => file.includes("entry.client"))).toBe(true);
    expect(afterLoad.some((file) => file.endsWith(".css"))).toBe(false);
    // The stylesheet is in the page; its <link> is kept for React, disabled.
    await expect(page.locator("head > style")).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"][disabled]')).toHaveCount(1);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector("header")!).position)).toBe("fixed");
    expect(errors).toEqual([]);
  });
}

test("a tap on a JavaScript-only button before the load event is replayed once the page is interactive", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route(/youtube-nocookie\.com/, (route) => route.abort());
  await openBeforeLoad(page, "/");
  await page
    .getByRole("button", { name: /^Play video/ })
    .first()
    .click();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", HYDRATION);
  await expect(page.locator("iframe[src*='youtube-nocookie.com']").first()).toBeVisible();
});

test("a touch before the load event loads the page's modules at once", async ({ page }) => {
  await openBeforeLoad(page, "/");
  await page.getByRole("heading", { level: 1 }).tap();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", HYDRATION);
  // The images are still held: the load event has not fired, so the touch loaded the modules.
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
});

test("the drawer opened before the page is interactive stays open", async ({ page }) => {
  await openBeforeLoad(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", HYDRATION);
  // React has had its turn after hydration: a re-render that closed it would be committed.
  await afterFrames(page);
  await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
});

test("a dropdown opened before the page is interactive stays open", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openBeforeLoad(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.locator("summary", { hasText: "Practice Areas" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", HYDRATION);
  // React has had its turn after hydration: a re-render that closed it would be committed.
  await afterFrames(page);
  await expect(nav.getByRole("link", { name: "Car Accidents" })).toBeVisible();
});

test("a link followed before the page is interactive is an ordinary page load", async ({ page }) => {
  await openBeforeLoad(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).press("Enter");
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

/** The computed content-visibility of every block below the first, and the footer's. */
function laterBlocks(page: Page) {
  return page.evaluate((selector) => [...document.querySelectorAll(selector)].map((block) => getComputedStyle(block).contentVisibility), LATER_BLOCKS);
}

test("the blocks below the first wait for the load event, then are rendered; pages opened in the app render whole", async ({ page }) => {
  const release = await openBeforeLoad(page, "/");
  // The first frame left them out (app.css).
  const before = await laterBlocks(page);
  expect(before.length).toBeGreaterThan(5);
  expect(new Set(before)).toEqual(new Set(["auto"]));
  // After the load event the boot renders every one, then the page hydrates.
  release();
  await page.waitForSelector("html[data-hydrated]", HYDRATION);
  expect(new Set(await laterBlocks(page))).toEqual(new Set(["visible"]));
  // A page opened in the app is whole at once, by the stylesheet.
  await expect(page.locator("html")).not.toHaveAttribute(WHOLE_PAGES);
  await page.getByRole("main").locator('a[href="/kent-wa/car-accident-lawyer"]').first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Car Accident");
  await expect(page.locator("html")).toHaveAttribute(WHOLE_PAGES, "");
  const blocks = page.locator("main > * + *");
  expect(await blocks.count()).toBeGreaterThan(1);
  expect(new Set(await laterBlocks(page))).toEqual(new Set(["visible"]));
  expect(await blocks.evaluateAll((all) => all.map((block) => block.getAttribute("style")))).toEqual(Array(await blocks.count()).fill(null));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the blocks below the first render as they come near the screen", async ({ page }) => {
    await page.goto("/");
    expect(new Set(await laterBlocks(page))).toEqual(new Set(["auto"]));
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });
    await footerLink.scrollIntoViewIfNeeded();
    await expect(footerLink).toBeVisible();
    expect(await footerLink.evaluate((link) => link.getBoundingClientRect().height)).toBeGreaterThan(0);
  });
});

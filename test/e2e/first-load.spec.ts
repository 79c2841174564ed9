/**
 * The first load: a page hydrates on the visitor's first interaction, not while it loads
 * (app/entry.client.tsx, docs/decisions/0006-performance-budget.md). The JavaScript
 * budget itself is measured by `npm run audit`.
 */
import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("the page loads without hydrating and hydrates on the first interaction", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  const firstLoad = scripts.length;
  expect(firstLoad).toBeGreaterThan(0);

  await page.mouse.move(10, 10);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // React DOM's client arrived with the interaction, not with the page.
  expect(scripts.length).toBeGreaterThan(firstLoad);
});

test("a click on a JavaScript-only button during hydration is not lost", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route(/youtube-nocookie\.com/, (route) => route.abort());
  await page.goto("/");
  const play = page.getByRole("button", { name: /^Play video/ }).first();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  await play.click();
  await expect(page.locator("iframe[src*='youtube-nocookie.com']").first()).toBeVisible();
});

test("the drawer opened before hydration stays open", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.waitForTimeout(300);
  await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
});

test("a dropdown opened before hydration stays open", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.locator("summary", { hasText: "Practice Areas" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.waitForTimeout(300);
  await expect(nav.getByRole("link", { name: "Car Accidents" })).toBeVisible();
});

test("a link followed before any interaction is an ordinary page load", async ({ page }) => {
  await page.goto("/sitemap");
  await page.getByRole("link", { name: "Privacy Policy" }).first().press("Enter");
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

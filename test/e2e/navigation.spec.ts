import { expect, test } from "@playwright/test";
import { hydrated } from "./support";

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("dropdowns open one at a time, close on Escape and return focus", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const practice = nav.locator("summary", { hasText: "Practice Areas" });
    const attorneys = nav.locator("summary", { hasText: "Our Attorneys" });

    await practice.click();
    await expect(nav.getByRole("link", { name: "Truck Accidents" })).toBeVisible();
    await attorneys.click();
    await expect(nav.getByRole("link", { name: "Marcus Kestrel" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Truck Accidents" })).toBeHidden();

    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Marcus Kestrel" })).toBeHidden();
    await expect(attorneys).toBeFocused();
  });

  test("works with the keyboard alone and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const practice = nav.locator("summary", { hasText: "Practice Areas" });
    await practice.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "Car Accidents" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Car Accidents" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/kent-wa\/car-accident-lawyer$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kent Car Accident Lawyer");
    await expect(nav.getByRole("link", { name: "Car Accidents" })).toBeHidden();
  });

  test("a click outside closes the open dropdown; other sites open in a new tab", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "Our Other Sites" }).click();
    const external = nav.getByRole("link", { name: /Kestrel Criminal Defense/ });
    await expect(external).toBeVisible();
    await expect(external).toHaveAttribute("target", "_blank");
    await page.locator("footer").click({ position: { x: 5, y: 5 } });
    await expect(external).toBeHidden();
  });

  test("the logo links to the firm's external site and the phone link dials", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: /main site/ })).toHaveAttribute("href", "https://www.kestrellaw.example");
    await expect(header.locator('a[href="tel:+12535550142"]').first()).toBeVisible();
  });
});

test.describe("mobile drawer", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("opens from the toggle, closes on Escape and returns focus", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await expect(drawer).toBeHidden();
    await toggle.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("shows the same groups and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    for (const group of ["Practice Areas", "Our Attorneys", "Areas We Serve", "Our Other Sites"]) {
      await expect(drawer.locator("summary", { hasText: group })).toBeVisible();
    }
    await drawer.locator("summary", { hasText: "Areas We Serve" }).click();
    await drawer.getByRole("link", { name: "Kent" }).click();
    await expect(page).toHaveURL(/\/kent-wa\/personal-injury-lawyer$/);
    await expect(drawer).toBeHidden();
  });

  test("the close button closes it", async ({ page }) => {
    await page.goto("/sitemap");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
  });
});

test("a new page starts at the top of the window", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto("/privacy-policy");
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.locator("footer").getByRole("link", { name: "Terms of Use" }).click();
  await expect(page).toHaveURL(/\/terms-of-use$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("desktop dropdown links stay reachable", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "Practice Areas" }).click();
    await nav.getByRole("link", { name: "Dog Bites" }).click();
    await expect(page).toHaveURL(/\/kent-wa\/dog-bite-accident-lawyer$/);
  });

  test("the mobile drawer still opens", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await expect(drawer).toBeVisible();
    await drawer.locator("summary", { hasText: "Our Attorneys" }).click();
    await drawer.getByRole("link", { name: "Diane Vance" }).click();
    await expect(page).toHaveURL(/\/attorney\/kent-wa\/diane-vance$/);
  });
});

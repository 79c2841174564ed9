import type { Page } from "@playwright/test";

/**
 * Waits until the page is interactive. Pages hydrate on the visitor's first interaction
 * (app/entry.client.tsx), so this first moves the pointer, as a visitor would.
 */
export async function hydrated(page: Page) {
  await page.mouse.move(2, 2);
  await page.waitForSelector("html[data-hydrated]");
}

import type { Page } from "@playwright/test";

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

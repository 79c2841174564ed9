/**
 * Waits on the page's own event loop instead of a clock: a test that checks something did
 * NOT happen waits until the page has had its turn to do it, however slow the machine.
 */
import type { Page } from "@playwright/test";

/** Two animation frames and a task: what the page scheduled for its next frame has run,
 * and an update React scheduled meanwhile is committed. */
export const afterFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));

/**
 * The page's next idle turn, then its frames: work it put off until the browser is idle
 * (app/lib/when-idle.ts: the hero video's start) was queued before this callback, so it
 * has run; the same bound as that work's (2 s) keeps a busy page from holding it back.
 */
export async function afterIdleTurn(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  await afterFrames(page);
}

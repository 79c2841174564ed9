/**
 * Firefox (Debian's firefox-esr, or FIREFOX_PATH), driven by puppeteer-core over
 * WebDriver BiDi: headless, no geckodriver. Each session is a fresh browser context.
 * Page errors are collected in the page (collectPageErrors), installed before the page's
 * own scripts run. Not from the driver's console events: those are not tied to a
 * document, so an error of the page being left (a fetch cut off by the navigation) would
 * count against the next journey.
 */
import puppeteer, { type ElementHandle } from "puppeteer-core";
import { collectPageErrors, describeTarget, type Engine, inPageTarget, pageErrors, type Session, targetArgs } from "./driver.ts";
import type { Target } from "./journeys.ts";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: "webDriverBiDi",
    extraPrefsFirefox: {
      // Nothing but the site under test on the network.
      "app.update.enabled": false,
      "browser.safebrowsing.downloads.remote.enabled": false,
      "network.captive-portal-service.enabled": false,
      "network.connectivity-service.enabled": false,
    },
  });
  const version = (await browser.version()).replace(/^firefox\//i, "");

  return {
    name: `Firefox ${version}`,
    async open(viewport) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      await page.evaluateOnNewDocument(collectPageErrors);

      async function element(target: Target): Promise<ElementHandle<Element>> {
        const handle = await page.evaluateHandle(inPageTarget, ...targetArgs(target), "find" as const);
        const el = handle.asElement() as ElementHandle<Element> | null;
        if (!el) throw new Error(`no element ${describeTarget(target)}`);
        return el;
      }

      const session: Session = {
        async goto(url) {
          await page.goto(url, { waitUntil: "load" });
        },
        run: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
        evaluate: (expression) => page.evaluate(expression),
        async click(target) {
          await (await element(target)).click();
        },
        async type(target, text) {
          await (await element(target)).type(text);
        },
        async pointerMove() {
          await page.mouse.move(2, 2);
          await page.mouse.move(4, 4);
        },
        errors: () => page.evaluate(pageErrors),
        async screenshot(file) {
          await page.screenshot({ path: file as `${string}.png` });
        },
        async close() {
          await context.close();
        },
      };
      return session;
    },
    async quit() {
      await browser.close();
    },
  };
}

/**
 * The first load: nothing but the page until the load event, then the page's modules,
 * then hydration when the browser is idle (worker/pages.ts, app/entry.client.tsx,
 * docs/decisions/0015-edge-speed.md). What a visitor does before the page is interactive
 * still works. A page whose HTML arrives in pieces does not move as it is painted
 * (app/components/first-frame.tsx). The speed itself is measured by `npm run audit` and
 * `npm run bench`.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { FIRST_BLOCK_END } from "../../app/components/first-frame";
import { REST_OF_PAGE, REST_RENDERED, WHOLE_PAGES } from "../../app/lib/inline-scripts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/**
 * Holds the load event for a while: the page's images (the pages opened here show one
 * that is never lazy, at this width) are answered late, so the test acts on the painted
 * page before its modules have loaded.
 */
async function holdLoad(page: Page, ms = 4000) {
  await page.route("**/images/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {});
  });
}

/** Records, as `window.restRenderedAt`, when RENDER_REST_SCRIPT marks <html> REST_RENDERED. */
async function recordRestRendered(page: Page) {
  await page.addInitScript((attribute) => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute(attribute)) return;
      (window as { restRenderedAt?: number }).restRenderedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, attributeFilter: [attribute], subtree: true });
  }, REST_RENDERED);
}

/** Opens a page whose load event is held, and checks that it is not interactive yet. */
async function openBeforeLoad(page: Page, path: string) {
  await holdLoad(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
}

for (const path of ["/", "/es/kent-wa/abogado-de-accidentes-de-auto"]) {
  test(`${path}: no script or stylesheet before the load event, then hydration without an interaction`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    await recordRestRendered(page);
    await page.goto(path);
    // No interaction: the page hydrates by itself once loaded, and without a mismatch
    // (a mismatch makes React render the whole page again, and logs an error).
    await page.waitForSelector("html[data-hydrated]");
    const { beforeRest, afterRest } = await page.evaluate(() => {
      const loadAt = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart;
      // The modules wait for the load event and for the blocks rendered after it.
      const restAt = Math.max(loadAt, (window as { restRenderedAt?: number }).restRenderedAt ?? Infinity);
      const files = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) =>
        /\.(m?js|css)(\?|$)/.test(new URL(entry.name).pathname),
      );
      const name = (entry: PerformanceResourceTiming) => new URL(entry.name).pathname;
      return {
        beforeRest: files.filter((entry) => entry.startTime < restAt).map(name),
        afterRest: files.filter((entry) => entry.startTime >= restAt).map(name),
      };
    });
    expect(beforeRest).toEqual([]);
    expect(afterRest.some((file) => file.includes("entry.client"))).toBe(true);
    expect(afterRest.some((file) => file.endsWith(".css"))).toBe(false);
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
  await page.getByRole("button", { name: /^Play video/ }).first().click();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("iframe[src*='youtube-nocookie.com']").first()).toBeVisible();
});

test("a touch before the load event loads the page's modules at once", async ({ page }) => {
  await openBeforeLoad(page, "/");
  await page.getByRole("heading", { level: 1 }).tap();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 3000 });
  // The hero's poster, held for four seconds, is still on its way: the load event has not fired.
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
});

test("the drawer opened before the page is interactive stays open", async ({ page }) => {
  await openBeforeLoad(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.waitForTimeout(300);
  await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
});

test("a dropdown opened before the page is interactive stays open", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openBeforeLoad(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.locator("summary", { hasText: "Practice Areas" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.waitForTimeout(300);
  await expect(nav.getByRole("link", { name: "Car Accidents" })).toBeVisible();
});

test("a link followed before the page is interactive is an ordinary page load", async ({ page }) => {
  await openBeforeLoad(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).press("Enter");
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

/** The computed content-visibility of every block after <main>'s first, and the footer's. */
function restOfPage(page: Page) {
  return page.evaluate(
    (selector) => [...document.querySelectorAll(selector)].map((block) => getComputedStyle(block).contentVisibility),
    REST_OF_PAGE,
  );
}

test("the blocks below the first block wait for the load event, then are rendered; later pages render whole", async ({ page }) => {
  await openBeforeLoad(page, "/");
  // Before the load event the first frame left them out (app.css, RENDER_REST_SCRIPT).
  const before = await restOfPage(page);
  expect(before.length).toBeGreaterThan(5);
  expect(new Set(before)).toEqual(new Set(["auto"]));
  await expect(page.locator("html")).not.toHaveAttribute(REST_RENDERED);
  // After it, one per task, every block is rendered, with its real height.
  await expect(page.locator("html")).toHaveAttribute(REST_RENDERED, "", { timeout: 15_000 });
  expect(new Set(await restOfPage(page))).toEqual(new Set(["visible"]));
  // The end signal restyles nothing: no rule of the page depends on it.
  const rulesOnSignal = await page.evaluate((attribute) => {
    const selectors = (rules: CSSRuleList): string[] =>
      [...rules].flatMap((rule) => [
        ...(rule instanceof CSSStyleRule ? [rule.selectorText] : []),
        ...("cssRules" in rule ? selectors(rule.cssRules as CSSRuleList) : []),
      ]);
    return [...document.styleSheets].flatMap((sheet) => selectors(sheet.cssRules)).filter((s) => s.includes(attribute));
  }, REST_RENDERED);
  expect(rulesOnSignal).toEqual([]);
  // A page of several blocks opened in the app afterwards is rendered whole at once, by
  // the stylesheet (the script has not touched its blocks).
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.locator("html")).not.toHaveAttribute(WHOLE_PAGES);
  await page.getByRole("main").locator('a[href="/kent-wa/car-accident-lawyer"]').first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Car Accident");
  await expect(page.locator("html")).toHaveAttribute(WHOLE_PAGES, "");
  const blocks = page.locator("main > * + *");
  expect(await blocks.count()).toBeGreaterThan(1);
  expect(new Set(await restOfPage(page))).toEqual(new Set(["visible"]));
  expect(await blocks.evaluateAll((all) => all.map((block) => block.getAttribute("style")))).toEqual(
    Array(await blocks.count()).fill(null),
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the blocks below the first render as they come near the screen", async ({ page }) => {
    await page.goto("/");
    expect(new Set(await restOfPage(page))).toEqual(new Set(["auto"]));
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });
    await footerLink.scrollIntoViewIfNeeded();
    await expect(footerLink).toBeVisible();
    expect(await footerLink.evaluate((link) => link.getBoundingClientRect().height)).toBeGreaterThan(0);
  });
});

/**
 * A server in front of the site that sends every page's HTML in two pieces, cut inside
 * its first block (after its <h1>), the second `pause` ms after the first: what a slow
 * network or a compressor's buffer can do. Everything else passes through. With
 * `withoutExpect`, the page loses its `<link rel="expect">`: what a browser that ignores
 * the link sees (only Chromium honours it).
 */
async function htmlInPieces(origin: string, pause: number, withoutExpect: boolean): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(origin + request.url, { headers: { accept: request.headers.accept ?? "*/*" }, redirect: "manual" });
    const headers = Object.fromEntries(
      ["content-type", "content-security-policy", "location"].flatMap((name) => {
        const value = upstream.headers.get(name);
        return value ? [[name, value]] : [];
      }),
    );
    response.writeHead(upstream.status, headers);
    if (!headers["content-type"]?.startsWith("text/html")) return response.end(Buffer.from(await upstream.arrayBuffer()));
    const page = await upstream.text();
    const html = withoutExpect ? page.replace(/<link rel="expect"[^>]*>/, "") : page;
    const cut = html.indexOf("</h1>", html.indexOf("<main")) + "</h1>".length;
    response.write(html.slice(0, cut));
    await new Promise((resolve) => setTimeout(resolve, pause));
    response.end(html.slice(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** What the page's first frame had, and the sum of its layout shifts, kept on `window`. */
type FirstFrameProbe = { firstFrame?: { wholeFirstBlock: boolean; at: number }; shifted: number };

/** Opens `path` with its HTML in two pieces; what the first frame had, and the layout shifts. */
async function openInPieces(page: Page, origin: string, path: string, pause: number, withoutExpect = false) {
  const { url, server } = await htmlInPieces(origin, pause, withoutExpect);
  try {
    // A frame runs requestAnimationFrame's callbacks: the first one records what it had.
    await page.addInitScript((marker) => {
      const w = window as unknown as FirstFrameProbe;
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.shifted += (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: "layout-shift", buffered: true });
      requestAnimationFrame(() => {
        w.firstFrame = { wholeFirstBlock: document.getElementById(marker) !== null, at: performance.now() };
      });
    }, FIRST_BLOCK_END);
    await page.goto(url + path);
    await page.waitForTimeout(300);
    return await page.evaluate(() => {
      const w = window as unknown as FirstFrameProbe;
      return { firstFrame: w.firstFrame, shifted: w.shifted };
    });
  } finally {
    server.close();
  }
}

const heroPages = ["/", "/es/kent-wa/abogado-de-accidentes-de-auto", "/attorney/kent-wa/marcus-kestrel"];
/** The time between the two pieces of a page's HTML, ms. */
const pause = 1500;

for (const path of heroPages) {
  for (const width of [390, 1280]) {
    test(`${path}: at ${width} px, the first frame shows the whole first block, even when the HTML arrives in pieces`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 844 });
      const { firstFrame, shifted } = await openInPieces(page, baseURL!, path, pause);
      expect(firstFrame?.wholeFirstBlock).toBe(true);
      expect(firstFrame?.at).toBeGreaterThanOrEqual(pause);
      expect(shifted).toBe(0);
      await expect(page.locator(`main > :first-child > #${FIRST_BLOCK_END}:last-child`)).toHaveCount(1);
    });
  }

  test(`${path}: on a phone, a browser that ignores the link paints the HTML as it comes, and nothing moves`, async ({ page, baseURL }) => {
    const { firstFrame, shifted } = await openInPieces(page, baseURL!, path, pause, true);
    // Painted before the rest of the hero arrived...
    expect(firstFrame?.wholeFirstBlock).toBe(false);
    expect(firstFrame?.at).toBeLessThan(pause);
    // ...and what was painted then stayed where it was (the heroes stack from the top).
    expect(shifted).toBe(0);
  });
}

// How long a tap on a JavaScript-only control takes to show its effect on a slow phone:
// Chromium with its CPU slowed down 4x (CDP), a phone viewport and touch. The page loads,
// the visitor waits `afterLoadMs`, scrolls the testimonial carousel into view and taps
// the dot of the third testimonial. The figure is the time from the tap (the event's own
// time stamp, so time spent waiting for a busy main thread counts) to the first frame
// after the dot became the current one. Median of `runs` fresh pages.
import { chromium } from "@playwright/test";
import { median } from "./median-run.mjs";

const DOT = /^(Show testimonial|Ver testimonio) 3 (of|de) 6$/;

async function once(browser, url, afterLoadMs) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(afterLoadMs);
    const dot = page.getByRole("button", { name: DOT });
    await dot.scrollIntoViewIfNeeded();
    const hydratedBeforeTap = await page.evaluate(() => document.documentElement.dataset.hydrated === "true");
    const effect = page.evaluate(
      (label) =>
        new Promise((resolve) => {
          const button = [...document.querySelectorAll("button")].find((b) => b.getAttribute("aria-label") === label);
          let tappedAt = null;
          addEventListener("pointerdown", (event) => (tappedAt ??= event.timeStamp), { capture: true, once: true });
          const done = () => requestAnimationFrame(() => resolve(performance.now() - tappedAt));
          new MutationObserver((_, observer) => {
            if (tappedAt === null || button.getAttribute("aria-current") !== "true") return;
            observer.disconnect();
            done();
          }).observe(button, { attributes: true, attributeFilter: ["aria-current"] });
        }),
      await dot.getAttribute("aria-label"),
    );
    await dot.tap();
    const ms = await Promise.race([effect, new Promise((resolve) => setTimeout(() => resolve(Infinity), 10_000))]);
    return { ms, hydratedBeforeTap };
  } finally {
    await context.close();
  }
}

export async function tapLatency(url, { runs = 3, afterLoadMs = 2000, executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium" } = {}) {
  const browser = await chromium.launch({ executablePath, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await once(browser, url, afterLoadMs));
    const all = results.map((r) => r.ms);
    return { median: median(all), all, hydratedBeforeTap: results.every((r) => r.hydratedBeforeTap) };
  } finally {
    await browser.close();
  }
}

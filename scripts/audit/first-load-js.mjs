// The JavaScript a visitor's browser receives on the first load of a page: every script
// file fetched until the network is quiet (module preloads, route chunks, anything loaded
// on idle), by its compressed size on the wire, plus the inline scripts of the HTML
// (React Router's hydration data, the site's own), gzipped on their own; split into what
// is fetched before the page's load event and what after.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

export async function firstLoadJs(url, { executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium" } = {}) {
  const browser = await chromium.launch({ executablePath, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const files = new Map();
    const failed = [];
    page.on("response", async (response) => {
      const type = response.request().resourceType();
      const path = new URL(response.url()).pathname;
      if (type !== "script" && !path.endsWith(".js")) return;
      if (response.status() >= 400) failed.push(`${response.status()} ${path}`);
      // A preloaded module is reported twice (the preload, then the module from the
      // preload cache with 0 bytes): keep the larger figure.
      const sizes = await response
        .request()
        .sizes()
        .catch(() => null);
      const bytes = sizes ? sizes.responseBodySize : 0;
      files.set(path, Math.max(files.get(path) ?? 0, bytes));
    });
    const response = await page.goto(url, { waitUntil: "load" });
    const html = await response.text();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(2000);
    if (failed.length) throw new Error(`scripts failed to load: ${failed.join(", ")}`);
    // The page's own clock: what was requested before its load event began.
    const requestedBeforeLoad = new Set(
      await page.evaluate(() => {
        const { loadEventStart } = performance.getEntriesByType("navigation")[0];
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime < loadEventStart)
          .map((entry) => new URL(entry.name).pathname);
      }),
    );

    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attrs]) => !/type="application\/ld\+json"/.test(attrs))
      .map(([, , body]) => body)
      .join("\n");
    const list = [...files].map(([path, bytes]) => ({ path, bytes, beforeLoad: requestedBeforeLoad.has(path) })).sort((a, b) => b.bytes - a.bytes);
    const sum = (items) => items.reduce((total, f) => total + f.bytes, 0);
    const fileBytes = sum(list);
    const inlineBytes = inline ? gzipSync(inline, { level: 9 }).length : 0;
    return {
      files: list,
      fileBytes,
      inlineBytes,
      total: fileBytes + inlineBytes,
      beforeLoad: sum(list.filter((f) => f.beforeLoad)) + inlineBytes,
      afterLoad: sum(list.filter((f) => !f.beforeLoad)),
    };
  } finally {
    await browser.close();
  }
}

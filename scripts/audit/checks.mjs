// The audit's other checks against the running site: axe, the W3C Nu validator, the
// response headers, and the MDN HTTP Observatory.
import { execFile, execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import { htmlErrors } from "../../test/html-validator.ts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });

/** Waits until the page is hydrated (after its load event, at once on an interaction). */
async function hydrate(page) {
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 4);
  await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 });
}

/**
 * axe on every template at 390 and 1280 px, after an invalid submission of the page's
 * consultation form, and with the phone drawer open. Violations as "state: rule (n nodes)".
 */
export async function axeAudit(origin, templates) {
  const browser = await launch();
  const found = [];
  let states = 0;
  const check = async (page, state) => {
    states++;
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    for (const v of violations) found.push(`${state}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  };
  try {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 800 } });
      const page = await context.newPage();
      for (const t of templates) {
        await page.goto(origin + t.path);
        await hydrate(page);
        await check(page, `${t.path} @${width}`);
        const form = page.locator('form[action="/api/send-contact-email"]').first();
        if ((await form.count()) > 0) {
          await form.locator('button[type="submit"]').click();
          await form.locator('[aria-invalid="true"]').first().waitFor();
          await check(page, `${t.path} @${width} invalid form`);
        }
      }
      if (width === 390) {
        await page.goto(origin + "/");
        await hydrate(page);
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog", { name: "Site menu" }).waitFor();
        await check(page, "/ @390 drawer open");
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { states, violations: found };
}

/** The W3C Nu validator (vnu-jar) on the server-rendered HTML of every template. */
export async function htmlValidity(origin, templates) {
  const dir = mkdtempSync(join(tmpdir(), "audit-vnu-"));
  try {
    const files = [];
    for (const [i, t] of templates.entries()) {
      const file = join(dir, `${String(i).padStart(2, "0")}${t.path.replace(/[^a-z0-9]+/gi, "-")}.html`);
      writeFileSync(file, await (await fetch(origin + t.path)).text());
      files.push(file);
    }
    const errors = await htmlErrors(files);
    return {
      documents: files.length,
      errors: errors.map((m) => `${m.file.replace(/^\d\d/, "")}: ${m.message}`),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The security and cache headers of every template, a hashed asset, an image and /api. */
export async function headerAudit(origin, templates) {
  const problems = [];
  const expect = (ok, message) => ok || problems.push(message);
  let firstAsset = null;
  for (const t of templates) {
    const res = await fetch(origin + t.path);
    const html = await res.text();
    const h = (name) => res.headers.get(name) ?? "";
    const csp = h("content-security-policy");
    const scriptSrc = /(?:^|;)\s*script-src([^;]*)/.exec(csp)?.[1] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce, `${t.path}: CSP script-src has no nonce`);
    expect(!/'unsafe-inline'|'unsafe-eval'/.test(scriptSrc), `${t.path}: script-src allows unsafe code`);
    expect(/frame-ancestors 'none'/.test(csp), `${t.path}: no frame-ancestors 'none'`);
    expect(/object-src 'none'/.test(csp) && /base-uri 'none'/.test(csp), `${t.path}: object-src/base-uri not 'none'`);
    // Every inline script carries the page's nonce, or is allowed by the hash of its text.
    for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/type="application\/ld\+json"/.test(attributes)) continue;
      const hash = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
      expect(
        attributes.includes(`nonce="${nonce}"`) || scriptSrc.includes(hash),
        `${t.path}: a script neither with the page's nonce nor allowed by its hash: <script${attributes.slice(0, 60)}>`,
      );
    }
    expect(/max-age=(\d+)/.exec(h("strict-transport-security"))?.[1] >= 15552000, `${t.path}: HSTS missing or short`);
    expect(h("x-content-type-options") === "nosniff", `${t.path}: no X-Content-Type-Options: nosniff`);
    expect(h("referrer-policy"), `${t.path}: no Referrer-Policy`);
    expect(h("permissions-policy"), `${t.path}: no Permissions-Policy`);
    expect(!h("cross-origin-opener-policy"), `${t.path}: Cross-Origin-Opener-Policy (left out on purpose: docs/decisions/0038)`);
    // Each response carries values of its own (nonce, form key, first touch): never shared.
    expect(h("cache-control") === "private, no-cache", `${t.path}: HTML Cache-Control is "${h("cache-control")}"`);
    firstAsset ??= /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  }
  const asset = await fetch(origin + firstAsset);
  expect(
    /max-age=31536000/.test(asset.headers.get("cache-control")) && /immutable/.test(asset.headers.get("cache-control")),
    `${firstAsset}: not immutable for a year`,
  );
  expect(asset.headers.get("x-content-type-options") === "nosniff", `${firstAsset}: no nosniff`);
  const image = await fetch(origin + "/favicon.svg");
  expect(/max-age=\d{5,}/.test(image.headers.get("cache-control")), `/favicon.svg: Cache-Control is "${image.headers.get("cache-control")}"`);
  for (const init of [{}, { method: "POST", body: "{}", headers: { "Content-Type": "application/json", Origin: origin } }]) {
    const api = await fetch(origin + "/api/send-contact-email", init);
    await api.arrayBuffer();
    expect(api.headers.get("cache-control") === "no-store", `/api (${init.method ?? "GET"}): Cache-Control is "${api.headers.get("cache-control")}"`);
  }
  return { checked: templates.length + 4, problems };
}

const OBSERVATORY_VERSION = "1.4.8";
const OBSERVATORY_DIR = resolve("node_modules/.cache/mdn-http-observatory");
const OBSERVATORY_PKG = join(OBSERVATORY_DIR, "node_modules/@mdn/mdn-http-observatory");
/** Tests that can only pass over HTTPS (the local server is plain http). */
export const HTTPS_ONLY_TESTS = ["redirection", "strict-transport-security"];

/**
 * The MDN HTTP Observatory scanner (npm @mdn/mdn-http-observatory). It is installed on
 * first use into node_modules/.cache (pinned, --ignore-scripts: its install script
 * downloads the HSTS preload list from the internet; an empty list stands in for it).
 */
export async function observatory(hostAndPort) {
  if (!existsSync(join(OBSERVATORY_PKG, "package.json"))) {
    mkdirSync(OBSERVATORY_DIR, { recursive: true });
    writeFileSync(join(OBSERVATORY_DIR, "package.json"), '{ "private": true }\n');
    execFileSync("npm", ["install", "--ignore-scripts", "--no-audit", "--no-fund", "--no-save", `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`], {
      cwd: OBSERVATORY_DIR,
      stdio: "ignore",
    });
  }
  const preload = join(OBSERVATORY_PKG, "conf/hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  // Asynchronously: the gzip proxy it scans runs in this process.
  const { stdout: out } = await promisify(execFile)(process.execPath, [join(OBSERVATORY_PKG, "src/scan.js"), hostAndPort]);
  const { scan, tests, error } = JSON.parse(out);
  if (error) throw new Error(`observatory: ${error}`);
  const failed = Object.entries(tests)
    .filter(([, t]) => !t.pass)
    .map(([name]) => name);
  // The score once the HTTPS-only tests pass (production, behind Cloudflare's HTTPS).
  const modifiers = Object.entries(tests).map(([name, t]) => (HTTPS_ONLY_TESTS.includes(name) ? 0 : t.scoreModifier));
  const penalties = modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const withHttps = 100 + penalties >= 90 ? 100 + modifiers.reduce((a, b) => a + b, 0) : 100 + penalties;
  return { score: scan.score, grade: scan.grade, failed, withHttps };
}

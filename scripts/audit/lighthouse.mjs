// Lighthouse (npm, the CLI) with its default mobile settings (Moto G Power emulation,
// simulated slow 4G and 4x CPU slowdown) on Debian's Chromium. Each page is measured
// `runs` times; each figure is the median of its runs (median-run.mjs).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { summarizeRuns } from "./median-run.mjs";

const CLI = resolve("node_modules/lighthouse/cli/index.js");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function runOnce(url, outputPath) {
  const args = [
    CLI,
    url,
    "--quiet",
    "--output=json",
    `--output-path=${outputPath}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" };
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) =>
      code === 0 ? done(JSON.parse(readFileSync(outputPath, "utf8"))) : fail(new Error(`lighthouse ${url} exited ${code}\n${stderr}`)),
    );
  });
}

/** The figures the audit reports from one Lighthouse result. */
function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id];
  const failing = (category) =>
    lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0 && audit(ref.id)?.score !== null && audit(ref.id)?.score < 1).map((ref) => ref.id);
  // Lighthouse 13 names the LCP element in its LCP breakdown insight.
  const lcpItem =
    audit("lcp-breakdown-insight")?.details?.items?.find((item) => item.type === "node") ??
    audit("largest-contentful-paint-element")?.details?.items?.[0]?.items?.[0]?.node;
  return {
    url: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    failing: Object.fromEntries(CATEGORIES.map((id) => [id, failing(id)])),
    fcp: audit("first-contentful-paint").numericValue,
    lcp: audit("largest-contentful-paint").numericValue,
    tbt: audit("total-blocking-time").numericValue,
    cls: audit("cumulative-layout-shift").numericValue,
    si: audit("speed-index").numericValue,
    lcpElement: lcpItem ? { selector: lcpItem.selector, snippet: lcpItem.snippet, label: lcpItem.nodeLabel } : null,
    requests: audit("network-requests")?.details?.items ?? [],
    longestOwnTask: longestOwnTask(lhr),
  };
}

/** The longest main-thread task (simulated, in ms) of the page's own: one Lighthouse attributes
 * to the page's document or a script of its origin; 0 when none reached 50 ms. */
function longestOwnTask(lhr) {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const own = (lhr.audits["long-tasks"]?.details?.items ?? []).filter((task) => typeof task.url === "string" && task.url.startsWith(origin));
  return Math.max(0, ...own.map((task) => task.duration));
}

/** One Lighthouse run of `url`, summarized; its report is written in `dir`. Lighthouse now and
 * then fails to record a trace (NO_NAVSTART, NO_FCP): it is tried up to three times. */
export async function lighthouseRun(url, dir) {
  const output = join(dir, `run-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
  for (let attempt = 1; ; attempt++) {
    try {
      return summarize(await runOnce(url, output));
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`[audit] lighthouse ${url}: ${String(error.message).split("\n")[0]}; trying again\n`);
    }
  }
}

/** Runs Lighthouse `runs` times on `url`; the medians of its figures (+ each run's). */
export async function lighthouse(url, runs = 5) {
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-"));
  try {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await lighthouseRun(url, dir));
    return summarizeRuns(results);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

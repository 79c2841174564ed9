#!/usr/bin/env node
// `npm run audit`: builds the production Worker, serves it locally (npm start) behind a
// gzip proxy, and runs Lighthouse (mobile), the first-load JavaScript measure, axe, the
// W3C Nu validator, the header check and the MDN HTTP Observatory. Prints one table and
// exits non-zero when a budget fails. Not part of `npm test` (it takes a few minutes and
// its Performance figures need a quiet machine).
//
//   npm run audit                      everything (Lighthouse: median of 3 runs per page)
//   npm run audit -- --runs 5          more Lighthouse runs per page
//   npm run audit -- --update-readme   also writes the table into README.md
//   SKIP_BUILD=1 npm run audit         audit the existing build
//   AUDIT_PORT=8798                    the local server's port (the proxy uses the next one)
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import "../cloudflare-env.mjs";
import { startLocalServer } from "../local-server.mjs";
import { lighthousePages, pageTemplates } from "../../test/page-templates.ts";
import { axeAudit, headerAudit, HTTPS_ONLY_TESTS, htmlValidity, observatory } from "./checks.mjs";
import { firstLoadJs } from "./first-load-js.mjs";
import { startGzipProxy } from "./gzip-proxy.mjs";
import { lighthouse } from "./lighthouse.mjs";
import { tapLatency } from "./tap-latency.mjs";

/** The budgets `npm run audit` asserts. */
export const budgets = {
  /** Lighthouse Performance: the median of each page's runs, and every run. */
  performance: 100,
  performanceEveryRun: 99,
  fcp: 1200,
  lcp: 1500,
  tbt: 50,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  /**
   * JavaScript of the first load of /, gzipped, in bytes (1 KB = 1000 bytes): before the
   * load event, only the inline scripts (no file); after it, React and React Router and
   * the site's code in both languages, fetched once the page is complete
   * (docs/decisions/0015-edge-speed.md).
   */
  jsBeforeLoad: 5_000,
  jsTotal: 160_000,
  /** A tap on a carousel dot two seconds after the load event, 4x CPU slowdown: to its frame. */
  tapMs: 200,
};

const { values: args } = parseArgs({
  options: { runs: { type: "string", default: "3" }, "update-readme": { type: "boolean", default: false } },
});
const port = Number(process.env.AUDIT_PORT ?? 8798);
const stateDir = ".wrangler/audit-state";
const log = (message) => process.stderr.write(`[audit] ${message}\n`);

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);
const mark = (ok) => (ok ? "pass" : "**FAIL**");

/** The LCP element, named briefly (tag and source, or its text), and whether it is the
 * site's own image or text (not a third-party frame or image). */
function lcpElement(r, origin) {
  if (!r.lcpElement) return { label: "not found", own: false };
  const snippet = r.lcpElement.snippet ?? "";
  const tag = /^<(\w+)/.exec(snippet)?.[1] ?? "?";
  const src = /\ssrc="([^"]+)"/.exec(snippet)?.[1];
  const own = tag !== "iframe" && (!src || src.startsWith("/") || src.startsWith(origin));
  const shown = src?.startsWith(origin) ? src.slice(origin.length) : src;
  const label = `${tag}${shown ? ` ${shown}` : ` "${(r.lcpElement.label ?? "").slice(0, 30)}…"`}${own ? "" : " (not the site's own!)"}`;
  return { label, own };
}

async function main() {
  const cores = availableParallelism();
  // Before the audit's own build and browsers add to it.
  const loadBefore = loadavg()[0];
  if (process.env.SKIP_BUILD !== "1") {
    log("building");
    const build = spawnSync("react-router", ["build"], { stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("the build failed");
  }
  log(`starting the server on ${port}`);
  const stopServer = await startLocalServer({ port, stateDir });
  const proxy = await startGzipProxy({ port: port + 1, targetPort: port });
  const origin = proxy.url;
  const rows = [];
  let ok = true;
  const row = (check, figure, budget, pass) => {
    rows.push({ check, figure, budget, result: pass === null ? "info" : mark(pass) });
    if (pass === false) ok = false;
  };

  try {
    const runs = Number(args.runs);
    for (const path of lighthousePages) {
      log(`lighthouse ${path} (${runs} runs)`);
      // One request first, so that every run meets the page kept at the edge, as a visitor
      // of a page others have visited does, not the first render of a cold server.
      await (await fetch(origin + path)).arrayBuffer();
      const r = await lighthouse(origin + path, runs);
      const s = r.scores;
      const noindex = r.failing.seo.length === 1 && r.failing.seo[0] === "is-crawlable";
      const seoOk = s.seo >= budgets.seo || noindex;
      const lcp = lcpElement(r, origin);
      const pass =
        lcp.own &&
        s.performance >= budgets.performance &&
        Math.min(...r.allPerformance) >= budgets.performanceEveryRun &&
        r.fcp <= budgets.fcp &&
        r.lcp <= budgets.lcp &&
        r.tbt <= budgets.tbt &&
        s.accessibility >= budgets.accessibility &&
        s["best-practices"] >= budgets.bestPractices &&
        seoOk &&
        r.cls <= budgets.cls;
      const failing = Object.entries(r.failing)
        .filter(([category, ids]) => ids.length && category !== "performance")
        .map(([category, ids]) => `${category}: ${ids.join(", ")}`);
      row(
        `Lighthouse \`${path}\``,
        `**${s.performance}** / ${s.accessibility} / ${s["best-practices"]} / ${s.seo}${noindex ? "†" : ""} · FCP ${ms(r.fcp)} · LCP ${ms(r.lcp)} · TBT ${ms(r.tbt)} · CLS ${r.cls.toFixed(3).replace(/\.?0+$/, "")} · LCP element: ${lcp.label} · runs: ${r.allPerformance.join(", ")} · TBT per run ${r.allTbt.map(ms).join(", ")}, from the main thread's own CPU ${r.allOwnTbt.map((t) => (t === null ? "?" : ms(t))).join(", ")}‡ · first frame's task per run, wall / own CPU: ${r.allFirstFrame.map((f) => (f === null ? "?" : `${Math.round(f.wallMs)} / ${Math.round(f.cpuMs)}`)).join(", ")} ms§${failing.length ? ` · failing ${failing.join("; ")}` : ""}`,
        `${budgets.performance} (every run ≥${budgets.performanceEveryRun}) / 100 / 100 / 100, FCP ≤ ${ms(budgets.fcp)}, LCP ≤ ${ms(budgets.lcp)}, TBT ≤ ${ms(budgets.tbt)}, CLS 0, LCP element the site's own`,
        pass,
      );
    }

    log("first-load JavaScript of /");
    const js = await firstLoadJs(origin + "/");
    const filesBeforeLoad = js.files.filter((f) => f.beforeLoad);
    row(
      "JavaScript, first load of `/` (gzip)",
      `**${kb(js.total)}**: ${js.files.length} files ${kb(js.fileBytes)} + inline ${kb(js.inlineBytes)}; before the load event ${kb(js.beforeLoad)} (${filesBeforeLoad.length} files), after it ${kb(js.afterLoad)}`,
      `before the load event ≤ ${kb(budgets.jsBeforeLoad)} and no file; in all ≤ ${kb(budgets.jsTotal)}`,
      js.beforeLoad <= budgets.jsBeforeLoad && filesBeforeLoad.length === 0 && js.total <= budgets.jsTotal,
    );

    for (const path of ["/", "/es"]) {
      log(`tap latency ${path}`);
      const tap = await tapLatency(origin + path);
      row(
        `Tap on a carousel dot 2 s after load, 4× CPU slowdown \`${path}\``,
        `**${ms(tap.median)}** median (runs: ${tap.all.map(ms).join(", ")}); ${tap.hydratedBeforeTap ? "hydrated before the tap" : "not yet hydrated at the tap in some run"}`,
        `≤ ${ms(budgets.tapMs)}`,
        tap.median <= budgets.tapMs,
      );
    }

    log("axe");
    const axe = await axeAudit(origin, pageTemplates);
    row(
      "axe-core (WCAG 2.0/2.1/2.2 A + AA)",
      `**${axe.violations.length}** violations in ${axe.states} page states${axe.violations.length ? `: ${axe.violations.slice(0, 5).join("; ")}` : ""}`,
      "0",
      axe.violations.length === 0,
    );

    log("W3C Nu validator");
    const vnu = await htmlValidity(origin, pageTemplates);
    const uniqueErrors = [...new Set(vnu.errors)];
    row(
      "W3C Nu HTML validator",
      `**${vnu.errors.length}** errors in ${vnu.documents} documents${uniqueErrors.length ? `: ${uniqueErrors.slice(0, 4).join("; ")}` : ""}`,
      "0",
      vnu.errors.length === 0,
    );

    log("headers");
    const headers = await headerAudit(origin, pageTemplates);
    row(
      "Security and cache headers",
      `**${headers.problems.length}** problems (${headers.checked} responses)${headers.problems.length ? `: ${headers.problems.slice(0, 4).join("; ")}` : ""}`,
      "0",
      headers.problems.length === 0,
    );

    log("MDN HTTP Observatory");
    const obs = await observatory(`127.0.0.1:${port + 1}`);
    const onlyHttps = obs.failed.every((name) => HTTPS_ONLY_TESTS.includes(name));
    row(
      "MDN HTTP Observatory",
      `**${obs.score}** (${obs.grade}) over local http; failing: ${obs.failed.join(", ") || "none"}${onlyHttps ? ` (HTTPS-only); ${obs.withHttps} with those passing over HTTPS` : ""}`,
      "all but the HTTPS-only tests pass",
      onlyHttps,
    );
  } finally {
    await proxy.close();
    stopServer();
  }

  const loadAfter = loadavg()[0];
  const when = new Date().toISOString().slice(0, 16).replace("T", " ");
  const table = [
    `Audit of ${when} UTC: production build served by \`npm start\` behind a gzip proxy; Lighthouse ${JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version}, default mobile settings, median of ${args.runs} runs; machine load ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${cores} cores.`,
    "",
    "| check | figures | budget | result |",
    "| --- | --- | --- | --- |",
    ...rows.map((r) => `| ${r.check} | ${r.figure.replaceAll("|", "\\|")} | ${r.budget} | ${r.result} |`),
    "",
    "Lighthouse figures: Performance / Accessibility / Best Practices / SEO. " +
      "† SEO without `is-crawlable`: the page is `noindex` on purpose (docs/decisions/0005, 8), which is the only SEO audit it fails. " +
      "‡ TBT from each main-thread task's own CPU time instead of its wall time (scripts/audit/own-cpu-tbt.mjs): the page's work from its navigation on, without the time its thread waited for a core (the browser's other processes, the server, Lighthouse) or for the browser process (font lookups); a diagnostic, not the budget. " +
      "§ The main-thread task that laid out the first frame (scripts/audit/own-cpu-tbt.mjs): Lighthouse's simulation usually runs it after its simulated first paint, where it adds up to 2 × its wall time − 50 ms to TBT once it lasts over 25 ms (docs/decisions/0016, \"Why the first frame itself counts\").",
  ].join("\n");
  console.log(table);
  if (loadBefore > cores / 2) {
    log(`warning: the machine was busy before the audit (load ${loadBefore.toFixed(1)} on ${cores} cores): Performance figures are pessimistic`);
  }

  if (args["update-readme"]) {
    const readme = readFileSync("README.md", "utf8");
    const start = "<!-- audit:start -->";
    const end = "<!-- audit:end -->";
    if (!readme.includes(start) || !readme.includes(end)) throw new Error(`README.md has no ${start} … ${end} markers`);
    const before = readme.slice(0, readme.indexOf(start) + start.length);
    const after = readme.slice(readme.indexOf(end));
    writeFileSync("README.md", `${before}\n${table}\n${after}`);
    log("README.md updated");
  }
  return ok;
}

main().then(
  (ok) => {
    if (!ok) log("a budget failed");
    process.exit(ok ? 0 : 1);
  },
  (error) => {
    console.error(error);
    process.exit(2);
  },
);

// `npm run audit -- --ab <checkout>`: this checkout (B) against another (A, e.g. a `git worktree`
// of an earlier release with its own `npm install`), interleaved on one machine. Each checkout
// is built by its own scripts; in every pair each is served in turn (`npm start` of its own,
// on the audit's port, behind the gzip proxy, pages requested once first) and measured once
// per page by Lighthouse (default mobile settings). The order alternates (A B, B A, …) so a
// machine that drifts counts against both alike. Prints the medians of each build per page,
// and of the pairs' differences (B − A), and writes them to audit-results/ab.md.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { startLocalServer } from "../local-server.mjs";
import { startGzipProxy } from "./gzip-proxy.mjs";
import { lighthouseRun } from "./lighthouse.mjs";
import { median } from "./median-run.mjs";

const log = (message) => process.stderr.write(`[audit a/b] ${message}\n`);

/** The figures compared, as each run gives them, and how they are shown. */
export const FIGURES = [
  { key: "performance", label: "Performance", show: (v) => String(Math.round(v * 10) / 10), of: (r) => r.scores.performance },
  { key: "tbt", label: "TBT ms", show: (v) => String(Math.round(v)), of: (r) => r.tbt },
  { key: "longestOwnTask", label: "longest own task ms", show: (v) => String(Math.round(v)), of: (r) => r.longestOwnTask },
  { key: "lcp", label: "LCP ms", show: (v) => String(Math.round(v)), of: (r) => r.lcp },
  { key: "fcp", label: "FCP ms", show: (v) => String(Math.round(v)), of: (r) => r.fcp },
];

/** Builds a checkout with its own scripts: scripts/build.mjs (only when stale) where it has one, else `react-router build`. */
function build(checkout) {
  const env = { ...process.env, PATH: `${resolve(checkout, "node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}` };
  const own = existsSync(join(checkout, "scripts/build.mjs"));
  const [command, args] = own ? [process.execPath, ["scripts/build.mjs", "--if-stale"]] : ["react-router", ["build"]];
  log(`building ${checkout}`);
  const result = spawnSync(command, args, { cwd: checkout, env, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`the build of ${checkout} failed`);
}

/**
 * The pairs' medians: for each page and figure, A's and B's medians over the pairs and the
 * median of the pairs' differences (B − A). `runs[build][page]` lists each pair's run, in order.
 */
export function pairMedians(runs, pages) {
  return pages.map((page) => ({
    page,
    figures: FIGURES.map((figure) => {
      const a = runs.A[page].map(figure.of);
      const b = runs.B[page].map(figure.of);
      return { ...figure, a: median(a), b: median(b), difference: median(b.map((value, i) => value - a[i])), aRuns: a, bRuns: b };
    }),
  }));
}

/** The table of `pairMedians`, in Markdown. */
export function abTable(rows, { a, b, pairs }) {
  const lines = [
    `A: \`${a}\`; B: \`${b}\`; ${pairs} interleaved pairs; medians (each run's figure after the colon).`,
    "",
    "| page | figure | A | B | B − A (median of pairs) |",
    "| --- | --- | --- | --- | --- |",
  ];
  for (const row of rows) {
    for (const f of row.figures) {
      lines.push(
        `| \`${row.page}\` | ${f.label} | ${f.show(f.a)}: ${f.aRuns.map(f.show).join(", ")} | ${f.show(f.b)}: ${f.bRuns.map(f.show).join(", ")} | ${f.difference > 0 ? "+" : ""}${f.show(f.difference)} |`,
      );
    }
  }
  return lines.join("\n");
}

export async function abAudit({ other, pairs, pages, port }) {
  const checkouts = { A: resolve(other), B: process.cwd() };
  if (!existsSync(join(checkouts.A, "node_modules/.bin/react-router"))) {
    throw new Error(`${checkouts.A} is not a checkout with its packages installed (run npm install there first)`);
  }
  for (const checkout of Object.values(checkouts)) build(checkout);
  const loadBefore = loadavg()[0];
  const runs = { A: Object.fromEntries(pages.map((page) => [page, []])), B: Object.fromEntries(pages.map((page) => [page, []])) };
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-ab-"));
  try {
    for (let pair = 0; pair < pairs; pair++) {
      for (const key of pair % 2 === 0 ? ["A", "B"] : ["B", "A"]) {
        log(`pair ${pair + 1} of ${pairs}: ${key} (${checkouts[key]})`);
        const stop = await startLocalServer({ port, stateDir: ".wrangler/audit-ab-state", cwd: checkouts[key] });
        const proxy = await startGzipProxy({ port: port + 1, targetPort: port });
        try {
          // As a visitor after others: the page kept at the edge, not the first render of a cold server.
          for (const page of pages) await (await fetch(proxy.url + page)).arrayBuffer();
          for (const page of pages) runs[key][page].push(await lighthouseRun(proxy.url + page, dir));
        } finally {
          await proxy.close();
          await stop();
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const table = abTable(pairMedians(runs, pages), { a: checkouts.A, b: checkouts.B, pairs });
  const when = new Date().toISOString().slice(0, 16).replace("T", " ");
  const text = `A/B of ${when} UTC, machine load ${loadBefore.toFixed(1)} before and ${loadavg()[0].toFixed(1)} after, on ${availableParallelism()} cores.\n\n${table}\n`;
  console.log(text);
  mkdirSync("audit-results", { recursive: true });
  writeFileSync("audit-results/ab.md", text);
}

#!/usr/bin/env node
// `npm run bench:scale`: how the desk and the intake cost as requests grow. For each size N it
// makes a fresh local D1 (its own state folder, the migrations applied as `npm start` applies
// them), seeds N requests and their rows (scale-seed.mjs: ~45 a day, 10 % the same person
// again, deliveries, calls, history, notes, texts, answers, conflicts, consultations...),
// serves the production build on it as `npm start` does (its own port, the local Access
// stand-in for the desk), and prints a table: per page the median time of 5 loads (after one
// warm-up), the rows D1 read (its `meta.rows_read`, counted by rows-read-worker.js) and the
// size of the answer; the lead POST's p50 alone and while Numbers (400 days) loads; and each
// budget of the issue that asked for it, pass or fail. Before it measures, it runs the Worker's
// Cron until the tables the Cron keeps are filled (the search index, the conflict names, the
// numbers' days), as a deployed firm's Cron would have long since. An empty database is measured first,
// for the POST's baseline. It never fails `npm test`: it measures, it does not gate.
//
//   npm run bench:scale                          10,000 and 50,000 requests
//   npm run bench:scale -- --sizes 200000        any sizes (comma-separated)
//   npm run bench:scale -- --runs 9 --posts 11   more loads per page, more POSTs
//   npm run bench:scale -- --keep                keep the last size's state folder
//   SCALE_BENCH_PORT=8890                        the local server's port
//
// The machine's load is printed with each table: compare figures of one quiet run only.
// The tables are also written to audit-results/bench-scale.md (git ignores it).
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { DatabaseSync } from "node:sqlite";
import "../cloudflare-env.mjs";
import { ensureBuild } from "../build.mjs";
import { median } from "../audit/median-run.mjs";
import { startLocalServer } from "../local-server.mjs";
import { localD1File } from "../../test/local-d1.ts";
import { ROSTER, seedScale } from "./scale-seed.mjs";

const { values: args } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,50000" },
    runs: { type: "string", default: "5" },
    posts: { type: "string", default: "7" },
    keep: { type: "boolean", default: false },
  },
});
const sizes = args.sizes.split(",").map((s) => Number(s.replace(/[_\s]/g, "")));
if (sizes.some((n) => !Number.isInteger(n) || n < 1000 || n > 1_000_000))
  throw new Error(`--sizes: whole numbers from 1000 to 1000000, comma-separated (got "${args.sizes}")`);
const RUNS = Number(args.runs);
const POSTS = Number(args.posts);
const port = Number(process.env.SCALE_BENCH_PORT ?? 8890);
const base = `http://127.0.0.1:${port}`;
const STATE_DIR = ".wrangler/scale-bench-state";
const ENTRY = "build/server/scale-bench-entry.js";
/** The counting module the entry imports, beside it. */
const HOOK = "build/server/d1-rows-read.mjs";
const CONFIG = "build/server/wrangler.scale-bench.json";
const ME = ROSTER[0];
const DAY = 86_400_000;

/** The issue's budgets (rows read per load, HTML bytes, the POST against the empty database). */
export const BUDGETS = {
  rows: 5_000,
  numbers400Rows: 20_000,
  /** The 400-day CSV must hold every request of the period: its rows are budgeted per request in it
   * (streamed in pages of 500, each page's reads set-based: decision 0091). */
  exportRowsPerRequest: 8,
  htmlBytes: 500_000,
  postVsEmpty: 1.5,
};

const log = (message) => process.stderr.write(`[bench:scale] ${message}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(3)} s`;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const int = (n) => (n === null || n === undefined ? "—" : Math.round(n).toLocaleString("en-US"));

/** The build's wrangler.json with the measuring entry as `main`, next to the build's own. */
function writeBenchEntry() {
  copyFileSync("scripts/bench/rows-read-worker.js", ENTRY);
  copyFileSync("scripts/bench/d1-rows-read.mjs", HOOK);
  const config = JSON.parse(readFileSync("build/server/wrangler.json", "utf8"));
  writeFileSync(CONFIG, JSON.stringify({ ...config, main: "scale-bench-entry.js" }));
}

function removeBenchEntry() {
  rmSync(ENTRY, { force: true });
  rmSync(HOOK, { force: true });
  rmSync(CONFIG, { force: true });
}

/** A fresh state folder with the migrations applied, as start.mjs applies them. */
function freshDatabase() {
  rmSync(STATE_DIR, { recursive: true, force: true });
  const result = spawnSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--config", CONFIG, "--persist-to", STATE_DIR], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PATH: `${resolve("node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}` },
  });
  if (result.status !== 0) throw new Error("applying the migrations failed");
  return localD1File(STATE_DIR);
}

/** What the pages look for, read from the seeded file: a person to search, a request with many linked. */
function targets(file, stressId) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const total = db.prepare("SELECT count(*) AS n FROM leads").get().n;
    const people = db.prepare("SELECT count(*) AS n FROM leads WHERE duplicate_of IS NULL").get().n;
    // Someone from the middle of the table, with a name, a mailbox and a phone.
    const person = db
      .prepare(
        "SELECT id, name, email, phone, phone_e164 FROM leads WHERE email <> '' AND phone_e164 IS NOT NULL AND duplicate_of IS NULL AND id >= ?1 ORDER BY id LIMIT 1",
      )
      .get(Math.floor(total / 2));
    const normal = db.prepare("SELECT id FROM leads WHERE duplicate_of IS NULL AND id >= ?1 ORDER BY id LIMIT 1").get(Math.floor(total * 0.9)).id;
    const now = Date.now();
    const inPeriod = db.prepare("SELECT count(*) AS n FROM leads WHERE created_at >= ?1").get(new Date(now - 400 * DAY).toISOString()).n;
    const deepId = db.prepare("SELECT id FROM leads WHERE duplicate_of IS NULL ORDER BY id LIMIT 1 OFFSET 60").get().id;
    return { total, people, person, normal, stressId, inPeriod, deepId };
  } finally {
    db.close();
  }
}

/** Kent's calendar day of an instant (the numbers' periods are Kent days). */
const kentDay = (ms) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(ms));

function pages(t) {
  const today = kentDay(Date.now());
  const from = (days) => kentDay(Date.now() - (days - 1) * DAY);
  const period = (days) => `range=custom&from=${from(days)}&to=${today}`;
  // A page deep in All: the Older link's cursor (app/lib/list-page.ts) after a request near the oldest.
  const deepCursor = Buffer.from(JSON.stringify(["id", "", t.deepId])).toString("base64url");
  const digits = t.person.phone_e164.slice(-7);
  const rows = (budget) => ({ rows: budget });
  return [
    { name: "Due now", path: "/desk", ...rows(BUDGETS.rows) },
    { name: "All", path: "/desk?view=all", ...rows(BUDGETS.rows) },
    { name: `All, a deep page (after #${t.deepId})`, path: `/desk?view=all&after=${deepCursor}`, ...rows(BUDGETS.rows) },
    { name: "Mine", path: "/desk?view=mine", ...rows(BUDGETS.rows) },
    { name: "Unassigned", path: "/desk?view=unassigned", ...rows(BUDGETS.rows) },
    { name: "filter: status contacted", path: "/desk?status=contacted", ...rows(BUDGETS.rows) },
    { name: "filter: deadline flagged", path: "/desk?deadline=flagged", ...rows(BUDGETS.rows) },
    { name: "filter: possible conflict", path: "/desk?conflict=possible", ...rows(BUDGETS.rows) },
    { name: "search: name", path: `/desk?q=${encodeURIComponent(t.person.name)}`, ...rows(BUDGETS.rows) },
    { name: "search: email", path: `/desk?q=${encodeURIComponent(t.person.email)}`, ...rows(BUDGETS.rows) },
    { name: "search: whole phone", path: `/desk?q=${encodeURIComponent(t.person.phone)}`, ...rows(BUDGETS.rows) },
    { name: "search: part of a number", path: `/desk?q=${digits}`, ...rows(BUDGETS.rows) },
    { name: "request page", path: `/desk/leads/${t.normal}`, ...rows(BUDGETS.rows) },
    ...(t.stressId ? [{ name: "request page, 200 linked", path: `/desk/leads/${t.stressId}`, ...rows(BUDGETS.rows) }] : []),
    { name: "Numbers 30 days", path: `/desk/numbers?${period(30)}`, ...rows(BUDGETS.rows) },
    { name: "Numbers 90 days", path: `/desk/numbers?${period(90)}`, ...rows(BUDGETS.rows) },
    { name: "Numbers 400 days", path: `/desk/numbers?${period(400)}`, ...rows(BUDGETS.numbers400Rows) },
    { name: "requests CSV 400 days", path: `/desk/export/requests.csv?${period(400)}`, csv: true, rows: BUDGETS.exportRowsPerRequest * t.inPeriod },
    {
      name: "person's data: find by email",
      path: "/desk/data-requests",
      form: { intent: "find", person: t.person.email },
      ...rows(BUDGETS.rows),
    },
  ];
}

/** Runs the Worker's Cron until the tables it keeps are filled: every Kent day of the last 400 built
 * (tables `lead_days`, `call_days`) and the walks over old requests (table `backfills`) still from one run to the next. */
async function fillWhatTheCronKeeps(file) {
  const db = new DatabaseSync(file, { readOnly: true });
  const since = kentDay(Date.now() - 399 * DAY);
  const first = db.prepare("SELECT min(created_at) AS at FROM leads").get().at;
  const daysWanted = Math.min(400, Math.round((Date.now() - Date.parse(first)) / DAY) + 1);
  const firstCall = db.prepare("SELECT min(started_at) AS at FROM phone_calls").get().at;
  const callDaysWanted = firstCall ? Math.min(400, Math.round((Date.now() - Date.parse(firstCall)) / DAY) + 1) : 0;
  const state = () => ({
    walks: JSON.stringify(db.prepare("SELECT name, next_id, done_at FROM backfills ORDER BY name").all()),
    days: daysWanted - db.prepare("SELECT count(*) AS n FROM lead_days WHERE day >= ?1").get(since).n,
    // Today's calls (and yesterday's just after midnight) wait for their hour to pass (decision 0097).
    callDays: callDaysWanted - db.prepare("SELECT count(*) AS n FROM call_days WHERE day >= ?1").get(since).n,
  });
  try {
    const started = performance.now();
    let runs = 0;
    for (let before = null, now = state(); !(before && before.walks === now.walks && now.days <= 0 && now.callDays <= 2); before = now, now = state()) {
      if (++runs > 2000) throw new Error(`the Cron did not fill its tables: ${JSON.stringify(now)}`);
      const answer = await fetch(`${base}/__scale-bench/scheduled`, { method: "POST" });
      if (!answer.ok) throw new Error(`the Cron's run answered ${answer.status}`);
    }
    return { runs, ms: performance.now() - started };
  } finally {
    db.close();
  }
}

let measuredCount = 0;
/** One load: its time to the last byte, status, size, and the rows D1 read for it. */
async function load(page, headers) {
  const id = `m${++measuredCount}`;
  const init = page.form
    ? {
        method: "POST",
        headers: { ...headers, "X-Scale-Bench-Id": id, "Content-Type": "application/x-www-form-urlencoded", Origin: base },
        body: new URLSearchParams(page.form).toString(),
      }
    : page.json
      ? {
          method: "POST",
          headers: { ...headers, "X-Scale-Bench-Id": id, "Content-Type": "application/json", Origin: base, "CF-Connecting-IP": page.ip() },
          body: JSON.stringify(page.json()),
        }
      : { headers: { ...headers, "X-Scale-Bench-Id": id } };
  // A streamed file's pages are read after its response left the measured context: counted as the rows read
  // outside any measured request while it downloads (nothing else runs meanwhile).
  const outsideBefore = page.csv ? (await (await fetch(`${base}/__scale-bench/outside`)).json()).outside : 0;
  const started = performance.now();
  const response = await fetch(base + page.path, { ...init, redirect: "manual" });
  const bytes = (await response.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  const counted = await (await fetch(`${base}/__scale-bench/rows-read?id=${id}`)).json();
  const streamed = page.csv ? counted.outside - outsideBefore : 0;
  return { ms, status: response.status, bytes, rowsResponse: counted.response, rowsTotal: counted.total + streamed };
}

async function measure(page, headers) {
  await load(page, headers); // warm-up: the isolate, its caches
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await load(page, headers));
  const bad = runs.find((r) => r.status >= 400);
  return {
    ms: median(runs.map((r) => r.ms)),
    rows: median(runs.map((r) => r.rowsTotal)),
    rowsResponse: median(runs.map((r) => r.rowsResponse)),
    bytes: median(runs.map((r) => r.bytes)),
    status: bad?.status ?? runs[0].status,
  };
}

let leadCount = 0;
/** A consultation request as the form sends it, each from its own client address (the rate limit is per address). */
const leadPost = {
  path: "/api/send-contact-email",
  ip: () => `10.91.${(leadCount >> 8) & 255}.${leadCount & 255}`,
  json: () => ({
    name: `Scale Bench ${++leadCount}`,
    email: `scale.bench.${leadCount}@example.com`,
    phone: `(253) 555-${String(1000 + (leadCount % 9000)).padStart(4, "0")}`,
    caseType: "car-accidents",
    description: "A benchmark request, stored and delivered like any other.",
    privacyConsent: true,
    sourceUrl: "/",
    idempotencyKey: `scale-bench-${Date.now().toString(36)}-${leadCount}`,
  }),
};

/** The POST alone (p50 of `POSTS`), and while the 400-day Numbers loads (p50 of 3). */
async function measurePosts(headers, numbers400) {
  const alone = [];
  await load(leadPost, {});
  for (let i = 0; i < POSTS; i++) alone.push(await load(leadPost, {}));
  const failed = alone.filter((r) => r.status !== 200 && r.status !== 201);
  if (failed.length) log(`warning: ${failed.length} POSTs answered ${failed.map((r) => r.status).join(", ")}`);
  const contended = [];
  if (numbers400) {
    for (let i = 0; i < 3; i++) {
      const numbers = load(numbers400, headers);
      await new Promise((r) => setTimeout(r, 150));
      contended.push(await load(leadPost, {}));
      await numbers;
    }
  }
  return {
    ms: median(alone.map((r) => r.ms)),
    rowsResponse: median(alone.map((r) => r.rowsResponse)),
    rows: median(alone.map((r) => r.rowsTotal)),
    contendedMs: contended.length ? median(contended.map((r) => r.ms)) : null,
    status: failed[0]?.status ?? alone[0].status,
  };
}

async function signIn(stateDir) {
  const { access } = JSON.parse(readFileSync(`${stateDir}/stand-ins.json`, "utf8"));
  const { token } = await (await fetch(`${access}/token`, { method: "POST", body: JSON.stringify({ email: ME }) })).json();
  return { Cookie: `CF_Authorization=${token}`, "Cf-Access-Jwt-Assertion": token, Accept: "text/html" };
}

function verdict(ok) {
  return ok ? "pass" : "**fail**";
}

function tableFor({ n, seed, figures, post, emptyPost }) {
  const lines = [
    `### ${n.toLocaleString("en-US")} requests`,
    "",
    `Seeded in ${(seed.ms / 1000).toFixed(1)} s (${seed.days} days, ${int(seed.counts.deliveries)} deliveries, ${int(seed.counts.call_attempts)} call attempts, ${int(seed.counts.lead_status_changes)} status changes; database ${(seed.bytes / 1e6).toFixed(0)} MB; the Cron's tables filled by ${seed.cron.runs} runs in ${(seed.cron.ms / 1000).toFixed(1)} s). Load average ${seed.load.map((l) => l.toFixed(1)).join(" → ")} (1 min, before and after the pages).`,
    "",
    `| page | median of ${RUNS} | rows read | bytes | budget | |`,
    "| --- | ---: | ---: | ---: | --- | --- |",
  ];
  for (const { page, result } of figures) {
    const rowsOk = result.rows <= page.rows;
    const sizeOk = page.csv || result.bytes <= BUDGETS.htmlBytes;
    const statusOk = result.status < 400;
    const budget = `≤ ${int(page.rows)} rows${page.csv ? ` (${BUDGETS.exportRowsPerRequest} per request of the period)` : `, ≤ ${kb(BUDGETS.htmlBytes)}`}`;
    lines.push(
      `| ${page.name}${statusOk ? "" : ` (HTTP ${result.status})`} | ${seconds(result.ms)} | ${int(result.rows)} | ${kb(result.bytes)} | ${budget} | ${verdict(rowsOk && sizeOk && statusOk)} |`,
    );
  }
  const postRowsOk = post.rows <= BUDGETS.rows;
  const postTimeOk = emptyPost ? post.ms <= emptyPost.ms * BUDGETS.postVsEmpty : true;
  lines.push(
    `| lead POST, p50 of ${POSTS} alone | ${seconds(post.ms)} | ${int(post.rows)} (${int(post.rowsResponse)} by the time it answered) | — | ≤ ${int(BUDGETS.rows)} rows; p50 ≤ ${BUDGETS.postVsEmpty}× empty (${emptyPost ? seconds(emptyPost.ms) : "—"}) | ${verdict(postRowsOk && postTimeOk && post.status < 400)} |`,
    `| lead POST, p50 of 3 while Numbers 400 days loads | ${post.contendedMs === null ? "—" : seconds(post.contendedMs)} | — | — | (information) | |`,
  );
  return lines.join("\n");
}

async function benchSize(n) {
  log(`${n} requests: a fresh database`);
  const file = freshDatabase();
  const started = performance.now();
  const seeded = seedScale({ file, n, log });
  const seed = { ms: performance.now() - started, days: seeded.days, counts: seeded.counts, bytes: statSync(file).size, load: [loadavg()[0]] };
  log(`seeded in ${(seed.ms / 1000).toFixed(1)} s; starting the server on ${port}`);
  const t = targets(file, seeded.stressId);
  const stop = await startLocalServer({ port, stateDir: STATE_DIR, keepState: true, config: CONFIG });
  try {
    log("running the Cron until the tables it keeps are filled");
    seed.cron = await fillWhatTheCronKeeps(file);
    log(`filled by ${seed.cron.runs} Cron runs in ${(seed.cron.ms / 1000).toFixed(1)} s`);
    const headers = await signIn(STATE_DIR);
    const figures = [];
    for (const page of pages(t)) {
      log(`${page.name}`);
      figures.push({ page, result: await measure(page, headers) });
    }
    log("the lead POST");
    const post = await measurePosts(
      headers,
      pages(t).find((p) => p.name === "Numbers 400 days"),
    );
    seed.load.push(loadavg()[0]);
    return { n, seed, figures, post };
  } finally {
    await stop();
    if (!args.keep || n !== sizes.at(-1)) rmSync(STATE_DIR, { recursive: true, force: true });
  }
}

async function emptyBaseline() {
  log("the empty database: the POST's baseline");
  freshDatabase();
  const stop = await startLocalServer({ port, stateDir: STATE_DIR, keepState: true, config: CONFIG });
  try {
    return await measurePosts({}, null);
  } finally {
    await stop();
    rmSync(STATE_DIR, { recursive: true, force: true });
  }
}

async function main() {
  ensureBuild();
  writeBenchEntry();
  const tables = [];
  try {
    const emptyPost = await emptyBaseline();
    tables.push(
      `Empty database: lead POST p50 ${seconds(emptyPost.ms)} (${int(emptyPost.rows)} rows read, ${int(emptyPost.rowsResponse)} by the time it answered).`,
    );
    console.log(tables[0]);
    for (const n of sizes) {
      const result = await benchSize(n);
      const table = tableFor({ ...result, emptyPost });
      tables.push(table);
      console.log(`\n${table}`);
    }
  } finally {
    removeBenchEntry();
  }
  mkdirSync("audit-results", { recursive: true });
  writeFileSync(join("audit-results", "bench-scale.md"), `${tables.join("\n\n")}\n`);
  log("written to audit-results/bench-scale.md");
}

main().then(
  () => process.exit(0),
  (error) => {
    removeBenchEntry();
    console.error(error);
    process.exit(1);
  },
);

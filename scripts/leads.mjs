#!/usr/bin/env node
// `npm run leads`: the most recent consultation requests, read from D1 with wrangler.
//
//   npm run leads                          the 20 newest leads in the local database
//   npm run leads -- --remote              ... in the production database
//   npm run leads -- --limit 100           more (or fewer) of them
//   npm run leads -- --csv > leads.csv     every column, as CSV for a spreadsheet
//   npm run leads -- --status failed       only leads whose staff email never went out
//   npm run leads -- --retry               after an email outage: every unsent notification
//                                          (pending or failed) is retried at the next Cron run
//   npm run leads -- --persist-to DIR      a local database kept elsewhere (PERSIST_DIR)
import { spawnSync } from "node:child_process";
import "./cloudflare-env.mjs";

const usage = `Usage: npm run leads -- [--remote] [--limit N] [--csv] [--status pending|sent|failed] [--retry] [--persist-to DIR]`;

function parseArgs(argv) {
  const options = { remote: false, csv: false, limit: 20, status: null, retry: false, persistTo: process.env.PERSIST_DIR || null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.split("=", 2);
    const next = () => inline ?? argv[++i];
    switch (flag) {
      case "--remote": options.remote = true; break;
      case "--local": options.remote = false; break;
      case "--csv": options.csv = true; break;
      case "--retry": options.retry = true; break;
      case "--limit": options.limit = Number(next()); break;
      case "--status": options.status = next(); break;
      case "--persist-to": options.persistTo = next(); break;
      case "-h": case "--help": console.log(usage); process.exit(0);
      default: fail(`Unknown option ${arg}\n${usage}`);
    }
  }
  if (!Number.isInteger(options.limit) || options.limit < 1 || options.limit > 10000) fail("--limit takes a whole number from 1 to 10000");
  if (options.status && !["pending", "sent", "failed"].includes(options.status)) fail("--status is pending, sent or failed");
  return options;
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** Runs one SQL statement with `wrangler d1 execute` and returns its rows. */
function query(sql, options) {
  const target = options.remote ? ["--remote"] : ["--local", ...(options.persistTo ? ["--persist-to", options.persistTo] : [])];
  const result = spawnSync("wrangler", ["d1", "execute", "DB", ...target, "--json", "--command", sql], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
    if (/no such table: leads/.test(output)) fail("The leads table does not exist yet: run `npm run db:migrate` (or `npm start`) first.");
    fail(`wrangler d1 execute failed:\n${output.trim()}`);
  }
  const parsed = JSON.parse(result.stdout);
  return (Array.isArray(parsed) ? parsed : [parsed]).flatMap((r) => r.results ?? []);
}

const pacific = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Los_Angeles",
  dateStyle: "medium",
  timeStyle: "short",
});

function readable(lead) {
  const when = lead.created_at ? `${pacific.format(new Date(lead.created_at))} Pacific` : "";
  const notify =
    lead.notify_status === "sent"
      ? `sent ${lead.notify_sent_at ?? ""}`
      : `${lead.notify_status.toUpperCase()} after ${lead.notify_attempts} attempt(s)` +
        (lead.notify_last_error ? `: ${lead.notify_last_error}` : "") +
        (lead.next_attempt_at ? ` (next try ${lead.next_attempt_at})` : "");
  return [
    `#${lead.id}  ${when}  ${lead.case_type}${lead.language === "es" ? "  [Spanish]" : ""}`,
    `  ${lead.name} <${lead.email}>${lead.phone ? `  ${lead.phone}` : ""}`,
    `  From: ${lead.source_page || "(unknown)"}  ${lead.source_url || ""}`,
    `  Staff email: ${notify}`,
    // Stored late: D1 was unavailable when the visitor sent it (docs/decisions/0011).
    ...(lead.stored_via && lead.stored_via !== "direct" ? [`  Stored via: the ${lead.stored_via === "queue" ? "lead queue" : "dead-letter queue"} (D1 was down when it was sent)`] : []),
    ...String(lead.description)
      .split("\n")
      .map((line) => `  | ${line}`),
  ].join("\n");
}

function csvCell(value) {
  if (value === null || value === undefined) return "";
  let text = String(value);
  // A cell starting with = + - @ is a formula to a spreadsheet: keep it text.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const options = parseArgs(process.argv.slice(2));

if (options.retry) {
  // Failed leads start a fresh series of attempts; pending ones stop waiting out their
  // backoff. A lead due within two minutes is left alone: it may be being sent right now
  // (a send holds its lead for two minutes, app/leads/notify.server.ts), and making it
  // due again could email it twice; otherwise it is retried at the next run anyway.
  const now = new Date();
  const soon = new Date(now.getTime() + 2 * 60_000);
  query(
    `UPDATE leads SET notify_status = 'pending', next_attempt_at = '${now.toISOString()}',
       notify_attempts = CASE WHEN notify_status = 'failed' THEN 0 ELSE notify_attempts END
     WHERE notify_status = 'failed'
        OR (notify_status = 'pending' AND next_attempt_at > '${soon.toISOString()}')`,
    options,
  );
  const [{ n }] = query("SELECT COUNT(*) AS n FROM leads WHERE notify_status = 'pending'", options);
  console.log(`${n} unsent notification(s) will be retried at the next Cron run (every 5 minutes).`);
  if (!options.remote) console.log("Locally, run it now: curl 'http://127.0.0.1:8787/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*'");
  process.exit(0);
}

const where = options.status ? `WHERE notify_status = '${options.status}'` : "";
const rows = query(`SELECT * FROM leads ${where} ORDER BY id DESC LIMIT ${options.limit}`, options);

if (options.csv) {
  const columns = rows.length > 0 ? Object.keys(rows[0]) : [];
  process.stdout.write(`${columns.join(",")}\n`);
  for (const row of rows) process.stdout.write(`${columns.map((c) => csvCell(row[c])).join(",")}\n`);
} else if (rows.length === 0) {
  console.log(`No leads${options.status ? ` with status ${options.status}` : ""} in the ${options.remote ? "production" : "local"} database.`);
} else {
  console.log(`${rows.length} most recent lead(s), newest first (${options.remote ? "production" : "local"} database):\n`);
  console.log(rows.map(readable).join("\n\n"));
}

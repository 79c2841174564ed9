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
//   npm run leads -- --report              the firm's numbers for the last 30 days: requests
//                                          and call taps per channel, source and campaign,
//                                          and per landing page (--since 7d, --csv, --remote)
import { spawnSync } from "node:child_process";
import "./cloudflare-env.mjs";

const usage = `Usage: npm run leads -- [--remote] [--limit N] [--csv] [--status pending|sent|failed] [--retry] [--persist-to DIR]
       npm run leads -- --report [--since 30d] [--csv] [--remote] [--persist-to DIR]`;

function parseArgs(argv) {
  const options = { remote: false, csv: false, limit: 20, status: null, retry: false, report: false, since: "30d", persistTo: process.env.PERSIST_DIR || null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.split("=", 2);
    const next = () => inline ?? argv[++i];
    switch (flag) {
      case "--remote": options.remote = true; break;
      case "--local": options.remote = false; break;
      case "--csv": options.csv = true; break;
      case "--retry": options.retry = true; break;
      case "--report": options.report = true; break;
      case "--since": options.since = next(); break;
      case "--limit": options.limit = Number(next()); break;
      case "--status": options.status = next(); break;
      case "--persist-to": options.persistTo = next(); break;
      case "-h": case "--help": console.log(usage); process.exit(0);
      default: fail(`Unknown option ${arg}\n${usage}`);
    }
  }
  if (!Number.isInteger(options.limit) || options.limit < 1 || options.limit > 10000) fail("--limit takes a whole number from 1 to 10000");
  if (options.status && !["pending", "sent", "failed"].includes(options.status)) fail("--status is pending, sent or failed");
  if (!/^\d{1,4}d$/.test(String(options.since)) || /^0+d$/.test(options.since)) fail("--since takes a number of days (1 = today), e.g. --since 30d");
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
    `  Found us: ${lead.channel ?? "(not recorded)"}${lead.utm_source ? `, ${lead.utm_source}` : lead.referrer ? `, ${lead.referrer}` : ""}${lead.utm_campaign ? ` (${lead.utm_campaign})` : ""}`,
    // Stored late: D1 was unavailable when the visitor sent it (docs/decisions/0011). A
    // "NOT SAVED" email about it names the same lead key (docs/decisions/0020).
    ...(lead.stored_via && lead.stored_via !== "direct"
      ? [`  Stored via: the ${lead.stored_via === "queue" ? "lead queue" : "dead-letter queue"} (D1 was down when it was sent); lead key ${lead.lead_key}`]
      : []),
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

/** A table with aligned columns (numbers to the right). */
function table(columns, rows) {
  const cells = [columns, ...rows.map((row) => row.map((cell) => String(cell ?? "")))];
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (typeof rows[0]?.[i] === "number" ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join("  ").trimEnd();
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

if (options.report) {
  // The day counts (docs/decisions/0014): call taps and consultation requests, each under
  // the first touch of its visit. Days are Kent days (America/Los_Angeles).
  const days = Number(options.since.slice(0, -1));
  const since = new Date(Date.now() - (days - 1) * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" });
  const sums = "SUM(CASE WHEN event = 'consultation_request' THEN count ELSE 0 END) AS requests, SUM(CASE WHEN event = 'call_tap' THEN count ELSE 0 END) AS call_taps";
  const grouped = (dimensions) =>
    query(`SELECT ${dimensions.join(", ")}, ${sums} FROM daily_counts WHERE day >= '${since}' GROUP BY ${dimensions.join(", ")} ORDER BY requests + call_taps DESC, ${dimensions[0]}`, options);
  const reports = [
    { title: "By channel", columns: ["channel"], rows: grouped(["channel"]) },
    { title: "By source and campaign", columns: ["source", "campaign"], rows: grouped(["source", "campaign"]) },
    { title: "By landing page (the first page of the visit)", columns: ["landing_page"], rows: grouped(["landing_page"]) },
  ];
  if (options.csv) {
    process.stdout.write("report,channel,source,campaign,landing_page,requests,call_taps\n");
    for (const report of reports) {
      for (const row of report.rows) {
        const cells = [report.title, row.channel, row.source, row.campaign, row.landing_page, row.requests, row.call_taps];
        process.stdout.write(`${cells.map(csvCell).join(",")}\n`);
      }
    }
  } else {
    const total = (key) => reports[0].rows.reduce((sum, row) => sum + row[key], 0);
    console.log(`Consultation requests and call taps since ${since} (${days} days, ${options.remote ? "production" : "local"} database): ${total("requests")} requests, ${total("call_taps")} call taps.\n`);
    for (const report of reports) {
      console.log(`${report.title}\n`);
      const rows = report.rows.map((row) => [...report.columns.map((c) => row[c] || "(none)"), row.requests, row.call_taps]);
      console.log(rows.length ? table([...report.columns, "requests", "call taps"], rows) : "(nothing yet)");
      console.log("");
    }
  }
  process.exit(0);
}

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

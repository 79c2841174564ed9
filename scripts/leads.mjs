#!/usr/bin/env node
// `npm run leads`: the most recent consultation requests, read from D1 with wrangler.
//
//   npm run leads                          the 20 newest leads in the local database
//   npm run leads -- --remote              ... in the production database
//   npm run leads -- --limit 100           more (or fewer) of them
//   npm run leads -- --csv > leads.csv     every column, as CSV for a spreadsheet
//   npm run leads -- --status failed       only leads with a delivery in that status (pending,
//                                          sent, failed, skipped, superseded)
//   npm run leads -- --retry               after an outage: every delivery not sent (failed, or
//                                          waiting out a retry) is tried at the next Cron run
//   npm run leads -- --retry --channel staff-email   ... only that channel's
//   npm run leads -- --persist-to DIR      a local database kept elsewhere (PERSIST_DIR)
//   npm run leads -- --report              the firm's numbers for the last 30 days: requests
//                                          and call taps per channel, source and campaign,
//                                          and per landing page (--since 7d, --csv, --remote)
import { spawnSync } from "node:child_process";
import "./cloudflare-env.mjs";
import { csvCell } from "../app/lib/csv.ts";

// The channels of app/deliveries/registry.server.ts.
const CHANNELS = ["staff-email", "sms", "acknowledgement", "webhook", "clio-grow", "reminder-sms", "reminder-email", "sms-summary"];
// superseded: its endpoint left the settings (or its channel was switched off) before it went (decision 0035).
const STATUSES = ["pending", "sent", "failed", "skipped", "superseded"];

const usage = `Usage: npm run leads -- [--remote] [--limit N] [--csv] [--status ${STATUSES.join("|")}] [--persist-to DIR]
       npm run leads -- --retry [--channel ${CHANNELS.join("|")}] [--remote] [--persist-to DIR]
       npm run leads -- --report [--since 30d] [--csv] [--remote] [--persist-to DIR]`;

function parseArgs(argv) {
  const options = {
    remote: false,
    csv: false,
    limit: 20,
    status: null,
    channel: null,
    retry: false,
    report: false,
    since: "30d",
    persistTo: process.env.PERSIST_DIR || null,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.split("=", 2);
    const next = () => inline ?? argv[++i];
    switch (flag) {
      case "--remote":
        options.remote = true;
        break;
      case "--local":
        options.remote = false;
        break;
      case "--csv":
        options.csv = true;
        break;
      case "--retry":
        options.retry = true;
        break;
      case "--report":
        options.report = true;
        break;
      case "--since":
        options.since = next();
        break;
      case "--limit":
        options.limit = Number(next());
        break;
      case "--status":
        options.status = next();
        break;
      case "--channel":
        options.channel = next();
        break;
      case "--persist-to":
        options.persistTo = next();
        break;
      case "-h":
      case "--help":
        console.log(usage);
        process.exit(0);
      default:
        fail(`Unknown option ${arg}\n${usage}`);
    }
  }
  if (!Number.isInteger(options.limit) || options.limit < 1 || options.limit > 10000) fail("--limit takes a whole number from 1 to 10000");
  if (options.status && !STATUSES.includes(options.status)) fail(`--status is one of ${STATUSES.join(", ")}`);
  if (options.channel && !CHANNELS.includes(options.channel)) fail(`--channel is one of ${CHANNELS.join(", ")}`);
  if (options.channel && !options.retry) fail("--channel goes with --retry");
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

/** One delivery as a line: channel, where to, and how it stands. */
function deliveryLine(d) {
  const where = d.target === "*" ? "every staff inbox" : d.target || "(not configured)";
  const tries = `${d.attempts} attempt${d.attempts === 1 ? "" : "s"}`;
  const state =
    d.status === "sent"
      ? `sent ${d.sent_at ?? ""} (${tries})`
      : d.status === "skipped" || d.status === "superseded"
        ? `${d.status}${d.reason ? ` (${d.reason})` : ""}: ${String(d.last_error ?? "").replace(/^(Superseded|Not sent): /, "")}`
        : `${d.status.toUpperCase()} after ${tries}${d.last_error ? `: ${d.last_error}` : ""}${d.status === "pending" && d.next_attempt_at ? ` (next try by ${d.next_attempt_at})` : ""}`;
  return `    ${d.channel.padEnd(16)} ${where}  ${state}`;
}

function readable(lead, deliveries) {
  const when = lead.created_at ? `${pacific.format(new Date(lead.created_at))} Pacific` : "";
  return [
    `#${lead.id}  ${when}  ${lead.case_type}${lead.language === "es" ? "  [Spanish]" : ""}`,
    `  ${lead.name} <${lead.email}>${lead.phone ? `  ${lead.phone}` : ""}`,
    `  From: ${lead.source_page || "(unknown)"}  ${lead.source_url || ""}`,
    "  Deliveries:",
    ...(deliveries.length ? deliveries.map(deliveryLine) : ["    (none)"]),
    `  Found us: ${lead.channel ?? "(not recorded)"}${lead.utm_source ? `, ${lead.utm_source}` : lead.referrer ? `, ${lead.referrer}` : ""}${lead.utm_campaign ? ` (${lead.utm_campaign})` : ""}`,
    // Stored late: D1 was unavailable when the visitor sent it (docs/decisions/0039). A
    // "NOT SAVED" email about it names the same lead key (docs/decisions/0039).
    ...(lead.stored_via && lead.stored_via !== "direct"
      ? [`  Stored via: the ${lead.stored_via === "queue" ? "lead queue" : "dead-letter queue"} (D1 was down when it was sent); lead key ${lead.lead_key}`]
      : []),
    ...String(lead.description)
      .split("\n")
      .map((line) => `  | ${line}`),
  ].join("\n");
}

const options = parseArgs(process.argv.slice(2));

/** A table with aligned columns (numbers to the right). */
function table(columns, rows) {
  const cells = [columns, ...rows.map((row) => row.map((cell) => String(cell ?? "")))];
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((cell, i) => (typeof rows[0]?.[i] === "number" ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

if (options.report) {
  // The day counts (docs/decisions/0014): call taps and consultation requests, each under
  // the first touch of its visit. Days are Kent days (America/Los_Angeles).
  const days = Number(options.since.slice(0, -1));
  const since = new Date(Date.now() - (days - 1) * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" });
  const sums =
    "SUM(CASE WHEN event = 'consultation_request' THEN count ELSE 0 END) AS requests, SUM(CASE WHEN event = 'call_tap' THEN count ELSE 0 END) AS call_taps";
  const grouped = (dimensions) =>
    query(
      `SELECT ${dimensions.join(", ")}, ${sums} FROM daily_counts WHERE day >= '${since}' GROUP BY ${dimensions.join(", ")} ORDER BY requests + call_taps DESC, ${dimensions[0]}`,
      options,
    );
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
    console.log(
      `Consultation requests and call taps since ${since} (${days} days, ${options.remote ? "production" : "local"} database): ${total("requests")} requests, ${total("call_taps")} call taps.\n`,
    );
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
  // Failed deliveries start a fresh series of attempts; pending ones stop waiting out
  // their wait. One under way (leased) is left alone: making it due could send it twice.
  // A channel that was not configured (no target) is fixed in the settings, not here.
  const now = new Date().toISOString();
  const channel = options.channel ? `AND channel = '${options.channel}'` : "";
  query(
    `UPDATE deliveries SET status = 'pending', next_attempt_at = '${now}',
       attempts = CASE WHEN status = 'failed' THEN 0 ELSE attempts END,
       created_at = CASE WHEN status = 'failed' THEN '${now}' ELSE created_at END
     WHERE target <> '' ${channel}
       AND (status = 'failed' OR (status = 'pending' AND next_attempt_at > '${now}'))
       AND (lease_until IS NULL OR lease_until <= '${now}')`,
    options,
  );
  const [{ n }] = query(`SELECT COUNT(*) AS n FROM deliveries WHERE status = 'pending' ${channel}`, options);
  console.log(
    `${n} unsent deliver${n === 1 ? "y" : "ies"}${options.channel ? ` (${options.channel})` : ""} will be tried at the next Cron run (every minute; \`npm start\` fires it locally).`,
  );
  process.exit(0);
}

const where = options.status ? `WHERE id IN (SELECT lead_id FROM deliveries WHERE status = '${options.status}')` : "";
const rows = query(`SELECT * FROM leads ${where} ORDER BY id DESC LIMIT ${options.limit}`, options);
const deliveries = rows.length ? query(`SELECT * FROM deliveries WHERE lead_id IN (${rows.map((r) => Number(r.id)).join(",")}) ORDER BY id`, options) : [];
const deliveriesOf = (lead) => deliveries.filter((d) => d.lead_id === lead.id);

if (options.csv) {
  const columns = rows.length > 0 ? Object.keys(rows[0]) : [];
  process.stdout.write(`${columns.join(",")}\n`);
  for (const row of rows) process.stdout.write(`${columns.map((c) => csvCell(row[c])).join(",")}\n`);
  // The CSV holds the leads' own columns; their deliveries are in the text view and the `deliveries` table.
} else if (rows.length === 0) {
  console.log(`No leads${options.status ? ` with status ${options.status}` : ""} in the ${options.remote ? "production" : "local"} database.`);
} else {
  console.log(`${rows.length} most recent lead(s), newest first (${options.remote ? "production" : "local"} database):\n`);
  console.log(rows.map((lead) => readable(lead, deliveriesOf(lead))).join("\n\n"));
}

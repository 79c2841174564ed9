import { getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema.server";

// One writer per table (issue 56, docs/decisions/0074-a-house-by-domain.md): each table is written by one
// store module, and raw SQL lives only in stores, each statement with a `// raw:` line saying why drizzle
// could not write it.
const WRITERS: Record<string, string> = {
  leads: "app/leads/store.server.ts",
  lead_status_changes: "app/leads/store.server.ts",
  lead_notes: "app/leads/store.server.ts",
  lead_link_changes: "app/leads/store.server.ts",
  call_attempts: "app/calls/store.server.ts",
  call_reminders: "app/calls/store.server.ts",
  call_reminder_messages: "app/deliveries/store.server.ts",
  lead_owner_changes: "app/owners/store.server.ts",
  intake_switches: "app/owners/store.server.ts",
  lead_answers: "app/questions/store.server.ts",
  answer_keys: "app/questions/store.server.ts",
  conflict_parties: "app/conflicts/store.server.ts",
  conflict_matches: "app/conflicts/store.server.ts",
  conflict_clearances: "app/conflicts/store.server.ts",
  conflict_names: "app/conflicts/store.server.ts",
  lead_search: "app/search/store.server.ts",
  text_messages: "app/texting/store.server.ts",
  text_media: "app/texting/store.server.ts",
  text_keywords: "app/texting/store.server.ts",
  text_opt_outs: "app/deliveries/store.server.ts",
  deliveries: "app/deliveries/store.server.ts",
  consultations: "app/consultations/store.server.ts",
  agreements: "app/agreements/store.server.ts",
  agreement_events: "app/agreements/store.server.ts",
  lead_outcomes: "app/declines/store.server.ts",
  non_engagement_letters: "app/declines/store.server.ts",
  ad_spend: "app/spend/store.server.ts",
  spend_uploads: "app/spend/store.server.ts",
  manual_spend: "app/spend/store.server.ts",
  spend_campaign_maps: "app/spend/store.server.ts",
  daily_counts: "app/attribution/store.server.ts",
  lead_days: "app/leads/store.server.ts",
  // How far each walk over the requests' ids has got: the walks read leads, and every domain that walks may import leads.
  backfills: "app/leads/store.server.ts",
  request_campaigns: "app/spend/store.server.ts",
  phone_calls: "app/phone/store.server.ts",
  call_recordings: "app/phone/store.server.ts",
  blocked_numbers: "app/phone/store.server.ts",
  recording_deletions: "app/phone/store.server.ts",
  call_days: "app/phone/store.server.ts",
  data_requests: "app/data-requests/store.server.ts",
  data_request_confirmations: "app/data-requests/store.server.ts",
};
/** The one exception: the erasure deletes a person's rows from every personal table by name, in one guarded batch. */
const ERASURE = "app/data-requests/store.server.ts";

const app = import.meta.glob<string>("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });
const worker = import.meta.glob<string>("/worker/**/*.ts", { query: "?raw", import: "default", eager: true });
const sources: Record<string, string> = Object.fromEntries(Object.entries({ ...app, ...worker }).map(([path, text]) => [path.replace(/^\//, ""), text]));

/** drizzle's name of each table (`leadNotes`) → its SQL name (`lead_notes`). */
const tables: Record<string, string> = Object.fromEntries(
  Object.entries(schema).flatMap(([name, value]) => (is(value, SQLiteTable) ? [[name, getTableName(value)]] : [])),
);
/** Virtual tables (FTS5) live in the migrations only: drizzle has none. */
const migrations = import.meta.glob<string>("/migrations/*.sql", { query: "?raw", import: "default", eager: true });
const virtualTables = Object.values(migrations).flatMap((text) => [...text.matchAll(/CREATE VIRTUAL TABLE\s+`?(\w+)`?/gi)].map((match) => match[1]!));
const sqlNames = new Set([...Object.values(tables), ...virtualTables]);

/** Line and block comments out, strings kept (good enough for this code). */
const strip = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** The tables a source writes, by drizzle or by SQL text, and `(erasure)` for a DELETE from a table named at run time. */
function writesOf(text: string): Set<string> {
  const code = strip(text);
  const local: Record<string, string> = {};
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"[^"]*schema\.server"/g)) {
    for (const part of match[1]!.split(",")) {
      const [name, alias] = part
        .replace(/\btype\b/, "")
        .trim()
        .split(/\s+as\s+/);
      if (name && tables[name]) local[alias ?? name] = tables[name];
    }
  }
  const written = new Set<string>();
  for (const match of code.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) if (local[match[2]!]) written.add(local[match[2]!]!);
  for (const match of code.matchAll(/\b(?:INSERT(?:\s+OR\s+(?:IGNORE|REPLACE))?\s+INTO|UPDATE|DELETE\s+FROM|REPLACE\s+INTO)\s+(\w+)/g))
    if (sqlNames.has(match[1]!)) written.add(match[1]!);
  if (/DELETE\s+FROM\s+\$\{/.test(code)) written.add("(erasure)");
  return written;
}

/** Raw statements: `.prepare(`, `sql.raw(`, and a query run from a `sql` template. */
const rawCount = (text: string) => (strip(text).match(/\.prepare\(|\bsql\.raw\(|\.(run|all|get|values)\(\s*sql`/g) ?? []).length;
const reasons = (text: string) => (text.match(/\/\/ raw: \S/g) ?? []).length;

function offences(all: Record<string, string>) {
  const writes: Record<string, string[]> = {};
  const raw: Record<string, number> = {};
  for (const [file, text] of Object.entries(all)) {
    const wrong = [...writesOf(text)].filter((table) => (table === "(erasure)" ? file !== ERASURE : WRITERS[table] !== file)).sort();
    if (wrong.length) writes[file] = wrong;
    const statements = rawCount(text);
    const unexplained = file.endsWith("/store.server.ts") ? Math.max(0, statements - reasons(text)) : statements;
    if (unexplained) raw[file] = unexplained;
  }
  return { writes, raw };
}

const found = offences(sources);

describe("table writers", () => {
  it("reads every module and every table", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(sqlNames.size).toBeGreaterThan(25);
    expect(virtualTables).toContain("lead_search");
  });

  it("names the one writer of every table of the schema", () => {
    expect([...sqlNames].filter((table) => !WRITERS[table]).sort()).toEqual([]);
    expect(Object.keys(WRITERS).filter((table) => !sqlNames.has(table))).toEqual([]);
  });

  it("finds a write outside its store, and raw SQL outside a store (the check itself)", () => {
    const made = offences({
      "app/x/made-up.server.ts":
        'import { leads } from "~/db/schema.server";\nawait db.insert(leads).values(row);\nawait d1.prepare("UPDATE lead_notes SET body = ?1").run();',
      "app/leads/store.server.ts": 'await d1.prepare("UPDATE leads SET status = ?1").run();',
    });
    expect(made.writes).toEqual({ "app/x/made-up.server.ts": ["lead_notes", "leads"] });
    expect(made.raw).toEqual({ "app/x/made-up.server.ts": 1, "app/leads/store.server.ts": 1 });
  });

  it("writes each table only from its store", () => {
    expect(found.writes).toEqual({});
  });

  it("keeps raw SQL in stores, each statement with its reason", () => {
    expect(found.raw).toEqual({});
  });
});

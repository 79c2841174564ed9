import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { derivedColumns } from "~/questions/answers";

// Migrations only add: a database holding a lead with its deliveries, notes and history
// (and the other tables' rows) keeps every row through every later migration.
const migrations = env.TEST_MIGRATIONS;

async function tables(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'").all<{
    name: string;
  }>();
  return results.map((row) => row.name);
}

/** An empty database: children go first, so no drop trips a foreign key. A virtual table goes first, by its own
 * name, which takes its shadow tables (lead_search_data…) with it. */
async function empty(): Promise<void> {
  const { results: virtual } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'").all<{
    name: string;
  }>();
  for (const { name } of virtual) await env.DB.prepare(`DROP TABLE "${name}"`).run();
  for (let left = await tables(); left.length > 0; left = await tables()) {
    for (const name of left)
      await env.DB.prepare(`DROP TABLE "${name}"`)
        .run()
        .catch(() => undefined);
  }
}

/** One row in every table that exists now; what each is found by afterwards. */
async function fill(): Promise<Record<string, string>> {
  const present = new Set(await tables());
  const now = "2026-11-20T18:00:00.000Z";
  const written: Record<string, string> = {};
  const write = async (table: string, sql: string, find: string) => {
    if (!present.has(table)) return;
    await env.DB.prepare(sql).run();
    written[table] = find;
  };
  await write(
    "leads",
    `INSERT INTO leads (id, created_at, name, email, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile)
     VALUES (7, '${now}', 'Kept Person', 'kept@example.com', 'car-accidents', 'A lead that must survive.', '/', 'https://x.example/', 'Home', 1, 'key-kept-0001', 'json', 'passed')`,
    "id = 7 AND name = 'Kept Person'",
  );
  await write(
    "deliveries",
    `INSERT INTO deliveries (id, lead_id, channel, target, route, status, created_at) VALUES (70, 7, 'staff-email', 'intake@example.com', 'staff-email', 'sent', '${now}')`,
    "id = 70 AND lead_id = 7",
  );
  await write(
    "lead_notes",
    `INSERT INTO lead_notes (id, lead_id, created_at, author, body, form_key) VALUES (71, 7, '${now}', 'staff@example.com', 'Called back.', 'note-kept')`,
    "id = 71 AND lead_id = 7",
  );
  await write(
    "lead_status_changes",
    `INSERT INTO lead_status_changes (id, lead_id, changed_at, changed_by, from_status, to_status, form_key) VALUES (72, 7, '${now}', 'staff@example.com', 'new', 'contacted', 'status-kept')`,
    "id = 72 AND lead_id = 7",
  );
  await write(
    "call_attempts",
    `INSERT INTO call_attempts (id, lead_id, attempted_at, attempted_by, outcome, call_back_at, form_key) VALUES (74, 7, '${now}', 'staff@example.com', 'call-back', '2026-11-21T02:00:00.000Z', 'attempt-kept')`,
    "id = 74 AND lead_id = 7",
  );
  await write(
    "daily_counts",
    `INSERT INTO daily_counts (day, event, page, count) VALUES ('2026-11-20', 'call_tap', '/', 3)`,
    "day = '2026-11-20' AND count = 3",
  );
  await write(
    "data_requests",
    `INSERT INTO data_requests (id, at, staff, kind, subject_kind, subject_hash, row_counts, form_key) VALUES (73, '${now}', 'staff@example.com', 'download', 'email', 'abc', '{"leads":1}', 'audit-kept')`,
    "id = 73",
  );
  await write(
    "data_request_confirmations",
    `INSERT INTO data_request_confirmations (key_hash, staff, subject_hash, lead_ids, expires_at) VALUES ('hash-kept', 'staff@example.com', 'abc', '[7]', '${now}')`,
    "key_hash = 'hash-kept'",
  );
  await write(
    "conflict_names",
    `INSERT INTO conflict_names (id, lead_id, role, name, name_key, first_a, first_b) VALUES (75, 7, 'person', 'Kept Person', 'kept person', 'person|kept', 'kept|person')`,
    "id = 75 AND lead_id = 7 AND name_key = 'kept person'",
  );
  await write(
    "lead_search",
    `INSERT INTO lead_search (rowid, name, email, digits) VALUES (7, '^kept ^person', 'kept@example.com', '2535550100')`,
    "rowid = 7 AND lead_search MATCH '\"person\"'",
  );
  await write("backfills", `INSERT INTO backfills (name, next_id, until_id) VALUES ('conflict_names', 7, 1)`, "name = 'conflict_names' AND next_id = 7");
  await write(
    "lead_days",
    `INSERT INTO lead_days (day, from_utc, to_utc, rows, built_at) VALUES ('2026-11-20', '2026-11-20T08:00:00.000Z', '2026-11-21T08:00:00.000Z', '[[7]]', '${now}')`,
    "day = '2026-11-20' AND rows = '[[7]]'",
  );
  await write(
    "request_campaigns",
    `INSERT INTO request_campaigns (campaign_key, name, first_lead_id) VALUES ('spring sale', 'Spring Sale', 7)`,
    "campaign_key = 'spring sale' AND first_lead_id = 7",
  );
  await write(
    "phone_calls",
    `INSERT INTO phone_calls (id, call_sid, from_e164, from_raw, to_e164, number_key, started_at, status, lead_id) VALUES (76, 'CA0000000000000000000000000000kept', '+12535550100', '+12535550100', '+12535550142', 'main', '${now}', 'missed', 7)`,
    "id = 76 AND lead_id = 7",
  );
  await write(
    "call_recordings",
    `INSERT INTO call_recordings (id, phone_call_id, lead_id, recording_sid, twilio_url, kind, status, created_at) VALUES (77, 76, 7, 'RE0000000000000000000000000000kept', 'https://api.twilio.example/r', 'voicemail', 'completed', '${now}')`,
    "id = 77 AND phone_call_id = 76",
  );
  await write(
    "blocked_numbers",
    `INSERT INTO blocked_numbers (id, e164, blocked_by, blocked_at, block_form_key) VALUES (78, '+12535550199', 'staff@example.com', '${now}', 'block-kept')`,
    "id = 78 AND e164 = '+12535550199'",
  );
  await write(
    "recording_deletions",
    `INSERT INTO recording_deletions (recording_sid, requested_at, next_at) VALUES ('RE0000000000000000000000000000gone', '${now}', '${now}')`,
    "recording_sid = 'RE0000000000000000000000000000gone' AND attempts = 0",
  );
  return written;
}

describe("migrations", () => {
  for (let next = 1; next < migrations.length; next++) {
    it(`keep every row through ${migrations[next].name} and after`, async () => {
      await empty();
      await applyD1Migrations(env.DB, migrations.slice(0, next));
      const written = await fill();
      expect(written.leads).toBeDefined();
      await applyD1Migrations(env.DB, migrations);
      for (const [table, find] of Object.entries(written)) {
        const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM "${table}" WHERE ${find}`).first<{ n: number }>();
        expect(row?.n, `${table} after ${migrations[next].name}`).toBe(1);
      }
    });
  }

  it("0011 adds call_attempts and leaves the first contact of existing requests as it was", async () => {
    await empty();
    const before = migrations.findIndex((m) => m.name.startsWith("0011"));
    expect(before).toBeGreaterThan(0);
    await applyD1Migrations(env.DB, migrations.slice(0, before));
    await fill();
    await env.DB.prepare("UPDATE leads SET status = 'contacted', first_contact_at = '2026-11-20T18:05:00.000Z' WHERE id = 7").run();
    await applyD1Migrations(env.DB, migrations);
    expect(await env.DB.prepare("SELECT status, first_contact_at FROM leads WHERE id = 7").first()).toEqual({
      status: "contacted",
      first_contact_at: "2026-11-20T18:05:00.000Z",
    });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM call_attempts").first()).toEqual({ n: 0 });
    // A call-back needs its time, and only a call-back has one.
    const bad = env.DB.prepare(
      `INSERT INTO call_attempts (lead_id, attempted_at, attempted_by, outcome, form_key) VALUES (7, '2026-11-21T00:00:00.000Z', 's@example.com', 'call-back', 'no-time')`,
    ).run();
    await expect(bad).rejects.toThrow(/CHECK/);
    // Erasing a request takes its calls with it.
    await env.DB.prepare(
      `INSERT INTO call_attempts (lead_id, attempted_at, attempted_by, outcome, form_key) VALUES (7, '2026-11-21T00:00:00.000Z', 's@example.com', 'busy', 'cascade')`,
    ).run();
    await env.DB.prepare("PRAGMA foreign_keys = ON").run();
    await env.DB.prepare("DELETE FROM leads WHERE id = 7").run();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM call_attempts WHERE form_key = 'cascade'").first()).toEqual({ n: 0 });
  });

  it("0028 rewrites the deadlines answered before by the new rules, as the code computes them", async () => {
    await empty();
    const before = migrations.findIndex((m) => m.name.startsWith("0028"));
    expect(before).toBeGreaterThan(0);
    await applyD1Migrations(env.DB, migrations.slice(0, before));
    // Answers as the earlier questions gave them, with the general three years kept as their deadline.
    const old: [string, Record<string, string>][] = [
      ["car-accidents", { incidentDate: "2024-02-29", government: "yes" }],
      ["workplace-injuries", { incidentDate: "2024-02-29" }],
      ["wrongful-death", { incidentDate: "2023-05-01", minor: "yes" }],
      ["car-accidents", { incidentDate: "2023-05-01", minor: "yes", government: "no" }],
      ["other", { government: "unsure" }],
      ["workplace-injuries", { incidentDate: "2023-08-31", government: "unsure", minor: "yes" }],
      ["slip-fall", { incidentDate: "2025-01-10", government: "unsure" }],
      ["car-accidents", { incidentDate: "2025-01-10" }],
    ];
    for (const [i, [caseType, answers]] of old.entries()) {
      await env.DB.prepare(
        `INSERT INTO leads (id, created_at, name, email, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile)
         VALUES (?1, '2026-11-20T18:00:00.000Z', 'Answered Before', 'a@example.com', ?2, 'x', '/', '', '', 1, ?3, 'json', 'passed')`,
      )
        .bind(100 + i, caseType, `key-0028-${i}`)
        .run();
      const general = answers.incidentDate
        ? String(Number(answers.incidentDate.slice(0, 4)) + 3) + answers.incidentDate.slice(4).replace("02-29", "02-28")
        : null;
      await env.DB.prepare(
        "INSERT INTO lead_answers (lead_id, answers, updated_at, updated_by, incident_date, deadline_date) VALUES (?1, ?2, '2026-11-20T18:00:00.000Z', 'visitor', ?3, ?4)",
      )
        .bind(100 + i, JSON.stringify(answers), answers.incidentDate ?? null, general)
        .run();
    }
    await applyD1Migrations(env.DB, migrations);
    const { results } = await env.DB.prepare("SELECT lead_id, deadline_date, deadline_flags FROM lead_answers ORDER BY lead_id").all<{
      lead_id: number;
      deadline_date: string | null;
      deadline_flags: string;
    }>();
    const now = new Date("2026-11-27T20:00:00.000Z");
    expect(results.map((r) => ({ deadlineDate: r.deadline_date, deadlineFlags: r.deadline_flags }))).toEqual(
      old.map(([caseType, answers]) => {
        const { deadlineDate, deadlineFlags } = derivedColumns(answers, caseType, now);
        return { deadlineDate, deadlineFlags };
      }),
    );
    // By hand: the federal claim's two years from 29 February, the L&I claim's one year, no minor flag for a death.
    expect(results.map((r) => r.deadline_date)).toEqual([
      "2026-02-28",
      "2025-02-28",
      "2026-05-01",
      "2026-05-01",
      null,
      "2024-08-31",
      "2027-01-10",
      "2028-01-10",
    ]);
    expect(results.map((r) => r.deadline_flags)).toEqual(["government", "", "", "minor", "government", "minor government", "government", ""]);
  });

  it("0029 adds the scale tables empty, a trigram search that finds a word inside a name, and no second row per name", async () => {
    await empty();
    const before = migrations.findIndex((m) => m.name.startsWith("0029"));
    expect(before).toBeGreaterThan(0);
    await applyD1Migrations(env.DB, migrations.slice(0, before));
    await fill();
    await applyD1Migrations(env.DB, migrations);
    for (const table of ["conflict_names", "lead_search", "backfills", "lead_days", "request_campaigns"])
      expect(await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first("n"), table).toBe(0);
    await env.DB.prepare("INSERT INTO lead_search (rowid, name, email, digits) VALUES (7, '^rosa ^chavez', 'rosa@example.com', '2535550100')").run();
    const hits = (query: string) => env.DB.prepare("SELECT rowid AS id FROM lead_search WHERE lead_search MATCH ?1").bind(query).all();
    expect((await hits('"hav"')).results).toEqual([{ id: 7 }]);
    expect((await hits('digits : "5550"')).results).toEqual([{ id: 7 }]);
    expect((await hits('"^ch"')).results).toEqual([{ id: 7 }]);
    expect((await hits('"^ha"')).results).toEqual([]);
    const name = (role: string) =>
      env.DB.prepare("INSERT INTO conflict_names (lead_id, role, name, name_key) VALUES (7, ?1, 'Kept Person', 'kept person')").bind(role).run();
    await name("person");
    await expect(name("person")).rejects.toThrow(/UNIQUE/);
    await expect(name("neighbour")).rejects.toThrow(/CHECK/);
    // The firm's list has no request: many rows without one.
    for (const n of [1, 2])
      await env.DB.prepare("INSERT INTO conflict_names (lead_id, role, name, name_key) VALUES (NULL, 'client', ?1, ?1)").bind(`client ${n}`).run();
    const plan = await env.DB.prepare("EXPLAIN QUERY PLAN SELECT id FROM leads WHERE status = 'new' ORDER BY id DESC LIMIT 25").all<{ detail: string }>();
    expect(plan.results.map((row) => row.detail).join(" ")).toContain("leads_status_idx");
  });

  it("from 0029 on, a migration that creates indexes ends with PRAGMA optimize (D1 analyzes them)", () => {
    const later = migrations.filter((m) => Number(m.name.slice(0, 4)) >= 29 && m.queries.some((q) => /CREATE (UNIQUE )?INDEX/i.test(q)));
    expect(later.length).toBeGreaterThan(1);
    for (const m of later) expect(m.queries.at(-1)?.trim().replace(/;$/, ""), m.name).toMatch(/PRAGMA optimize$/);
  });

  it("leave the database as the other tests find it", async () => {
    await empty();
    await applyD1Migrations(env.DB, migrations);
    expect(await tables()).toEqual(expect.arrayContaining(["leads", "deliveries", "lead_notes", "lead_status_changes", "data_requests", "call_attempts"]));
  });
});

import { caseTypeValues } from "~/content/case-types";
import { intakeRoster } from "~/content/intake-roster";

// Many requests fast, inside the Vitest workerd (no node:sqlite there, and thousands of POSTs take minutes):
// each table in one set-based SQL statement, all in one D1 batch. About 45 requests a day back from `now`,
// every tenth the same person as the one before (linked), with the desk's work on them: calls, status and
// owner history, answers with other parties and deadlines, conflict matches, and phone calls to the firm. Repeatable: same n, same rows.

const FIRST = ["James", "María", "Robert", "Rosa", "John", "Lucía", "Michael", "Ana", "David", "Sofía"].concat(
  ["Linda", "José", "William", "Carmen", "Richard", "Jorge", "Joseph", "Guadalupe", "Thomas", "Luis"],
  ["Sarah", "Minh", "Chris", "Thi", "Ryan", "Jin", "Megan", "Olena", "Tyler", "Ivan"],
  ["Kayla", "Fatima", "Brandon", "Ahmed", "Ashley", "Priya", "Kevin", "Mei", "Laura", "Omar"],
);
const LAST = ["Smith", "García", "Johnson", "Chávez", "Williams", "Hernández", "Brown", "López", "Jones", "Martínez"].concat(
  ["Miller", "Rodríguez", "Davis", "González", "Wilson", "Pérez", "Anderson", "Sánchez", "Taylor", "Ramírez"],
  ["Nguyen", "Tran", "Le", "Pham", "Kim", "Park", "Lee", "Kowalski", "Petrov", "Shevchenko"],
  ["Moore", "Flores", "Jackson", "Rivera", "White", "Torres", "Harris", "Díaz", "Martin", "O'Brien"],
);
/** Where requests stand, weighted as a firm's older requests do; the last two days' are new. */
const STATUSES = [
  "contacted",
  "contacted",
  "consultation-scheduled",
  "signed",
  "declined",
  "referred-out",
  "not-a-case",
  "not-a-case",
  "unreachable",
  "contacted",
];
const CHANNELS = ["paid-search", "organic-search", "direct", "referral", "paid-social", "organic-search", "directory", "paid-search", "phone", "social"];
/** The number a seeded call rang: the main line most, then the tracking numbers. */
const CALLED = ["main", "main", "google-ads", "main", "google-business-profile", "google-ads-es", "meta", "main", "organic-search", "microsoft-ads"];
const DOMAINS = ["gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com"];

export interface Seeded {
  /** The first and last id written (the requests' ids are consecutive). */
  first: number;
  last: number;
}

/** Writes `n` requests and their rows (lead_key `seed:<n>`, or `<tag>:<n>`), arriving 45 a day up to `now`. */
export async function seedRequests(db: D1Database, n: number, options: { now?: Date; tag?: string } = {}): Promise<Seeded> {
  const now = (options.now ?? new Date()).toISOString();
  const tag = options.tag ?? "seed";
  const roster = intakeRoster.map((member) => member.email);
  const list = (values: readonly string[]) => JSON.stringify(values);
  // The seeded requests by their lead keys (`tag:` up to `tag;`, the lead_key index), and each one's number.
  const ours = "l.lead_key > ?1 || ':' AND l.lead_key < ?1 || ';'";
  const number = "CAST(substr(l.lead_key, length(?1) + 2) AS INTEGER)";
  const at = (base: string, minutes: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${base}, '+' || (${minutes}) || ' minutes')`;
  const written = await db.batch([
    db
      .prepare(
        `WITH RECURSIVE i(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM i WHERE n < ?2),
         -- D1 binds a JavaScript number as a real: the arithmetic below wants integers
         -- every tenth request is the person of the one before
         p(n, m, created_at) AS (SELECT n, CASE WHEN n % 10 = 0 THEN n - 1 ELSE n END, strftime('%Y-%m-%dT%H:%M:%fZ', ?3, '-' || ((CAST(?2 AS INTEGER) - n) * 1920) || ' seconds') FROM i),
         q AS (SELECT p.*, CASE WHEN CAST(?2 AS INTEGER) - n < 90 THEN 'new' ELSE json_extract(?7, '$[' || (n % 10) || ']') END AS status,
                 'seed' || m || '@' || json_extract(?8, '$[' || (m % 5) || ']') AS email, printf('%04d', m % 10000) AS line FROM p)
         INSERT INTO leads (created_at, name, email, phone, email_key, phone_e164, case_type, description, source_page, source_url, page_title,
           privacy_consent, idempotency_key, lead_key, submitted_via, turnstile, notify_status, notify_sent_at, language, channel, utm_campaign,
           status, first_contact_at, expected_fee_cents, owner_email, call_due_at)
         SELECT created_at, json_extract(?4, '$[' || (m % 40) || ']') || ' ' || json_extract(?5, '$[' || ((m / 40) % 40) || ']'), email,
           '(253) 555-' || line, email, '+1253555' || line, json_extract(?6, '$[' || (n % 9) || ']'), 'Seeded request ' || n || '.', '/',
           'https://kestrelinjurylaw.example/', 'Kestrel Injury Law', 1, 'seed-' || n, ?1 || ':' || n, 'json', 'passed', 'sent', created_at,
           CASE WHEN n % 5 = 0 THEN 'es' ELSE 'en' END, json_extract(?9, '$[' || (n % 10) || ']'),
           CASE WHEN n % 10 IN (0, 7) THEN 'Kent Car Accidents ' || (n % 4) END,
           status, CASE WHEN status NOT IN ('new', 'unreachable') THEN ${at("created_at", "120")} END,
           CASE WHEN status = 'signed' THEN 250000 + (n % 7) * 50000 END,
           CASE WHEN n % 7 <> 0 THEN json_extract(?10, '$[' || (n % CAST(?11 AS INTEGER)) || ']') END,
           CASE WHEN status IN ('new', 'contacted') THEN ${at("created_at", "30")} END
         FROM q ORDER BY n`,
      )
      .bind(tag, n, now, list(FIRST), list(LAST), list(caseTypeValues), list(STATUSES), list(DOMAINS), list(CHANNELS), list(roster), roster.length),
    db.prepare(`UPDATE leads AS l SET duplicate_of = l.id - 1 WHERE ${ours} AND ${number} % 10 = 0 AND ${number} > 1`).bind(tag),
    // Three calls on every request worked: the third reached them (when they were).
    db
      .prepare(
        `INSERT INTO call_attempts (lead_id, attempted_at, attempted_by, outcome, form_key)
         SELECT l.id, ${at("l.created_at", "k * 40")}, coalesce(l.owner_email, ?2),
           CASE WHEN k = 3 AND l.first_contact_at IS NOT NULL THEN 'reached' WHEN k = 2 THEN 'voicemail' ELSE 'no-answer' END, ?1 || ':attempt:' || l.id || ':' || k
         FROM leads l, (SELECT 1 AS k UNION ALL SELECT 2 UNION ALL SELECT 3) WHERE ${ours} AND l.status <> 'new'`,
      )
      .bind(tag, roster[0]),
    db
      .prepare(
        `INSERT INTO lead_status_changes (lead_id, changed_at, changed_by, from_status, to_status, expected_fee_cents, form_key)
         SELECT l.id, ${at("l.created_at", "120 + (k - 1) * 1440")}, coalesce(l.owner_email, ?2),
           CASE k WHEN 1 THEN 'new' ELSE 'contacted' END, CASE WHEN k = 2 OR l.status = 'unreachable' THEN l.status ELSE 'contacted' END,
           CASE WHEN k = 2 THEN l.expected_fee_cents END, ?1 || ':status:' || l.id || ':' || k
         FROM leads l, (SELECT 1 AS k UNION ALL SELECT 2) WHERE ${ours} AND l.status <> 'new' AND (k = 1 OR l.status NOT IN ('contacted', 'unreachable'))`,
      )
      .bind(tag, roster[0]),
    db
      .prepare(
        `INSERT INTO lead_owner_changes (lead_id, changed_at, changed_by, from_owner, to_owner, form_key)
         SELECT l.id, l.created_at, CASE WHEN l.duplicate_of IS NULL THEN 'round-robin' ELSE 'same-person' END, NULL, l.owner_email, ?1 || ':owner:' || l.id
         FROM leads l WHERE ${ours} AND l.owner_email IS NOT NULL`,
      )
      .bind(tag),
    // One in three answered the questions: when it happened, the deadline, and who the other party is.
    db
      .prepare(
        `INSERT INTO lead_answers (lead_id, answers, updated_at, updated_by, incident_date, deadline_date, deadline_flags, other_party)
         SELECT id, json_object('incidentDate', incident, 'otherParty', other), created_at, 'visitor', incident, date(incident, '+3 years'),
           CASE WHEN k % 5 = 0 THEN 'government' ELSE '' END, other
         FROM (SELECT l.id, l.created_at, ${number} AS k, date(l.created_at, '-' || (${number} % 60) || ' days') AS incident,
                 json_extract(?2, '$[' || ((${number} * 7) % 40) || ']') || ' ' || json_extract(?3, '$[' || ((${number} * 3) % 40) || ']') AS other
               FROM leads l WHERE ${ours} AND ${number} % 3 = 0)`,
      )
      .bind(tag, list(FIRST), list(LAST)),
    // One in thirty has a possible conflict with the request fifteen before it, recorded on both.
    ...[
      ["l.id", "l.id - 15"],
      ["l.id - 15", "l.id"],
    ].map(([whose, theirs]) =>
      db
        .prepare(
          `INSERT INTO conflict_matches (lead_id, match_key, strength, our_role, our_name, their_role, their_name, other_lead_id, found_at)
           SELECT ${whose}, ?1 || ':match:' || l.id, 'possible', 'person', l.name, 'person', l.name, ${theirs}, l.created_at
           FROM leads l WHERE ${ours} AND ${number} % 30 = 0 AND ${number} > 15`,
        )
        .bind(tag),
    ),
    // Two requests in three came with a call (about 30 a day): half answered, missed with a voicemail (one in five),
    // hang-ups (which open no request) and a few blocked; called back by the request's attempts.
    db
      .prepare(
        `INSERT INTO phone_calls (call_sid, from_e164, from_raw, to_e164, number_key, language, started_at, status, answered_by, answered_at,
           ended_at, duration_seconds, lead_id, opened_request)
         SELECT ?1 || ':call:' || id, phone_e164, phone, '+12535550142', json_extract(?2, '$[' || (k % 10) || ']'), language, started_at, said,
           CASE WHEN said = 'answered' THEN ?3 END, CASE WHEN said = 'answered' THEN started_at END, ${at("started_at", "CASE WHEN said = 'hang-up' THEN 0 ELSE 3 END")},
           CASE WHEN said = 'hang-up' THEN 6 ELSE 180 END, CASE WHEN said IN ('answered', 'missed') THEN id END, said IN ('answered', 'missed')
         FROM (SELECT l.*, ${number} AS k, strftime('%Y-%m-%dT%H:%M:%fZ', l.created_at, '-2 minutes') AS started_at,
                 CASE WHEN ${number} % 60 = 1 THEN 'blocked' WHEN ${number} % 10 < 5 THEN 'answered' WHEN ${number} % 10 < 8 THEN 'missed' ELSE 'hang-up' END AS said
               FROM leads l WHERE ${ours} AND ${number} % 3 <> 0)`,
      )
      .bind(tag, list(CALLED), roster[0]),
    db
      .prepare(
        `INSERT INTO call_recordings (phone_call_id, lead_id, recording_sid, twilio_url, kind, status, duration_seconds, created_at)
         SELECT c.id, c.lead_id, 'RE' || c.call_sid, 'https://api.twilio.example/Recordings/RE' || c.id, 'voicemail', 'completed', 25, c.ended_at
         FROM phone_calls c WHERE c.call_sid > ?1 || ':call:' AND c.call_sid < ?1 || ':call;' AND c.status = 'missed' AND c.id % 5 <> 0`,
      )
      .bind(tag),
    db.prepare(`SELECT min(l.id) AS first, max(l.id) AS last FROM leads l WHERE ${ours}`).bind(tag),
  ]);
  const { first, last } = (written.at(-1)!.results[0] ?? {}) as { first: number | null; last: number | null };
  if (first === null || last === null || last - first + 1 !== n) throw new Error(`seedRequests: wrote ${first}–${last}, not ${n} consecutive requests`);
  return { first, last };
}

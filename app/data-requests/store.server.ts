// A person's data on request (decisions 0029, 0032): found in one batch, erased only after a
// confirmation key, audited without the person's data. `SELECT *` reads any column a later
// migration adds; the download leaves out the firm's own wiring by name.
import { and, desc, eq, lte, or, sql } from "drizzle-orm";
import { sourceName } from "~/attribution/source";
import { channelLabel } from "~/deliveries/channel.server";
import { backfillPersonColumns } from "~/leads/intake.server";
import { normalizeMailbox, normalizePhone } from "~/lib/people";
import { type ConfirmationRow, type DataRequestKind, type DataRequestRow, dataRequestConfirmations, dataRequests } from "~/db/schema.server";
import { outcomeLabel } from "~/desk/call-attempts";
import { outsideOrder, TEXT_THREAD } from "~/content/outside-copies";
import { deskId } from "~/desk/paths";
import type { DataSubject } from "~/desk/form-schemas";
import { statusLabel } from "~/leads/status";
import type { Db } from "~/db/client.server";

export type Row = Record<string, unknown>;

/**
 * The tables with a row about one person: `leads` and every table with a `lead_id`
 * (test/worker/data-requests.test.ts lists those from sqlite_master and fails when one
 * is missing here). Children first: the erasure deletes in this order.
 */
export const childTables = ["lead_status_changes", "lead_notes", "deliveries", "call_attempts", "lead_answers", "call_reminders", "lead_owner_changes", "lead_link_changes", "answer_keys", "conflict_matches", "conflict_clearances", "text_messages", "text_media", "consultations", "lead_outcomes", "non_engagement_letters", "agreements", "agreement_events"] as const;
export const personalTables = ["leads", ...childTables] as const;
export type PersonalTable = (typeof personalTables)[number];

export interface PersonData {
  person: DataSubject;
  rows: Record<PersonalTable, Row[]>;
  /** Their numbers' STOP records (text_opt_outs is keyed by number): shown, and kept by an erasure. */
  optOuts: Row[];
}

/** SQL (and its values) for the person's own requests: by mailbox or E.164, never by a partial match. */
function theirLeads(person: DataSubject): { where: string; values: string[] } {
  return person.kind === "email"
    ? { where: "(email_key = ?1 OR lower(trim(email)) = ?2)", values: [person.key, person.value] }
    : { where: "phone_e164 = ?1", values: [person.value] };
}

/** A letter kept after its request was erased is found by the address it went to (stored trimmed, lower case). */
const keptLetterMatch = (table: string, person: DataSubject) => (table === "non_engagement_letters" && person.kind === "email" ? " OR (address <> '' AND address = ?2)" : "");

/**
 * Every row about this person: their requests (by the address on the request), and every
 * row of those requests in the tables that hang off them (their acknowledgement among
 * them). A delivery of someone else's request is never theirs, even when it went to a
 * number they gave: texts and staff emails go to the firm's own phones and inboxes.
 */
export async function findPerson(db: Db, person: DataSubject): Promise<PersonData> {
  // Older rows get their normalized columns from the Cron trigger; a find must not wait for it.
  for (let round = 0; round < 50 && (await backfillPersonColumns(db)) > 0; round++);
  const { where, values } = theirLeads(person);
  const [leads, ...children] = await db.$client.batch<Row>([
    db.$client.prepare(`SELECT * FROM leads WHERE ${where} ORDER BY id`).bind(...values),
    ...childTables.map((table) => db.$client.prepare(`SELECT * FROM ${table} WHERE lead_id IN (SELECT id FROM leads WHERE ${where})${keptLetterMatch(table, person)} ORDER BY id`).bind(...values)),
  ]);
  const rows = { leads: leads.results } as Record<PersonalTable, Row[]>;
  childTables.forEach((table, i) => (rows[table] = children[i]!.results));
  const numbers = [...new Set([...(person.kind === "phone" ? [person.value] : []), ...rows.leads.map((lead) => lead.phone_e164).filter((n): n is string => typeof n === "string" && n !== "")])];
  const optOuts = numbers.length
    ? (await db.$client.prepare("SELECT * FROM text_opt_outs WHERE phone_e164 IN (SELECT value FROM json_each(?1)) ORDER BY phone_e164").bind(JSON.stringify(numbers)).all<Row>()).results
    : [];
  return { person, rows, optOuts };
}

export const rowCounts = (data: PersonData): Record<PersonalTable, number> =>
  Object.fromEntries(personalTables.map((table) => [table, data.rows[table].length])) as Record<PersonalTable, number>;

/** The R2 keys of a person's agreement PDFs: deleted once their rows are erased. */
export const agreementFileKeys = (data: PersonData): string[] =>
  data.rows.agreements.flatMap((row) => [row.unsigned_key, row.signed_key].filter((key): key is string => typeof key === "string" && key !== ""));

/** The request numbers found, ascending. */
export const leadIdsOf = (data: PersonData): number[] => data.rows.leads.map((lead) => Number(lead.id)).sort((a, b) => a - b);

/** Their sent non-engagement letters: what an erasure keeps when counsel's setting says so. */
export const sentLetters = (data: PersonData) => data.rows.non_engagement_letters.filter((letter) => letter.sent_at);

/** Whether the firm signed any of these requests: it may have to keep the client's file. */
export const signedLeads = (data: PersonData) => data.rows.leads.filter((lead) => lead.status === "signed").map((lead) => Number(lead.id));

/**
 * The channels the person's own requests went out on (sent, or tried and perhaps received):
 * where copies outside D1 are. A channel that was off or skipped sent nothing.
 */
export function channelsReached(data: PersonData): string[] {
  const theirs = new Set(data.rows.leads.map((lead) => lead.id));
  const reached = new Set(data.rows.deliveries.filter((d) => theirs.has(d.lead_id) && (d.status === "sent" || Number(d.attempts) > 0)).map((d) => String(d.channel)));
  if (data.rows.text_messages.some((t) => theirs.has(t.lead_id) && (t.direction === "inbound" || t.message_sid))) reached.add(TEXT_THREAD);
  return [...outsideOrder.filter((channel) => reached.has(channel)), ...[...reached].filter((channel) => !outsideOrder.includes(channel))];
}

const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * The person's pseudonym in the audit: the SHA-256 (hex) of their normalized address (the
 * mailbox, or the E.164 number), so a second request about the same person ties to the first.
 */
export const subjectHash = (person: DataSubject): Promise<string> => sha256(person.kind === "email" ? person.key : person.value);

/** The hashes entries written before decision 0032 used: the address in lower case, a US number's ten digits. */
function legacyHashes(person: DataSubject): Promise<string>[] {
  if (person.kind === "email") return [sha256(person.value)];
  return person.value.startsWith("+1") ? [sha256(person.value.slice(2))] : [];
}

/** Earlier requests about the same person, by its hash (and the hash older entries used). */
export async function earlierRequests(db: Db, person: DataSubject): Promise<DataRequestRow[]> {
  const hashes = [...new Set(await Promise.all([subjectHash(person), ...legacyHashes(person)]))];
  return db
    .select()
    .from(dataRequests)
    .where(or(...hashes.map((hash) => eq(dataRequests.subjectHash, hash))))
    .orderBy(desc(dataRequests.id));
}


/** How long an erasure's confirmation key stays good. */
export const CONFIRMATION_MINUTES = 10;

/** A random key of 256 bits, URL-safe: shown once in the second form, stored only as its hash. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * The first erase post: stores a confirmation key bound to this staff member, this person
 * and the request numbers found, valid ten minutes (expired keys are dropped on the way).
 */
export async function askToErase(db: Db, input: { data: PersonData; staff: string; now: Date }): Promise<{ key: string; expiresAt: string }> {
  const key = randomKey();
  const expiresAt = new Date(input.now.getTime() + CONFIRMATION_MINUTES * 60_000).toISOString();
  await db.batch([
    db.delete(dataRequestConfirmations).where(lte(dataRequestConfirmations.expiresAt, input.now.toISOString())),
    db.insert(dataRequestConfirmations).values({ keyHash: await sha256(key), staff: input.staff, subjectHash: await subjectHash(input.data.person), leadIds: leadIdsOf(input.data), expiresAt }),
  ]);
  return { key, expiresAt };
}

/** Why a confirmation key does not allow this erasure, in the desk's words; null when it does. */
export async function refuseConfirmation(db: Db, input: { key: string | undefined; data: PersonData; staff: string; now: Date }): Promise<string | null> {
  if (!input.key) return "Erasing asks once more: find the person, press Erase, then confirm.";
  const [row]: ConfirmationRow[] = await db
    .select()
    .from(dataRequestConfirmations)
    .where(eq(dataRequestConfirmations.keyHash, await sha256(input.key)));
  if (!row) return "This confirmation is not known (or was already used): find the person and press Erase again.";
  if (row.usedBy) return "This confirmation was already used: find the person again.";
  if (row.staff !== input.staff) return "This confirmation was given to another staff member: find the person and press Erase yourself.";
  if (row.subjectHash !== (await subjectHash(input.data.person))) return "This confirmation was given for another person: find the person and press Erase again.";
  if (row.expiresAt <= input.now.toISOString()) return `This confirmation expired (it is good for ${CONFIRMATION_MINUTES} minutes): find the person and press Erase again.`;
  const now = leadIdsOf(input.data);
  if (JSON.stringify(now) !== JSON.stringify(row.leadIds)) {
    const list = (ids: number[]) => (ids.length ? ids.map((id) => `#${id}`).join(", ") : "none");
    return `Their requests changed since you pressed Erase (then ${list(row.leadIds)}, now ${list(now)}): look at them again and press Erase again.`;
  }
  return null;
}

/** The audit entry a form key already wrote, if any: a reposted form acts once, and a key serves one action about one person. */
export async function auditEntry(db: Db, formKey: string): Promise<DataRequestRow | undefined> {
  const [row] = await db.select().from(dataRequests).where(eq(dataRequests.formKey, formKey));
  return row;
}

/**
 * What a form key that was used before means for this post: `repeat` (the same action about
 * the same person: answer as before, do nothing), a refusal in words, or `new`.
 */
export async function formKeyUse(db: Db, formKey: string, kind: DataRequestKind, person: DataSubject): Promise<{ use: "new" } | { use: "repeat"; entry: DataRequestRow } | { use: "refused"; message: string }> {
  const entry = await auditEntry(db, formKey);
  if (!entry) return { use: "new" };
  if (entry.kind !== kind) return { use: "refused", message: `This form was already used for ${entry.kind === "erase" ? "an erasure" : "a download"}: find the person again.` };
  if (entry.subjectHash !== (await subjectHash(person))) return { use: "refused", message: "This form was already used for another person: find the person again." };
  return { use: "repeat", entry };
}

interface AuditInput {
  data: PersonData;
  staff: string;
  formKey: string;
  at: Date;
}

async function auditValues(kind: DataRequestKind, { data, staff, formKey, at }: AuditInput) {
  return [at.toISOString(), staff, kind, data.person.kind, await subjectHash(data.person), JSON.stringify(rowCounts(data)), kind === "erase" ? JSON.stringify(channelsReached(data)) : null, formKey, JSON.stringify(leadIdsOf(data))];
}

const INSERT_AUDIT = `INSERT INTO data_requests (at, staff, kind, subject_kind, subject_hash, row_counts, copies_outside, form_key, lead_ids)`;

/** Records a download (once per form key). True when this post wrote the row. */
export async function recordDownload(db: Db, input: AuditInput): Promise<boolean> {
  const result = await db.$client
    .prepare(`${INSERT_AUDIT} VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT (form_key) DO NOTHING`)
    .bind(...(await auditValues("download", input)))
    .run();
  return result.meta.changes > 0;
}

/**
 * Erases the rows found, in one batch: the confirmation is spent by this post (marked with
 * a nonce of its own), the audit row is written only with it, and each delete runs only if
 * this post's own audit row and spent confirmation are there. So a reposted form, a key of
 * another action, or a post that lost a race deletes nothing and records nothing. By id,
 * so nothing of anyone else's is touched; children first, not resting on ON DELETE CASCADE.
 * True when this post erased.
 */
export async function erasePerson(db: Db, input: AuditInput & { confirmKey: string; keepLetters?: boolean }): Promise<boolean> {
  const at = input.at.toISOString();
  const nonce = crypto.randomUUID();
  const keyHash = await sha256(input.confirmKey);
  const subject = await subjectHash(input.data.person);
  const leadIds = JSON.stringify(leadIdsOf(input.data));
  const spent = `EXISTS (SELECT 1 FROM data_request_confirmations WHERE key_hash = ?2 AND used_by = ?3)`;
  const own = `EXISTS (SELECT 1 FROM data_requests WHERE form_key = ?4 AND kind = 'erase' AND subject_hash = ?5 AND at = ?6) AND ${spent}`;
  // A sent non-engagement letter stays as the firm's record when counsel's setting says so (decision 0055).
  const kept = (table: string) => (table === "non_engagement_letters" && input.keepLetters ? " AND sent_at IS NULL" : "");
  // A letter kept by an earlier erasure is theirs by its address (as findPerson finds it).
  const address = input.data.person.kind === "email" ? input.data.person.value : "";
  const whose = (table: string, column: string) => `(${column} IN (SELECT value FROM json_each(?1))${table === "non_engagement_letters" ? " OR (address <> '' AND address = ?7)" : ""})`;
  const del = (table: string, column: string) => db.$client.prepare(`DELETE FROM ${table} WHERE ${whose(table, column)} AND ${own}${kept(table)}`).bind(leadIds, keyHash, nonce, input.formKey, subject, at, ...(table === "non_engagement_letters" ? [address] : []));
  const [, audit] = await db.$client.batch([
    db.$client
      .prepare("UPDATE data_request_confirmations SET used_by = ?1 WHERE key_hash = ?2 AND used_by IS NULL AND staff = ?3 AND subject_hash = ?4 AND lead_ids = ?5 AND expires_at > ?6")
      .bind(nonce, keyHash, input.staff, subject, leadIds, at),
    db.$client
      .prepare(`${INSERT_AUDIT} SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9 WHERE EXISTS (SELECT 1 FROM data_request_confirmations WHERE key_hash = ?10 AND used_by = ?11) ON CONFLICT (form_key) DO NOTHING`)
      .bind(...(await auditValues("erase", input)), keyHash, nonce),
    ...childTables.map((table) => del(table, "lead_id")),
    del("leads", "id"),
  ]);
  return audit!.meta.changes > 0;
}

/** The audit log, latest first. */
export const auditLog = (db: Db, limit = 100): Promise<DataRequestRow[]> => db.select().from(dataRequests).orderBy(desc(dataRequests.id)).limit(limit);

/** An erasure's audit entry by its form key: the result page shows only a result of its own kind. */
export async function erasureEntry(db: Db, formKey: string): Promise<DataRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.formKey, formKey), eq(dataRequests.kind, "erase")));
  return row;
}

/** The erasure that took request #id, if the audit recorded its numbers (from migration 0009 on). */
export async function erasureOf(db: Db, leadId: number): Promise<{ at: string; staff: string } | undefined> {
  const [row] = await db
    .select({ at: dataRequests.at, staff: dataRequests.staff })
    .from(dataRequests)
    .where(and(eq(dataRequests.kind, "erase"), sql`EXISTS (SELECT 1 FROM json_each(${dataRequests.leadIds}) WHERE value = ${leadId})`))
    .orderBy(desc(dataRequests.id))
    .limit(1);
  return row;
}

/** Why a number's STOP outlives an erasure, said in the page and the file. */
export const OPT_OUT_KEPT_NOTE =
  "A number that replied STOP stays on the firm's list of numbers it must not text, even after an erasure: deleting it would let texts to that number start again. It holds only the number, the word it sent and when. Reply START from that phone to be texted again.";

/** What `daily_counts` is, said in the page and the file: it holds nothing about anyone. */
export const DAILY_COUNTS_NOTE =
  "daily_counts holds no personal data: it counts call taps and requests per day, page and campaign, with no row about one person and no address, so there is nothing in it to show or erase.";

/**
 * Columns of the firm's own bookkeeping, left out of the person's file: keys and hashes,
 * how the site stored and notified, derived copies of what they typed, and the endpoints
 * (on-call numbers, inboxes, webhook URLs, the CRM's host) their requests went to.
 */
const leftOut: Record<PersonalTable, string[]> = {
  leads: ["idempotency_key", "lead_key", "submitted_via", "turnstile", "notify_status", "notify_attempts", "notify_last_error", "notify_sent_at", "next_attempt_at", "stored_via", "email_key", "phone_e164", "phone_ext", "reminded_at", "call_due_at", "duplicate_of"],
  lead_status_changes: ["form_key"],
  lead_notes: ["form_key"],
  call_attempts: ["form_key"],
  lead_answers: ["deadline_date", "deadline_flags"],
  call_reminders: ["target", "message_id"],
  lead_owner_changes: ["form_key"],
  lead_link_changes: ["form_key"],
  answer_keys: ["key_hash"],
  conflict_matches: ["match_key", "their_role", "their_name", "other_lead_id"],
  conflict_clearances: ["match_key", "form_key"],
  text_messages: ["message_sid", "form_key"],
  consultations: ["uid", "form_key"],
  lead_outcomes: ["form_key"],
  non_engagement_letters: ["form_key"],
  // Twilio's address of a photo opens only with the firm's credentials.
  text_media: ["twilio_url"],
  agreements: ["token_hash", "token_salt", "unsigned_key", "signed_key", "form_key"],
  agreement_events: [],
  deliveries: ["target", "route", "attempts", "last_error", "last_attempt_at", "lease_until", "next_attempt_at", "receiver_id", "dedupe_key"],
};

export interface ExportOptions {
  /** "show": staff addresses stay as written; otherwise each is "a staff member" (DATA_EXPORT_STAFF_NAMES). */
  staffNames: "hide" | "show";
  /** The firm's own addresses and numbers (settings): replaced wherever they appear. */
  firmAddresses: string[];
  firmNumbers: string[];
}

const STAFF = "a staff member";

/** The columns that name a staff member (each shown as STAFF with "hide"); their addresses are also looked for in
 * every other text of the file. */
const staffColumns: Partial<Record<PersonalTable, string[]>> = {
  leads: ["opened_by", "owner_email"],
  lead_status_changes: ["changed_by"],
  lead_notes: ["author"],
  call_attempts: ["attempted_by"],
  lead_answers: ["updated_by"],
  lead_owner_changes: ["changed_by", "from_owner", "to_owner"],
  lead_link_changes: ["changed_by"],
  conflict_clearances: ["cleared_by"],
  text_messages: ["sent_by"],
  consultations: ["host_email", "booked_by"],
  lead_outcomes: ["recorded_by"],
  non_engagement_letters: ["created_by"],
  agreements: ["sent_by", "revoked_by"],
};
const EMAIL_IN_TEXT = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[A-Za-z]{2,}/g;
const PHONE_IN_TEXT = /\+?\d[\d\s().-]{8,}\d/g;

/** The firm's settings an export reads: who counts as staff. */
export function exportOptions(env: Env): ExportOptions {
  const list = (value: string | undefined) => (value ?? "").split(",").map((v) => v.trim()).filter(Boolean);
  return {
    staffNames: String(env.DATA_EXPORT_STAFF_NAMES).trim().toLowerCase() === "show" ? "show" : "hide",
    firmAddresses: [env.LEAD_FROM_ADDRESS, env.LEAD_TO_ADDRESSES, env.ACK_FROM_ADDRESS, env.ACK_REPLY_TO, env.ACCESS_ALLOWED_EMAILS].flatMap(list),
    firmNumbers: [env.ONCALL_NUMBERS, env.TWILIO_FROM_NUMBER].flatMap(list),
  };
}

/**
 * The file staff send the person: their requests, their history, notes and logged calls, and where their
 * requests went as channel, status and date; never the firm's wiring (targets, hosts,
 * internal columns), and staff addresses as "a staff member" unless the firm says otherwise.
 */
export function exportFile(data: PersonData, at: Date, options: ExportOptions) {
  const own = new Set(data.rows.leads.flatMap((lead) => [String(lead.email ?? "").toLowerCase(), normalizeMailbox(String(lead.email ?? ""))]));
  const staff = new Set(
    [...options.firmAddresses, ...Object.entries(staffColumns).flatMap(([table, columns]) => data.rows[table as PersonalTable].flatMap((row) => columns.map((column) => row[column])))]
      .filter((v): v is string => typeof v === "string" && v.includes("@"))
      .map((v) => v.toLowerCase()),
  );
  const firmDomains = new Set(options.firmAddresses.map((a) => a.toLowerCase().split("@")[1]).filter(Boolean));
  const firmNumbers = new Set(options.firmNumbers.map((n) => normalizePhone(n)?.e164).filter(Boolean));
  const isStaff = (address: string) => {
    const lower = address.toLowerCase();
    return !own.has(lower) && (staff.has(lower) || firmDomains.has(lower.split("@")[1]!));
  };
  const hide = options.staffNames === "hide";
  const who = (value: unknown) => (hide && typeof value === "string" && value !== "" ? STAFF : value);
  const words = (value: unknown) =>
    hide && typeof value === "string"
      ? value.replace(EMAIL_IN_TEXT, (m) => (isStaff(m) ? STAFF : m)).replace(PHONE_IN_TEXT, (m) => (firmNumbers.has(normalizePhone(m)?.e164) ? `${STAFF}'s phone` : m))
      : value;
  // With "hide", every text a row holds goes through `words`: prose the app wrote, and each free-text column staff
  // wrote (notes, call notes, reasons, referrals, event details, answers), not only the columns known to name one.
  const keep = (table: PersonalTable, row: Row) => Object.fromEntries(Object.entries(row).filter(([column]) => !leftOut[table].includes(column)).map(([column, value]) => [column, words(value)]));

  return {
    about: "Everything the website database of Kestrel Injury Law (Kent, Washington) holds about this address.",
    address: data.person.value,
    exportedAt: at.toISOString(),
    tables: {
      // How they found the firm and where the request stands, in words.
      leads: data.rows.leads.map((row) => ({
        ...keep("leads", row),
        channel: sourceName(row.channel as string | null),
        status: statusLabel[row.status as keyof typeof statusLabel] ?? row.status,
        opened_by: who(row.opened_by),
        owner_email: who(row.owner_email),
      })),
      lead_status_changes: data.rows.lead_status_changes.map((row) => ({
        ...keep("lead_status_changes", row),
        from_status: statusLabel[row.from_status as keyof typeof statusLabel] ?? row.from_status,
        to_status: statusLabel[row.to_status as keyof typeof statusLabel] ?? row.to_status,
        changed_by: who(row.changed_by),
      })),
      lead_notes: data.rows.lead_notes.map((row) => ({ ...keep("lead_notes", row), author: who(row.author) })),
      call_attempts: data.rows.call_attempts.map((row) => ({
        ...keep("call_attempts", row),
        outcome: outcomeLabel[row.outcome as keyof typeof outcomeLabel] ?? row.outcome,
        attempted_by: who(row.attempted_by),
      })),
      lead_answers: data.rows.lead_answers.map((row) => ({ ...keep("lead_answers", row), updated_by: row.updated_by === "visitor" ? "you" : who(row.updated_by) })),
      // Which due calls staff were reminded of; never to which phone or inbox.
      call_reminders: data.rows.call_reminders.map((row) => keep("call_reminders", row)),
      lead_owner_changes: data.rows.lead_owner_changes.map((row) => ({
        ...keep("lead_owner_changes", row),
        changed_by: row.changed_by === "round-robin" || row.changed_by === "same-person" ? row.changed_by : who(row.changed_by),
        from_owner: who(row.from_owner),
        to_owner: who(row.to_owner),
      })),
      lead_link_changes: data.rows.lead_link_changes.map((row) => ({ ...keep("lead_link_changes", row), changed_by: who(row.changed_by) })),
      // The links to the questions they were given: when each expires, never the key.
      answer_keys: data.rows.answer_keys.map((row) => keep("answer_keys", row)),
      // The firm's conflict check: what was compared on their side; never the other person's name.
      conflict_matches: data.rows.conflict_matches.map((row) => keep("conflict_matches", row)),
      conflict_clearances: data.rows.conflict_clearances.map((row) => ({ ...keep("conflict_clearances", row), cleared_by: who(row.cleared_by) })),
      text_messages: data.rows.text_messages.map((row) => ({
        ...keep("text_messages", row),
        sent_by: row.sent_by === "visitor" || row.sent_by === "system" ? row.sent_by : who(row.sent_by),
      })),
      // Their consultations: when, how and with whom; never the calendar's keys.
      consultations: data.rows.consultations.map((row) => ({ ...keep("consultations", row), host_email: who(row.host_email), booked_by: who(row.booked_by) })),
      lead_outcomes: data.rows.lead_outcomes.map((row) => ({ ...keep("lead_outcomes", row), recorded_by: who(row.recorded_by) })),
      non_engagement_letters: data.rows.non_engagement_letters.map((row) => ({ ...keep("non_engagement_letters", row), created_by: who(row.created_by) })),
      text_media: data.rows.text_media.map((row) => keep("text_media", row)),
      // The fee agreements sent to them and what their signature recorded; the files are given on request.
      agreements: data.rows.agreements.map((row) => ({ ...keep("agreements", row), sent_by: who(row.sent_by), revoked_by: who(row.revoked_by) })),
      agreement_events: data.rows.agreement_events.map((row) => keep("agreement_events", row)),
      // Where their requests went: channel in words, status and date; never to whom.
      // (A column a later migration adds to deliveries is left out too: it is the firm's wiring.)
      deliveries: data.rows.deliveries.map((row) => ({
        id: row.id,
        lead_id: row.lead_id,
        channel: channelLabel[String(row.channel)] ?? String(row.channel),
        status: row.status,
        date: row.sent_at ?? row.last_attempt_at ?? row.created_at,
      })),
    },
    sentOutsideThisDatabase: channelsReached(data).map((channel) => (channel === TEXT_THREAD ? "Texts with the firm" : (channelLabel[channel] ?? channel))),
    text_opt_outs: data.optOuts.map((row) => ({ phone: row.phone_e164, keyword: row.keyword, opted_out_at: row.opted_out_at })),
    keptAfterErasure: { text_opt_outs: OPT_OUT_KEPT_NOTE },
    notHeld: { daily_counts: DAILY_COUNTS_NOTE },
    leftOut: {
      why: "The firm's own bookkeeping, not data about this person: keys, how the site stored and notified the request, normalized copies of what they typed, and where the firm's own notifications were sent.",
      columns: leftOut,
    },
    ...(hide ? { staff: `Staff members are named "${STAFF}".` } : {}),
  };
}

/** What a desk page says of a request number that is not in D1: erased (when and by whom), or never there. */
export interface MissingRequest {
  id: number | null;
  erased: { at: string; staff: string } | null;
}

export async function missingRequest(db: Db, typed: string | undefined): Promise<MissingRequest> {
  const id = deskId(typed);
  return { id, erased: id !== null ? ((await erasureOf(db, id)) ?? null) : null };
}

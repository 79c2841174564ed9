// The one writer of data_requests and data_request_confirmations, and the erasure (decisions 0029, 0032):
// a person's rows found in one batch, erased only after a confirmation key, audited without their data.
import { randomKey, sha256Hex } from "~/lib/secret-keys";
import { and, desc, eq, gt, isNull, lte, or, type Query, SQL, sql } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { backfillPersonColumns, dropLeadDays } from "~/leads/store.server";
import { forgetSearchRows } from "~/search/store.server";
import {
  blockedNumbers,
  type ConfirmationRow,
  type DataRequestKind,
  type DataRequestRow,
  dataRequestConfirmations,
  dataRequests,
  textOptOuts,
} from "~/db/schema.server";
import { dropCallDays, goneRecordings, recordingDeletionStatement } from "~/phone/store.server";
import { given } from "~/db/guarded-change.server";
import { CALL_LOG, CALL_RECORDINGS, outsideOrder, TEXT_THREAD } from "~/content/outside-copies";
import type { DataSubject } from "./data-request-forms";
import type { Db } from "~/db/client.server";
import { log } from "~/lib/log";

export type Row = Record<string, unknown>;

const dialect = new SQLiteAsyncDialect();

/** The tables with a row about one person: `leads` and every table with a `lead_id` (test/worker/data-requests.test.ts lists those from
 * sqlite_master and fails when one is missing here). Children first: the erasure deletes in this order. */
export const childTables = [
  "lead_status_changes",
  "lead_notes",
  "deliveries",
  "call_attempts",
  "lead_answers",
  "call_reminders",
  "lead_owner_changes",
  "lead_link_changes",
  "answer_keys",
  "conflict_matches",
  "conflict_clearances",
  "conflict_names",
  "text_messages",
  "text_media",
  "consultations",
  "lead_outcomes",
  "non_engagement_letters",
  "agreements",
  "agreement_events",
  // A recording before its call: it points at it.
  "call_recordings",
  "phone_calls",
] as const;
export const personalTables = ["leads", ...childTables] as const;
export type PersonalTable = (typeof personalTables)[number];

export interface PersonData {
  person: DataSubject;
  rows: Record<PersonalTable, Row[]>;
  /** Their numbers' STOP records (text_opt_outs is keyed by number): shown, and kept by an erasure. */
  optOuts: Row[];
  /** Their numbers on the firm's block list: shown, and kept by an erasure (a number, like a STOP). */
  blocks: Row[];
  /** Their recordings queued for deletion at Twilio or deleted there: no audio to give, left out of the download. */
  recordingsGone: Set<string>;
}

/** The person's own requests by mailbox or E.164, never a partial match; by email_key alone once every request has one (its index): an address
 * that does not normalize is keyed as typed, lower case, and normalizing ignores case and spaces around, so both keys find what `lower(trim(email))` did. */
function theirLeads(person: DataSubject, keyed: boolean): { where: string; values: string[] } {
  if (person.kind === "phone") return { where: "phone_e164 = ?1", values: [person.value] };
  return keyed
    ? { where: "email_key IN (?1, ?2)", values: [person.key, person.value] }
    : { where: "(email_key = ?1 OR lower(trim(email)) = ?2)", values: [person.key, person.value] };
}

/** A letter kept after its request was erased is found by the address it went to (stored trimmed, lower case); a call
 * that opened no request (a hang-up, a blocked call) by the number it came from: theirs, or one of their requests'. */
function alsoTheirs(table: string, person: DataSubject, where: string): string {
  if (table === "non_engagement_letters" && person.kind === "email") return " OR (address <> '' AND address = ?2)";
  // `+lead_id`: looked up by number (its index), not by every call that opened no request.
  const unlinked = `+lead_id IS NULL AND (from_e164 IN (SELECT phone_e164 FROM leads WHERE ${where})${person.kind === "phone" ? " OR from_e164 = ?1" : ""})`;
  if (table === "phone_calls") return ` OR (${unlinked})`;
  if (table === "call_recordings") return ` OR phone_call_id IN (SELECT id FROM phone_calls WHERE ${unlinked})`;
  return "";
}

/** Every row about this person: their requests (by the address on the request) and those requests' rows in every child table. A delivery
 * of someone else's request is never theirs, even to a number they gave: texts and staff emails go to the firm's own phones and inboxes. */
export async function findPerson(db: Db, person: DataSubject): Promise<PersonData> {
  // Older rows get their normalized columns from the Cron trigger; a find must not wait for it.
  let keyed = false;
  for (let round = 0; round < 50 && !keyed; round++) keyed = (await backfillPersonColumns(db)) === 0;
  if (!keyed && person.kind === "email") log("warn", "person_find_unkeyed", {});
  const { where, values } = theirLeads(person, keyed);
  // One batch, so the page, the file and the erasure read one snapshot; each table reaches their requests through
  // the leads index the find uses (email_key or phone_e164), and a kept letter through its address's partial index.
  const [leads, ...children] = await db.$client.batch<Row>([
    // raw: the download shows every column under its D1 name, a later migration's too (drizzle knows only its own)
    db.$client.prepare(`SELECT * FROM leads WHERE ${where} ORDER BY id`).bind(...values),
    // raw: as above, for each table that hangs off a request, named at run time
    ...childTables.map((table) =>
      db.$client
        .prepare(`SELECT * FROM ${table} WHERE lead_id IN (SELECT id FROM leads WHERE ${where})${alsoTheirs(table, person, where)} ORDER BY id`)
        .bind(...values),
    ),
  ]);
  const rows = { leads: leads.results } as Record<PersonalTable, Row[]>;
  childTables.forEach((table, i) => (rows[table] = children[i]!.results));
  const numbers = [
    ...new Set([
      ...(person.kind === "phone" ? [person.value] : []),
      ...rows.leads.map((lead) => lead.phone_e164).filter((n): n is string => typeof n === "string" && n !== ""),
    ]),
  ];
  const optOuts: Row[] = numbers.length
    ? await db
        .select({ phone_e164: textOptOuts.phoneE164, keyword: textOptOuts.keyword, opted_out_at: textOptOuts.optedOutAt })
        .from(textOptOuts)
        .where(sql`${textOptOuts.phoneE164} IN (SELECT value FROM json_each(${JSON.stringify(numbers)}))`)
        .orderBy(textOptOuts.phoneE164)
    : [];
  const blocks: Row[] = numbers.length
    ? await db
        .select({ e164: blockedNumbers.e164, blocked_at: blockedNumbers.blockedAt })
        .from(blockedNumbers)
        .where(and(sql`${blockedNumbers.e164} IN (SELECT value FROM json_each(${JSON.stringify(numbers)}))`, isNull(blockedNumbers.unblockedAt)))
        .orderBy(blockedNumbers.e164)
    : [];
  const recordingsGone = await goneRecordings(
    db,
    rows.call_recordings.map((r) => String(r.recording_sid)),
  );
  return { person, rows, optOuts, blocks, recordingsGone };
}

export const rowCounts = (data: PersonData): Record<PersonalTable, number> =>
  Object.fromEntries(personalTables.map((table) => [table, data.rows[table].length])) as Record<PersonalTable, number>;

export const leadIdsOf = (data: PersonData): number[] => data.rows.leads.map((lead) => Number(lead.id)).sort((a, b) => a - b);

/** Where copies outside D1 are: the channels the person's own requests went out on (sent, or tried and perhaps received). */
export function channelsReached(data: PersonData): string[] {
  const theirs = new Set(data.rows.leads.map((lead) => lead.id));
  const reached = new Set(
    data.rows.deliveries.filter((d) => theirs.has(d.lead_id) && (d.status === "sent" || Number(d.attempts) > 0)).map((d) => String(d.channel)),
  );
  if (data.rows.text_messages.some((t) => theirs.has(t.lead_id) && (t.direction === "inbound" || t.message_sid))) reached.add(TEXT_THREAD);
  if (data.rows.phone_calls.length) reached.add(CALL_LOG);
  if (data.rows.call_recordings.length) reached.add(CALL_RECORDINGS);
  return [...outsideOrder.filter((channel) => reached.has(channel)), ...[...reached].filter((channel) => !outsideOrder.includes(channel))];
}

/** The person's pseudonym in the audit: the SHA-256 of their mailbox or E.164 number, so a second request about them ties to the first. */
export const subjectHash = (person: DataSubject): Promise<string> => sha256Hex(person.kind === "email" ? person.key : person.value);

/** The hashes entries written before decision 0032 used: the address in lower case, a US number's ten digits. */
function legacyHashes(person: DataSubject): Promise<string>[] {
  if (person.kind === "email") return [sha256Hex(person.value)];
  return person.value.startsWith("+1") ? [sha256Hex(person.value.slice(2))] : [];
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

export const CONFIRMATION_MINUTES = 10;

/** The first erase post: a confirmation key bound to this staff member, this person and the request numbers found (expired keys dropped). */
export async function askToErase(db: Db, input: { data: PersonData; staff: string; now: Date }): Promise<{ key: string; expiresAt: string }> {
  const key = randomKey();
  const expiresAt = new Date(input.now.getTime() + CONFIRMATION_MINUTES * 60_000).toISOString();
  await db.batch([
    db.delete(dataRequestConfirmations).where(lte(dataRequestConfirmations.expiresAt, input.now.toISOString())),
    db.insert(dataRequestConfirmations).values({
      keyHash: await sha256Hex(key),
      staff: input.staff,
      subjectHash: await subjectHash(input.data.person),
      leadIds: leadIdsOf(input.data),
      expiresAt,
    }),
  ]);
  return { key, expiresAt };
}

/** Why a confirmation key does not allow this erasure, in the desk's words; null when it does. */
export async function refuseConfirmation(db: Db, input: { key: string | undefined; data: PersonData; staff: string; now: Date }): Promise<string | null> {
  if (!input.key) return "Erasing asks once more: find the person, press Erase, then confirm.";
  const [row]: ConfirmationRow[] = await db
    .select()
    .from(dataRequestConfirmations)
    .where(eq(dataRequestConfirmations.keyHash, await sha256Hex(input.key)));
  if (!row) return "This confirmation is not known (or was already used): find the person and press Erase again.";
  if (row.usedBy) return "This confirmation was already used: find the person again.";
  if (row.staff !== input.staff) return "This confirmation was given to another staff member: find the person and press Erase yourself.";
  if (row.subjectHash !== (await subjectHash(input.data.person)))
    return "This confirmation was given for another person: find the person and press Erase again.";
  if (row.expiresAt <= input.now.toISOString())
    return `This confirmation expired (it is good for ${CONFIRMATION_MINUTES} minutes): find the person and press Erase again.`;
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

/** A used form key, for this post: `repeat` (the same action about the same person: answer as before, do nothing), a refusal, or `new`. */
export async function formKeyUse(
  db: Db,
  formKey: string,
  kind: DataRequestKind,
  person: DataSubject,
): Promise<{ use: "new" } | { use: "repeat"; entry: DataRequestRow } | { use: "refused"; message: string }> {
  const entry = await auditEntry(db, formKey);
  if (!entry) return { use: "new" };
  if (entry.kind !== kind)
    return { use: "refused", message: `This form was already used for ${entry.kind === "erase" ? "an erasure" : "a download"}: find the person again.` };
  if (entry.subjectHash !== (await subjectHash(person)))
    return { use: "refused", message: "This form was already used for another person: find the person again." };
  return { use: "repeat", entry };
}

interface AuditInput {
  data: PersonData;
  staff: string;
  formKey: string;
  at: Date;
}

/** The audit row's columns: counts and request numbers, never the person's data. */
async function auditColumns(kind: DataRequestKind, { data, staff, formKey, at }: AuditInput) {
  return {
    at: at.toISOString(),
    staff,
    kind,
    subjectKind: data.person.kind,
    subjectHash: await subjectHash(data.person),
    rowCounts: rowCounts(data) as Record<string, number>,
    copiesOutside: kind === "erase" ? channelsReached(data) : null,
    formKey,
    leadIds: leadIdsOf(data),
  };
}

/** Records a download (once per form key). True when this post wrote the row. */
export async function recordDownload(db: Db, input: AuditInput): Promise<boolean> {
  const written = await db
    .insert(dataRequests)
    .values(await auditColumns("download", input))
    .onConflictDoNothing({ target: dataRequests.formKey })
    .returning({ id: dataRequests.id });
  return written.length > 0;
}

/**
 * Erases the rows found in one batch: this post spends the confirmation (with a nonce of its own), writes the audit row only with it, and
 * each delete runs only if both are there, so a reposted form, another action's key or a lost race deletes and records nothing. By id,
 * so nothing of anyone else's is touched; children first, not resting on ON DELETE CASCADE. True when this post erased.
 */
export async function erasePerson(db: Db, input: AuditInput & { confirmKey: string; keepLetters?: boolean }): Promise<boolean> {
  const at = input.at.toISOString();
  const nonce = crypto.randomUUID();
  const keyHash = await sha256Hex(input.confirmKey);
  const subject = await subjectHash(input.data.person);
  const leadIds = leadIdsOf(input.data);
  const audit = await auditColumns("erase", input);
  const spent = and(eq(dataRequestConfirmations.keyHash, keyHash), eq(dataRequestConfirmations.usedBy, nonce));
  const own = sql`EXISTS (SELECT 1 FROM ${dataRequests} WHERE ${and(eq(dataRequests.formKey, input.formKey), eq(dataRequests.kind, "erase"), eq(dataRequests.subjectHash, subject), eq(dataRequests.at, at))}) AND EXISTS (SELECT 1 FROM ${dataRequestConfirmations} WHERE ${spent})`;
  // A sent non-engagement letter stays as the firm's record when counsel's setting says so (decision 0055).
  const kept = (table: string) => (table === "non_engagement_letters" && input.keepLetters ? sql` AND sent_at IS NULL` : sql``);
  // A letter kept by an earlier erasure is theirs by its address (as findPerson finds it).
  const address = input.data.person.kind === "email" ? input.data.person.value : "";
  // Their calls that opened no request, and those calls' recordings, by the ids found.
  const foundIds = (table: "phone_calls" | "call_recordings") => JSON.stringify(input.data.rows[table].map((row) => row.id));
  const also = (table: string) =>
    table === "non_engagement_letters"
      ? sql` OR (address <> '' AND address = ${address})`
      : table === "phone_calls" || table === "call_recordings"
        ? sql` OR id IN (SELECT value FROM json_each(${foundIds(table)}))`
        : sql``;
  const whose = (table: string, column: string) => sql`(${sql.identifier(column)} IN (SELECT value FROM json_each(${JSON.stringify(leadIds)}))${also(table)})`;
  const del = (table: string, column: string) => sql`DELETE FROM ${sql.identifier(table)} WHERE ${whose(table, column)} AND ${own}${kept(table)}`;
  const query = (statement: SQL | { toSQL(): Query }) => (statement instanceof SQL ? dialect.sqlToQuery(statement) : statement.toSQL());
  // raw: the generic DELETEs (one per personal table, named at run time) go in the one batch with the audit and the confirmation
  const d1 = (statement: SQL | { toSQL(): Query }) => db.$client.prepare(query(statement).sql).bind(...query(statement).params);
  const confirm = db
    .update(dataRequestConfirmations)
    .set({ usedBy: nonce })
    .where(
      and(
        eq(dataRequestConfirmations.keyHash, keyHash),
        isNull(dataRequestConfirmations.usedBy),
        eq(dataRequestConfirmations.staff, input.staff),
        eq(dataRequestConfirmations.subjectHash, subject),
        eq(dataRequestConfirmations.leadIds, leadIds),
        gt(dataRequestConfirmations.expiresAt, at),
      ),
    );
  const record = db
    .insert(dataRequests)
    .select(
      db
        .select({
          id: given(null, "id"),
          at: given(audit.at, "at"),
          staff: given(audit.staff, "staff"),
          kind: given(audit.kind, "kind"),
          subjectKind: given(audit.subjectKind, "subject_kind"),
          subjectHash: given(audit.subjectHash, "subject_hash"),
          rowCounts: given(JSON.stringify(audit.rowCounts), "row_counts"),
          copiesOutside: given(JSON.stringify(audit.copiesOutside), "copies_outside"),
          formKey: given(audit.formKey, "form_key"),
          leadIds: given(JSON.stringify(audit.leadIds), "lead_ids"),
        })
        .from(dataRequestConfirmations)
        .where(spent),
    )
    .onConflictDoNothing({ target: dataRequests.formKey });
  // The derived rows too: their words in the search index, and the numbers' days that hold their requests.
  const numbers = [...input.data.rows.phone_calls.map((row) => row.from_e164), ...input.data.rows.leads.map((row) => row.phone_e164)].filter(Boolean);
  const theirCalls = sql`x.id IN (SELECT value FROM json_each(${foundIds("phone_calls")})) OR x.lead_id IN (SELECT value FROM json_each(${JSON.stringify(leadIds)})) OR x.from_e164 IN (SELECT value FROM json_each(${JSON.stringify(numbers)}))`;
  const derived = [d1(forgetSearchRows(leadIds, own)), d1(dropLeadDays(db, leadIds, { linked: true, when: own })), d1(dropCallDays(db, theirCalls, own))];
  // Their recordings at Twilio: queued here, with the audit, and deleted there by the page and the Cron.
  const recordings = input.data.rows.call_recordings.map((row) => String(row.recording_sid));
  if (recordings.length) derived.push(d1(recordingDeletionStatement(db, recordings, at, own)));
  const [, written] = await db.$client.batch([
    d1(confirm),
    d1(record),
    ...derived,
    ...childTables.map((table) => d1(del(table, "lead_id"))),
    d1(del("leads", "id")),
  ]);
  return written!.meta.changes > 0;
}

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

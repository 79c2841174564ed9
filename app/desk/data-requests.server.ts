/**
 * A person's data on request (Washington's My Health My Data Act): everything D1 holds
 * about one email address or phone number, found in one consistent batch; the erasure of
 * exactly those rows; and the audit of both, which never holds the person's data.
 *
 * Raw SQL with `SELECT *`: the download is every column as stored, including any column a
 * later migration adds, with no list here to fall behind.
 */
import { desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { type DataRequestKind, type DataRequestRow, dataRequests } from "./data-request-table.server";
import { outsideOrder } from "./outside-copies";
import type { Person } from "./person";

export type Row = Record<string, unknown>;

/** The tables that hold rows about one person, in the order they are listed and erased. */
export const personalTables = ["leads", "lead_status_changes", "lead_notes", "deliveries"] as const;
export type PersonalTable = (typeof personalTables)[number];

export interface PersonData {
  person: Person;
  rows: Record<PersonalTable, Row[]>;
}

/** A column's digits: phone numbers however they were typed (spaces, dashes, brackets, dots, +). */
const digitsOf = (column: string) => `replace(replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

/** SQL true for a value that is this person's address; ?1 is the normalized address. */
function matches(person: Person, column: string): string {
  // A phone number with or without its country code 1 (person.value never has it).
  return person.kind === "email" ? `lower(trim(${column})) = ?1` : `${digitsOf(column)} IN (?1, '1' || ?1)`;
}

/**
 * Every row about this person: their requests (by the address on the request), and the
 * status changes, notes and deliveries of those requests (their acknowledgement among
 * them). A delivery of someone else's request is never theirs, even when it went to a
 * number they gave: texts and staff emails go to the firm's own phones and inboxes, and
 * searching one of those must not reach other people's rows.
 */
export async function findPerson(d1: D1Database, person: Person): Promise<PersonData> {
  const leadsWhere = person.kind === "email" ? matches(person, "email") : `phone IS NOT NULL AND ${matches(person, "phone")}`;
  const ofTheirLeads = `SELECT id FROM leads WHERE ${leadsWhere}`;
  const [leads, changes, notes, deliveries] = await d1.batch<Row>([
    d1.prepare(`SELECT * FROM leads WHERE ${leadsWhere} ORDER BY id`).bind(person.value),
    d1.prepare(`SELECT * FROM lead_status_changes WHERE lead_id IN (${ofTheirLeads}) ORDER BY id`).bind(person.value),
    d1.prepare(`SELECT * FROM lead_notes WHERE lead_id IN (${ofTheirLeads}) ORDER BY id`).bind(person.value),
    d1.prepare(`SELECT * FROM deliveries WHERE lead_id IN (${ofTheirLeads}) ORDER BY id`).bind(person.value),
  ]);
  return { person, rows: { leads: leads.results, lead_status_changes: changes.results, lead_notes: notes.results, deliveries: deliveries.results } };
}

export const rowCounts = (data: PersonData): Record<PersonalTable, number> =>
  Object.fromEntries(personalTables.map((table) => [table, data.rows[table].length])) as Record<PersonalTable, number>;

/** Whether the firm signed any of these requests: it may have to keep the client's file. */
export const signedLeads = (data: PersonData) => data.rows.leads.filter((lead) => lead.status === "signed").map((lead) => Number(lead.id));

/**
 * The channels the person's own requests went out on (sent, or tried and perhaps received):
 * where copies outside D1 are. A channel that was off or skipped sent nothing.
 */
export function channelsReached(data: PersonData): string[] {
  const theirs = new Set(data.rows.leads.map((lead) => lead.id));
  const reached = new Set(data.rows.deliveries.filter((d) => theirs.has(d.lead_id) && (d.status === "sent" || Number(d.attempts) > 0)).map((d) => String(d.channel)));
  return [...outsideOrder.filter((channel) => reached.has(channel)), ...[...reached].filter((channel) => !outsideOrder.includes(channel))];
}

/**
 * The person's pseudonym in the audit: the SHA-256 (hex) of the normalized address, so a
 * second request about the same address can be tied to the first (decision 0029).
 */
export async function subjectHash(person: Person): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(person.value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

interface AuditInput {
  kind: DataRequestKind;
  data: PersonData;
  staff: string;
  formKey: string;
  at: Date;
}

async function auditStatement(d1: D1Database, { kind, data, staff, formKey, at }: AuditInput): Promise<D1PreparedStatement> {
  const copies = kind === "erase" ? JSON.stringify(channelsReached(data)) : null;
  return d1
    .prepare(
      `INSERT INTO data_requests (at, staff, kind, subject_kind, subject_hash, row_counts, copies_outside, form_key)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (form_key) DO NOTHING`,
    )
    .bind(at.toISOString(), staff, kind, data.person.kind, await subjectHash(data.person), JSON.stringify(rowCounts(data)), copies, formKey);
}

/** Records a download (once per form, however often it is posted). */
export async function recordDownload(d1: D1Database, input: Omit<AuditInput, "kind">): Promise<void> {
  await (await auditStatement(d1, { ...input, kind: "download" })).run();
}

/**
 * Erases the rows found, in one batch with its audit entry: children first, so it does
 * not depend on D1 enforcing the foreign keys' ON DELETE CASCADE. By id, so nothing of
 * anyone else's is touched (a row one of their requests gained since it was found goes
 * with it). A second post of the same form deletes nothing more and records nothing more.
 */
export async function erasePerson(d1: D1Database, input: Omit<AuditInput, "kind">): Promise<void> {
  const ids = (table: PersonalTable) => JSON.stringify(input.data.rows[table].map((row) => row.id));
  const leadIds = ids("leads");
  await d1.batch([
    await auditStatement(d1, { ...input, kind: "erase" }),
    d1.prepare("DELETE FROM lead_notes WHERE lead_id IN (SELECT value FROM json_each(?1))").bind(leadIds),
    d1.prepare("DELETE FROM lead_status_changes WHERE lead_id IN (SELECT value FROM json_each(?1))").bind(leadIds),
    d1.prepare("DELETE FROM deliveries WHERE lead_id IN (SELECT value FROM json_each(?1))").bind(leadIds),
    d1.prepare("DELETE FROM leads WHERE id IN (SELECT value FROM json_each(?1))").bind(leadIds),
  ]);
}

const db = (d1: D1Database) => drizzle(d1);

/** The audit log, latest first. */
export const auditLog = (d1: D1Database, limit = 100): Promise<DataRequestRow[]> => db(d1).select().from(dataRequests).orderBy(desc(dataRequests.id)).limit(limit);

/** One audit entry by its form's key (the page after an erasure shows it). */
export async function auditEntry(d1: D1Database, formKey: string): Promise<DataRequestRow | undefined> {
  const [row] = await db(d1).select().from(dataRequests).where(eq(dataRequests.formKey, formKey));
  return row;
}

/** Earlier requests about the same address, by its hash. */
export async function earlierRequests(d1: D1Database, person: Person): Promise<DataRequestRow[]> {
  return db(d1).select().from(dataRequests).where(eq(dataRequests.subjectHash, await subjectHash(person))).orderBy(desc(dataRequests.id));
}

/** What `daily_counts` is, said in the page and the file: it holds nothing about anyone. */
export const DAILY_COUNTS_NOTE =
  "daily_counts holds no personal data: it counts call taps and requests per day, page and campaign, with no row about one person and no address, so there is nothing in it to show or erase.";

/** The file staff send the person: every row found, and where copies of their requests went. */
export function exportFile(data: PersonData, at: Date) {
  return {
    about: "Everything the website database of Kestrel Injury Law (Kent, Washington) holds about this address.",
    address: data.person.value,
    exportedAt: at.toISOString(),
    tables: data.rows,
    sentOutsideThisDatabase: channelsReached(data),
    notHeld: { daily_counts: DAILY_COUNTS_NOTE },
  };
}

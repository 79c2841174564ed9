// The conflict check's storage (decisions 0083, 0090): the names by their keys, written with the request and its
// answers; the matches of a request, recomputed when it arrives, when its answers change and after an upload; the
// firm's list, replaced whole; "checked, no conflict".
import { and, asc, count, eq, exists, gte, inArray, isNotNull, isNull, lt, max, not, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { given } from "~/db/guarded-change.server";
import {
  conflictClearances,
  type ConflictClearanceRow,
  conflictMatches,
  type ConflictMatchRow,
  conflictNames,
  conflictParties,
  leadAnswers,
  leads,
} from "~/db/schema.server";
import { startWalkDown, walkedDown, walkOf } from "~/leads/store.server";
import { type ConflictMatch, findConflicts, type NamedParty, type PartyRole } from "./conflict-matches";
import { type LookupKeys, lookupKeys, nameKeys, partyName } from "./party-names";
import type { ListedParty } from "./party-list";

/** Rows per JSON parameter: a statement binds a dozen values at most, far under D1's 100. */
const CHUNK = 500;
const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** A field of the JSON row being inserted. */
const field = (name: string) => sql`json_extract(value, ${`$.${name}`})`;
const inJson = (keys: string) => sql`(SELECT value FROM json_each(${keys}))`;

/**
 * Every name of the requests below request `below` (Infinity: of every request), read and parsed as before 0090, and
 * with `list` the firm's list as uploaded (until the walk has filed it).
 */
async function namedParties(db: Db, below: number, list = false): Promise<NamedParty[]> {
  const under = (column: typeof leads.id | typeof leadAnswers.leadId) => (below === Infinity ? undefined : lt(column, below));
  const [people, others, listed] = await db.batch([
    db.select({ leadId: leads.id, name: leads.name }).from(leads).where(under(leads.id)),
    db
      .select({ leadId: leadAnswers.leadId, name: leadAnswers.otherParty })
      .from(leadAnswers)
      .where(and(under(leadAnswers.leadId), isNotNull(leadAnswers.otherParty), sql`trim(${leadAnswers.otherParty}) <> ''`)),
    db
      .select({ role: conflictParties.kind, name: conflictParties.name })
      .from(conflictParties)
      .where(list ? undefined : sql`0`),
  ]);
  return [
    ...people.map((p) => ({ leadId: p.leadId, role: "person" as const, name: p.name })),
    ...others.map((o) => ({ leadId: o.leadId, role: "other" as const, name: o.name! })),
    ...listed.map((l) => ({ leadId: null, role: l.role, name: l.name })),
  ];
}

/** The Cron's walk that files the older requests' names, then the list uploaded before it (see the leads store's walkOf). */
const NAMES_WALK = "conflict_names";
/** Requests named per Cron run: at 200,000 requests the walk ends within about 100 minutes. */
const NAMES_PER_RUN = 2000;

/** A name as conflict_names holds it, with the text it was read from (checked again when written). */
interface FiledName {
  leadId: number | null;
  role: PartyRole;
  raw: string;
  name: string;
  nameKey: string;
  firstA: string | null;
  firstB: string | null;
  initialA: string | null;
  initialB: string | null;
}

/** The names worth filing: a name that is not one ("Unknown", a lone initial) is never compared. */
const filedNames = (parties: NamedParty[]): FiledName[] =>
  parties.flatMap((p) => {
    const parsed = partyName(p.name);
    return parsed ? [{ leadId: p.leadId, role: p.role, raw: p.name, name: p.name.trim(), ...nameKeys(parsed) }] : [];
  });

/** Inserts filed names where `guard` (over the JSON row) holds; a name already filed for its request and role stays. */
function fileNames(db: Db, names: FiledName[], guard: SQL = sql`1`): BatchItem<"sqlite">[] {
  return chunks(names).map((some) =>
    db
      .insert(conflictNames)
      .select(
        db
          .select({
            id: given(null, "id"),
            leadId: sql<number | null>`${field("leadId")}`.as("lead_id"),
            role: sql<PartyRole>`${field("role")}`.as("role"),
            name: sql<string>`${field("name")}`.as("name"),
            nameKey: sql<string>`${field("nameKey")}`.as("name_key"),
            firstA: sql<string | null>`${field("firstA")}`.as("first_a"),
            firstB: sql<string | null>`${field("firstB")}`.as("first_b"),
            initialA: sql<string | null>`${field("initialA")}`.as("initial_a"),
            initialB: sql<string | null>`${field("initialB")}`.as("initial_b"),
          })
          .from(sql`json_each(${JSON.stringify(some)})`)
          .where(guard),
      )
      .onConflictDoNothing({ target: [conflictNames.leadId, conflictNames.role] }),
  );
}

/** The name is still what the request or its answers say (an answer changed or an erasure since it was read files nothing). */
const stillSaid = sql`CASE ${field("role")}
  WHEN 'person' THEN EXISTS (SELECT 1 FROM leads WHERE id = ${field("leadId")} AND name = ${field("raw")})
  ELSE EXISTS (SELECT 1 FROM lead_answers WHERE lead_id = ${field("leadId")} AND other_party = ${field("raw")}) END`;

/** The arrival's statement (in the storing batch): the person's name filed under the new request; a repeat files nothing. */
export function arrivalNameStatements(db: Db, leadKey: string, name: string): BatchItem<"sqlite">[] {
  const [filed] = filedNames([{ leadId: null, role: "person", name }]);
  if (!filed) return [];
  return [
    db
      .insert(conflictNames)
      .select(
        db
          .select({
            id: given(null, "id"),
            leadId: leads.id,
            role: given("person" as const, "role"),
            name: given(filed.name, "name"),
            nameKey: given(filed.nameKey, "name_key"),
            firstA: given(filed.firstA, "first_a"),
            firstB: given(filed.firstB, "first_b"),
            initialA: given(filed.initialA, "initial_a"),
            initialB: given(filed.initialB, "initial_b"),
          })
          .from(leads)
          .where(eq(leads.leadKey, leadKey)),
      )
      .onConflictDoNothing({ target: [conflictNames.leadId, conflictNames.role] }),
  ];
}

/**
 * The answers' statements (in the batch that saves them): the other party's name filed again, only where the saved
 * answers now say `otherParty` (a visitor's key that was no longer good saved nothing, and so files nothing).
 */
export function otherPartyNameStatements(db: Db, leadId: number, otherParty: string | null): BatchItem<"sqlite">[] {
  const saved = exists(
    db
      .select({ one: sql`1` })
      .from(leadAnswers)
      .where(and(eq(leadAnswers.leadId, leadId), sql`${leadAnswers.otherParty} IS ${otherParty}`)),
  );
  const filed = otherParty === null ? [] : filedNames([{ leadId, role: "other", name: otherParty }]);
  return [db.delete(conflictNames).where(and(eq(conflictNames.leadId, leadId), eq(conflictNames.role, "other"), saved)), ...fileNames(db, filed, saved)];
}

/**
 * The Cron's walk: files the names of the next `limit` older requests (newest first) and moves the walk down, in one
 * batch; its last run also files the firm's list if it was uploaded before 0090 (an upload since files its own).
 * Returns how many request numbers it walked: 0 once every request is filed.
 */
export async function fillConflictNames(db: Db, now = new Date(), limit = NAMES_PER_RUN): Promise<number> {
  const next = await startWalkDown(db, NAMES_WALK);
  if (next <= 0) return 0;
  const from = Math.max(next - limit, 0);
  const last = from <= 1;
  const inWalk = (column: typeof leads.id | typeof leadAnswers.leadId) => and(gte(column, from), lt(column, next));
  const [people, others, listed, [filedList]] = await db.batch([
    db.select({ leadId: leads.id, name: leads.name }).from(leads).where(inWalk(leads.id)),
    db
      .select({ leadId: leadAnswers.leadId, name: leadAnswers.otherParty })
      .from(leadAnswers)
      .where(and(inWalk(leadAnswers.leadId), isNotNull(leadAnswers.otherParty))),
    db
      .select({ role: conflictParties.kind, name: conflictParties.name, uploadedAt: conflictParties.uploadedAt })
      .from(conflictParties)
      .where(last ? undefined : sql`0`),
    db.select({ n: count() }).from(conflictNames).where(isNull(conflictNames.leadId)),
  ]);
  const names = filedNames([
    ...people.map((p) => ({ leadId: p.leadId, role: "person" as const, name: p.name })),
    ...others.map((o) => ({ leadId: o.leadId, role: "other" as const, name: o.name! })),
  ]);
  // The list as read, only if it is still the one uploaded then (an upload meanwhile filed its own).
  const list = filedList!.n === 0 ? filedNames(listed.map((l) => ({ leadId: null, role: l.role, name: l.name }))) : [];
  // Before the walk moves: a second run meanwhile (its walk moved) files the list no second time.
  const sameUpload = sql`EXISTS (SELECT 1 FROM conflict_parties WHERE uploaded_at = ${listed[0]?.uploadedAt ?? ""})
    AND EXISTS (SELECT 1 FROM backfills WHERE name = ${NAMES_WALK} AND next_id = ${next})`;
  const [first, ...rest] = [...fileNames(db, list, sameUpload), walkedDown(db, NAMES_WALK, next, last ? 0 : from, now), ...fileNames(db, names, stillSaid)];
  await db.batch([first!, ...rest]);
  return next - from;
}

/** D1's largest character: a range up to `prefix` followed by it holds every text that starts with `prefix`. */
const LAST_CHARACTER = sql`char(1114111)`;

/**
 * The filed names that meet these lookups (party-names.ts' lookupKeys: exactly the names compareNames can match),
 * each through its own index, with the person of each one's request (the same person naming the same other party is
 * not a conflict). Request `except` is left out.
 */
async function namesMeeting(db: Db, lookups: LookupKeys[], except: number): Promise<NamedParty[]> {
  if (lookups.length === 0) return [];
  const key = sql`k.value`;
  const range = (column: typeof conflictNames.firstA | typeof conflictNames.firstB) =>
    and(sql`${column} >= ${key}`, sql`${column} < ${key} || ${LAST_CHARACTER}`);
  const person = alias(conflictNames, "person");
  // One statement per kind of key (D1 takes few terms in a compound SELECT), each driven by its keys through an index;
  // none for a kind with no keys (the planner would scan the table to join it with nothing).
  const meeting = (keys: string[], on: SQL | undefined) =>
    db
      // A batch answers rows by column name: the person's name needs a name of its own.
      .select({
        leadId: conflictNames.leadId,
        role: conflictNames.role,
        name: conflictNames.name,
        person: sql<string | null>`${person.name}`.as("person_name"),
      })
      .from(sql`json_each(${JSON.stringify([...new Set(keys)])}) k`)
      .innerJoin(conflictNames, on!)
      .leftJoin(person, and(eq(person.leadId, conflictNames.leadId), eq(person.role, "person")))
      .where(sql`${conflictNames.leadId} IS NOT ${except}`);
  const firsts = lookups.flatMap((l) => l.firsts);
  const initials = lookups.flatMap((l) => l.initials);
  const prefixes = lookups.flatMap((l) => l.prefixes);
  const [first, ...rest] = [
    meeting(
      lookups.map((l) => l.nameKey),
      eq(conflictNames.nameKey, key),
    ),
    ...(firsts.length ? [meeting(firsts, or(eq(conflictNames.firstA, key), eq(conflictNames.firstB, key)))] : []),
    ...(initials.length ? [meeting(initials, or(eq(conflictNames.initialA, key), eq(conflictNames.initialB, key)))] : []),
    ...(prefixes.length ? [meeting(prefixes, range(conflictNames.firstA)), meeting(prefixes, range(conflictNames.firstB))] : []),
  ];
  const found = await db.batch([first, ...rest]);
  const rows = found.flat();
  return rows.flatMap((r) => [
    { leadId: r.leadId, role: r.role, name: r.name },
    ...(r.person !== null && r.role === "other" ? [{ leadId: r.leadId, role: "person" as const, name: r.person }] : []),
  ]);
}

/** Inserts the matches found, keeping when each was first found; a request erased meanwhile is skipped. */
function upserts(db: Db, matches: ConflictMatch[], at: string): BatchItem<"sqlite">[] {
  const known = (id: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(leads)
        .where(eq(leads.id, id)),
    );
  return chunks(matches).map((some) =>
    db
      .insert(conflictMatches)
      .select(
        db
          .select({
            id: given(null, "id"),
            leadId: sql<number>`${field("leadId")}`.as("lead_id"),
            matchKey: sql<string>`${field("matchKey")}`.as("match_key"),
            strength: sql<ConflictMatchRow["strength"]>`${field("strength")}`.as("strength"),
            ourRole: sql<ConflictMatchRow["ourRole"]>`${field("ourRole")}`.as("our_role"),
            ourName: sql<string>`${field("ourName")}`.as("our_name"),
            theirRole: sql<ConflictMatchRow["theirRole"]>`${field("theirRole")}`.as("their_role"),
            theirName: sql<string>`${field("theirName")}`.as("their_name"),
            otherLeadId: sql<number | null>`${field("otherLeadId")}`.as("other_lead_id"),
            foundAt: given(at, "found_at"),
          })
          .from(sql`json_each(${JSON.stringify(some)})`)
          .where(and(known(field("leadId")), or(sql`${field("otherLeadId")} IS NULL`, known(field("otherLeadId"))))),
      )
      .onConflictDoUpdate({
        target: [conflictMatches.leadId, conflictMatches.matchKey],
        set: { strength: sql`excluded.strength`, ourName: sql`excluded.our_name`, theirName: sql`excluded.their_name` },
      }),
  );
}

const keysOf = (matches: ConflictMatch[]) => JSON.stringify([...new Set(matches.map((m) => m.matchKey))]);

/**
 * A request's matches, both ways, after it arrives or its answers change (the answers' service calls this): its own
 * names read from the request, the names they can meet looked up by key, and, while the Cron's walk has not filed
 * every older request yet, the names of those not yet filed and the firm's list, read as before.
 */
export async function recheckConflicts(db: Db, leadId: number, now = new Date()): Promise<ConflictMatch[]> {
  const [[lead], [answers], [walk]] = await db.batch([
    db.select({ name: leads.name }).from(leads).where(eq(leads.id, leadId)),
    db.select({ otherParty: leadAnswers.otherParty }).from(leadAnswers).where(eq(leadAnswers.leadId, leadId)),
    walkOf(db, NAMES_WALK),
  ]);
  const ours: NamedParty[] = [
    ...(lead ? [{ leadId, role: "person" as const, name: lead.name }] : []),
    ...(answers?.otherParty ? [{ leadId, role: "other" as const, name: answers.otherParty }] : []),
  ];
  const lookups = ours.flatMap((p) => {
    const parsed = partyName(p.name);
    return parsed ? [lookupKeys(parsed)] : [];
  });
  const notFiled = walk ? walk.nextId : Infinity;
  const [met, older] = await Promise.all([
    namesMeeting(db, lookups, leadId),
    lookups.length && notFiled > 0 ? namedParties(db, notFiled, true) : Promise.resolve([]),
  ]);
  const matches = findConflicts([...ours, ...met, ...older], leadId);
  const gone = db
    .delete(conflictMatches)
    .where(
      and(or(eq(conflictMatches.leadId, leadId), eq(conflictMatches.otherLeadId, leadId)), not(inArray(conflictMatches.matchKey, inJson(keysOf(matches))))),
    );
  await db.batch([gone, ...upserts(db, matches, now.toISOString())]);
  return matches;
}

export interface ListSummary {
  total: number;
  clients: number;
  adverse: number;
  uploadedAt: string | null;
  uploadedBy: string | null;
}

export async function partyListSummary(db: Db): Promise<ListSummary> {
  const [row] = await db
    .select({
      total: count(),
      clients: sql<number>`coalesce(sum(${conflictParties.kind} = 'client'), 0)`,
      adverse: sql<number>`coalesce(sum(${conflictParties.kind} = 'adverse'), 0)`,
      uploadedAt: max(conflictParties.uploadedAt),
      uploadedBy: max(conflictParties.uploadedBy),
    })
    .from(conflictParties);
  return row!;
}

/**
 * The firm's list replaced by `parties`, and every request's matches recomputed against it, in one
 * batch: a failure leaves the old list and its matches as they were.
 */
export async function replacePartyList(db: Db, parties: ListedParty[], by: string, now = new Date()): Promise<{ matches: number }> {
  const at = now.toISOString();
  // Every name, read whole (a staff action, bounded by the firm's size): the upload also makes good a check that failed.
  const current = await namedParties(db, Infinity);
  const matches = findConflicts([...current, ...parties.map((p) => ({ leadId: null, role: p.kind, name: p.name }))]);
  const listed = chunks(parties).map((some) =>
    db.insert(conflictParties).select(
      db
        .select({
          id: given(null, "id"),
          name: sql<string>`${field("name")}`.as("name"),
          nameKey: sql<string>`${field("key")}`.as("name_key"),
          kind: sql<ListedParty["kind"]>`${field("kind")}`.as("kind"),
          uploadedAt: given(at, "uploaded_at"),
          uploadedBy: given(by, "uploaded_by"),
        })
        .from(sql`json_each(${JSON.stringify(some)})`),
    ),
  );
  const filed = filedNames(parties.map((p) => ({ leadId: null, role: p.kind, name: p.name })));
  await db.batch([
    db.delete(conflictParties),
    ...listed,
    db.delete(conflictNames).where(isNull(conflictNames.leadId)),
    ...fileNames(db, filed),
    db.delete(conflictMatches).where(not(inArray(conflictMatches.matchKey, inJson(keysOf(matches))))),
    ...upserts(db, matches, at),
  ]);
  return { matches: matches.length };
}

export interface ConflictOnRequest extends ConflictMatchRow {
  clearance: ConflictClearanceRow | null;
}

const keysOnRequest = (db: Db, leadId: number) => db.select({ key: conflictMatches.matchKey }).from(conflictMatches).where(eq(conflictMatches.leadId, leadId));

/** A request's matches, each with its "checked, no conflict" if staff gave one (on either request). */
export async function conflictsOf(db: Db, leadId: number): Promise<ConflictOnRequest[]> {
  const [matches, clearances] = await db.batch([
    db.select().from(conflictMatches).where(eq(conflictMatches.leadId, leadId)).orderBy(asc(conflictMatches.id)),
    db
      .select()
      .from(conflictClearances)
      .where(inArray(conflictClearances.matchKey, keysOnRequest(db, leadId)))
      .orderBy(asc(conflictClearances.id)),
  ]);
  const cleared = new Map(clearances.map((c) => [c.matchKey, c]));
  return matches.map((m) => ({ ...m, clearance: cleared.get(m.matchKey) ?? null }));
}

/** The history of "checked, no conflict" on a request: given here, or on the other request of a pair. */
/** The clearances a request shows: its own, and those of its matches made from the other request. */
export const clearancesOn = (db: Db, leadId: number) =>
  or(eq(conflictClearances.leadId, leadId), inArray(conflictClearances.matchKey, keysOnRequest(db, leadId)))!;

export function clearancesOf(db: Db, leadId: number): Promise<ConflictClearanceRow[]> {
  return db.select().from(conflictClearances).where(clearancesOn(db, leadId)).orderBy(asc(conflictClearances.id));
}

export type ClearOutcome = { kind: "cleared" } | { kind: "repeat" } | { kind: "already"; clearance: ConflictClearanceRow } | { kind: "gone" };

/** "Checked, no conflict" on one match: written once per form key, and once per match whoever posts. */
export async function clearConflict(db: Db, input: { leadId: number; matchKey: string; by: string; formKey: string; at: Date }): Promise<ClearOutcome> {
  const clearedBefore = exists(
    db
      .select({ one: sql`1` })
      .from(conflictClearances)
      .where(eq(conflictClearances.matchKey, input.matchKey)),
  );
  const written = await db
    .insert(conflictClearances)
    .select(
      db
        .select({
          id: given(null, "id"),
          leadId: conflictMatches.leadId,
          matchKey: conflictMatches.matchKey,
          clearedBy: given(input.by, "cleared_by"),
          clearedAt: given(input.at.toISOString(), "cleared_at"),
          formKey: given(input.formKey, "form_key"),
        })
        .from(conflictMatches)
        .where(and(eq(conflictMatches.leadId, input.leadId), eq(conflictMatches.matchKey, input.matchKey), not(clearedBefore))),
    )
    .onConflictDoNothing({ target: [conflictClearances.formKey, conflictClearances.matchKey] })
    .returning({ id: conflictClearances.id });
  if (written.length > 0) return { kind: "cleared" };
  const [clearance] = await db
    .select()
    .from(conflictClearances)
    .where(eq(conflictClearances.matchKey, input.matchKey))
    .orderBy(asc(conflictClearances.id))
    .limit(1);
  if (!clearance) return { kind: "gone" };
  return clearance.formKey === input.formKey ? { kind: "repeat" } : { kind: "already", clearance };
}

/** The inbox's "possible conflict": a match on the request that nobody has checked yet. */
export const openConflict: SQL = sql`EXISTS (SELECT 1 FROM conflict_matches m WHERE m.lead_id = ${leads.id} AND NOT EXISTS (SELECT 1 FROM conflict_clearances c WHERE c.match_key = m.match_key))`;

/** The same on a joined conflict_matches row: a list of possible conflicts walks the matches, not every request. */
export const uncheckedMatch: SQL = sql`NOT EXISTS (SELECT 1 FROM conflict_clearances c WHERE c.match_key = ${conflictMatches.matchKey})`;

/** What the request page needs: the matches, the other party as answered, and the history of checks. */
export async function conflictFile(db: Db, leadId: number) {
  const [matches, clearances, answer] = await Promise.all([
    conflictsOf(db, leadId),
    clearancesOf(db, leadId),
    db.select({ otherParty: leadAnswers.otherParty }).from(leadAnswers).where(eq(leadAnswers.leadId, leadId)),
  ]);
  return { matches, clearances, otherParty: answer[0]?.otherParty?.trim() || null };
}

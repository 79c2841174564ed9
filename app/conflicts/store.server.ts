// The conflict check's storage (decision 0083): the matches of a request, recomputed when it arrives,
// when its answers change and after an upload; the firm's list, replaced whole; "checked, no conflict".
import { and, asc, count, eq, exists, inArray, isNotNull, max, not, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/db/client.server";
import { given } from "~/db/guarded-change.server";
import { conflictClearances, type ConflictClearanceRow, conflictMatches, type ConflictMatchRow, conflictParties, leadAnswers, leads } from "~/db/schema.server";
import { type ConflictMatch, findConflicts, type NamedParty } from "./conflict-matches";
import type { ListedParty } from "./party-list";

/** Rows per JSON parameter: a statement binds a dozen values at most, far under D1's 100. */
const CHUNK = 500;
const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

async function namedParties(db: Db): Promise<NamedParty[]> {
  const [people, others, listed] = await db.batch([
    db.select({ leadId: leads.id, name: leads.name }).from(leads),
    db
      .select({ leadId: leadAnswers.leadId, name: leadAnswers.otherParty })
      .from(leadAnswers)
      .where(and(isNotNull(leadAnswers.otherParty), sql`trim(${leadAnswers.otherParty}) <> ''`)),
    db.select({ role: conflictParties.kind, name: conflictParties.name }).from(conflictParties),
  ]);
  return [
    ...people.map((p) => ({ leadId: p.leadId, role: "person" as const, name: p.name })),
    ...others.map((o) => ({ leadId: o.leadId, role: "other" as const, name: o.name! })),
    ...listed.map((l) => ({ leadId: null, role: l.role, name: l.name })),
  ];
}

/** A field of the JSON row being inserted. */
const field = (name: string) => sql`json_extract(value, ${`$.${name}`})`;
const inJson = (keys: string) => sql`(SELECT value FROM json_each(${keys}))`;

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

/** A request's matches, both ways, after it arrives or its answers change (the answers' service calls this). */
export async function recheckConflicts(db: Db, leadId: number, now = new Date()): Promise<ConflictMatch[]> {
  const matches = findConflicts(await namedParties(db), leadId);
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
  const current = (await namedParties(db)).filter((p) => p.leadId !== null);
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
  await db.batch([
    db.delete(conflictParties),
    ...listed,
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
export function clearancesOf(db: Db, leadId: number): Promise<ConflictClearanceRow[]> {
  return db
    .select()
    .from(conflictClearances)
    .where(or(eq(conflictClearances.leadId, leadId), inArray(conflictClearances.matchKey, keysOnRequest(db, leadId))))
    .orderBy(asc(conflictClearances.id));
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

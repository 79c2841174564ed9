// The conflict check's storage (decision 0049): the matches of a request, recomputed when it arrives,
// when its answers change and after an upload; the firm's list, replaced whole; "checked, no conflict".
import { type SQL, sql } from "drizzle-orm";
import { type ConflictMatch, findConflicts, type NamedParty } from "~/conflicts/conflict-matches";
import type { ListedParty } from "~/conflicts/party-list";
import { type ConflictClearanceRow, type ConflictMatchRow, leads } from "~/db/schema.server";
import type { Db } from "~/db/client.server";

/** Rows per JSON parameter: each statement binds at most three values, far under D1's 100. */
const CHUNK = 500;
const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

async function namedParties(db: Db): Promise<NamedParty[]> {
  const [people, parties] = await db.$client.batch<{ lead_id: number | null; role: NamedParty["role"]; name: string }>([
    db.$client.prepare(
      `SELECT id AS lead_id, 'person' AS role, name FROM leads
       UNION ALL SELECT lead_id, 'other', other_party FROM lead_answers WHERE other_party IS NOT NULL AND trim(other_party) <> ''`,
    ),
    db.$client.prepare(`SELECT NULL AS lead_id, kind AS role, name FROM conflict_parties`),
  ]);
  return [...people!.results, ...parties!.results].map((r) => ({ leadId: r.lead_id, role: r.role, name: r.name }));
}

/** Inserts the matches found, keeping when each was first found; a request erased meanwhile is skipped. */
function upserts(db: Db, matches: ConflictMatch[], at: string): D1PreparedStatement[] {
  const field = (name: string) => `json_extract(value, '$.${name}')`;
  return chunks(matches).map((some) =>
    db.$client
      .prepare(
        `INSERT INTO conflict_matches (lead_id, match_key, strength, our_role, our_name, their_role, their_name, other_lead_id, found_at)
         SELECT ${["leadId", "matchKey", "strength", "ourRole", "ourName", "theirRole", "theirName", "otherLeadId"].map(field).join(", ")}, ?2 FROM json_each(?1)
         WHERE EXISTS (SELECT 1 FROM leads WHERE id = ${field("leadId")})
           AND (${field("otherLeadId")} IS NULL OR EXISTS (SELECT 1 FROM leads WHERE id = ${field("otherLeadId")}))
         ON CONFLICT (lead_id, match_key) DO UPDATE SET strength = excluded.strength, our_name = excluded.our_name, their_name = excluded.their_name`,
      )
      .bind(JSON.stringify(some), at),
  );
}

const keysOf = (matches: ConflictMatch[]) => JSON.stringify([...new Set(matches.map((m) => m.matchKey))]);

/** A request's matches, both ways, after it arrives or its answers change (the answers form calls this). */
export async function recheckConflicts(db: Db, leadId: number, now = new Date()): Promise<ConflictMatch[]> {
  const matches = findConflicts(await namedParties(db), leadId);
  await db.$client.batch([
    db.$client
      .prepare(`DELETE FROM conflict_matches WHERE (lead_id = ?1 OR other_lead_id = ?1) AND match_key NOT IN (SELECT value FROM json_each(?2))`)
      .bind(leadId, keysOf(matches)),
    ...upserts(db, matches, now.toISOString()),
  ]);
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
  const row = await db.$client
    .prepare(
      `SELECT count(*) AS total, coalesce(sum(kind = 'client'), 0) AS clients, coalesce(sum(kind = 'adverse'), 0) AS adverse,
              max(uploaded_at) AS uploadedAt, max(uploaded_by) AS uploadedBy FROM conflict_parties`,
    )
    .first<ListSummary>();
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
  await db.$client.batch([
    db.$client.prepare(`DELETE FROM conflict_parties`),
    ...chunks(parties).map((some) =>
      db.$client
        .prepare(
          `INSERT INTO conflict_parties (name, name_key, kind, uploaded_at, uploaded_by)
           SELECT json_extract(value, '$.name'), json_extract(value, '$.key'), json_extract(value, '$.kind'), ?2, ?3 FROM json_each(?1)`,
        )
        .bind(JSON.stringify(some), at, by),
    ),
    db.$client.prepare(`DELETE FROM conflict_matches WHERE match_key NOT IN (SELECT value FROM json_each(?1))`).bind(keysOf(matches)),
    ...upserts(db, matches, at),
  ]);
  return { matches: matches.length };
}

export interface ConflictOnRequest extends ConflictMatchRow {
  clearance: ConflictClearanceRow | null;
}

/** A request's matches, each with its "checked, no conflict" if staff gave one (on either request). */
export async function conflictsOf(db: Db, leadId: number): Promise<ConflictOnRequest[]> {
  const [matches, clearances] = await db.$client.batch<Record<string, unknown>>([
    db.$client.prepare(`SELECT * FROM conflict_matches WHERE lead_id = ?1 ORDER BY id`).bind(leadId),
    db.$client.prepare(`SELECT * FROM conflict_clearances WHERE match_key IN (SELECT match_key FROM conflict_matches WHERE lead_id = ?1) ORDER BY id`).bind(leadId),
  ]);
  const cleared = new Map(clearances!.results.map((c) => [String(c.match_key), camel(c) as unknown as ConflictClearanceRow]));
  return matches!.results.map((m) => ({ ...(camel(m) as unknown as ConflictMatchRow), clearance: cleared.get(String(m.match_key)) ?? null }));
}

/** The history of "checked, no conflict" on a request: given here, or on the other request of a pair. */
export async function clearancesOf(db: Db, leadId: number): Promise<ConflictClearanceRow[]> {
  const { results } = await db.$client
    .prepare(`SELECT * FROM conflict_clearances WHERE lead_id = ?1 OR match_key IN (SELECT match_key FROM conflict_matches WHERE lead_id = ?1) ORDER BY id`)
    .bind(leadId)
    .all<Record<string, unknown>>();
  return results.map((c) => camel(c) as unknown as ConflictClearanceRow);
}

const camel = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()), v]));

export type ClearOutcome = { kind: "cleared" } | { kind: "repeat" } | { kind: "already"; clearance: ConflictClearanceRow } | { kind: "gone" };

/** "Checked, no conflict" on one match: written once per form key, and once per match whoever posts. */
export async function clearConflict(db: Db, input: { leadId: number; matchKey: string; by: string; formKey: string; at: Date }): Promise<ClearOutcome> {
  const written = await db.$client
    .prepare(
      `INSERT INTO conflict_clearances (lead_id, match_key, cleared_by, cleared_at, form_key)
       SELECT lead_id, match_key, ?3, ?4, ?5 FROM conflict_matches
       WHERE lead_id = ?1 AND match_key = ?2 AND NOT EXISTS (SELECT 1 FROM conflict_clearances WHERE match_key = ?2)
       ON CONFLICT (form_key, match_key) DO NOTHING`,
    )
    .bind(input.leadId, input.matchKey, input.by, input.at.toISOString(), input.formKey)
    .run();
  if (written.meta.changes > 0) return { kind: "cleared" };
  const before = await db.$client.prepare(`SELECT * FROM conflict_clearances WHERE match_key = ?1 ORDER BY id LIMIT 1`).bind(input.matchKey).first<Record<string, unknown>>();
  if (!before) return { kind: "gone" };
  const clearance = camel(before) as unknown as ConflictClearanceRow;
  return clearance.formKey === input.formKey ? { kind: "repeat" } : { kind: "already", clearance };
}

/** The inbox's "possible conflict": a match on the request that nobody has checked yet. */
export const openConflict: SQL = sql`EXISTS (SELECT 1 FROM conflict_matches m WHERE m.lead_id = ${leads.id} AND NOT EXISTS (SELECT 1 FROM conflict_clearances c WHERE c.match_key = m.match_key))`;

/** What the request page needs: the matches, the other party as answered, and the history of checks. */
export async function conflictFile(db: Db, leadId: number) {
  const [matches, clearances, answer] = await Promise.all([
    conflictsOf(db, leadId),
    clearancesOf(db, leadId),
    db.$client.prepare(`SELECT other_party FROM lead_answers WHERE lead_id = ?1`).bind(leadId).first<{ other_party: string | null }>(),
  ]);
  return { matches, clearances, otherParty: answer?.other_party?.trim() || null };
}

// The one writer of lead_search, the inbox's trigram index of requests' folded names, addresses and digits
// (migration 0029; rowid = leads.id). Raw SQL: drizzle has no virtual tables.
import { type SQL, sql } from "drizzle-orm";

/** The erasure's statement: deletes these requests' index rows where `guard` holds, in the erasure's one batch. */
export const forgetSearchRows = (leadIds: number[], guard: SQL): SQL =>
  // raw: lead_search is an FTS5 table, which drizzle cannot name
  sql`DELETE FROM lead_search WHERE rowid IN (SELECT value FROM json_each(${JSON.stringify(leadIds)})) AND ${guard}`;

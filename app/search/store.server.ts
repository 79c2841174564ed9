// The one writer of lead_search, the inbox's trigram index of requests' folded names, addresses and digits
// (migration 0029, decision 0090; rowid = leads.id), and the inbox's search as a condition over it.
import { and, eq, gte, like, lt, or, type SQL, sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { given } from "~/db/guarded-change.server";
import { leads, type NewLeadRow } from "~/db/schema.server";
import { normalizeMailbox } from "~/lib/people";
import { startWalkDown, walkedDown } from "~/leads/store.server";
import type { InboxSearch } from "~/desk/inbox/search";
import { ftsQuery, likePattern, searchText } from "./search-query";

/** The Cron's walk that indexes the older requests (its name is the table's: see notIndexedBelow). */
const SEARCH_WALK = "lead_search";
/** Requests indexed per Cron run: at 200,000 requests the walk ends within about 100 minutes. */
const SEARCH_PER_RUN = 2000;
const CHUNK = 500;

/** drizzle cannot declare an FTS5 table (the migration makes it, schema.server.ts leaves it out): this handle stays private to the writer. */
const leadSearch = sqliteTable("lead_search", { rowid: integer("rowid").primaryKey(), name: text("name"), email: text("email"), digits: text("digits") });

/** Not indexed yet (an insert that found its row there writes nothing: the table has no unique key to conflict on). */
const notIndexed = (id: SQL | typeof leads.id) => sql`NOT EXISTS (SELECT 1 FROM lead_search WHERE rowid = ${id})`;

/** The arrival's statement (in the storing batch): the new request's words indexed; a repeated store adds nothing. */
export function arrivalSearchStatement(db: Db, lead: Pick<NewLeadRow, "leadKey" | "name" | "email" | "phone">) {
  const text = searchText(lead);
  return db.insert(leadSearch).select(
    db
      .select({ rowid: leads.id, name: given(text.name, "name"), email: given(text.email, "email"), digits: given(text.digits, "digits") })
      .from(leads)
      .where(and(eq(leads.leadKey, lead.leadKey), notIndexed(leads.id))),
  );
}

export const forgetSearchRows = (leadIds: number[], guard: SQL): SQL =>
  // raw: lead_search is an FTS5 table, which drizzle cannot name
  sql`DELETE FROM lead_search WHERE rowid IN (SELECT value FROM json_each(${JSON.stringify(leadIds)})) AND ${guard}`;

/** The Cron's walk: indexes the next `limit` older requests and moves down in one batch. Returns the request numbers walked: 0 once done. */
export async function fillSearchIndex(db: Db, now = new Date(), limit = SEARCH_PER_RUN): Promise<number> {
  const next = await startWalkDown(db, SEARCH_WALK);
  if (next <= 0) return 0;
  const from = Math.max(next - limit, 0);
  const rows = await db
    .select({ id: leads.id, name: leads.name, email: leads.email, phone: leads.phone })
    .from(leads)
    .where(and(gte(leads.id, from), lt(leads.id, next)));
  const indexed = rows.map((row) => ({ id: row.id, ...searchText(row) }));
  const field = (name: string) => sql`json_extract(value, ${`$.${name}`})`;
  const inserts = Array.from({ length: Math.ceil(indexed.length / CHUNK) }, (_, i) =>
    db.insert(leadSearch).select(
      db
        .select({
          rowid: sql<number>`${field("id")}`.as("rowid"),
          name: sql<string>`${field("name")}`.as("name"),
          email: sql<string>`${field("email")}`.as("email"),
          digits: sql<string>`${field("digits")}`.as("digits"),
        })
        .from(sql`json_each(${JSON.stringify(indexed.slice(i * CHUNK, (i + 1) * CHUNK))})`)
        // An erased request is not indexed again.
        .where(and(sql`EXISTS (SELECT 1 FROM leads WHERE id = ${field("id")})`, notIndexed(field("id")))),
    ),
  );
  await db.batch([walkedDown(db, SEARCH_WALK, next, from <= 1 ? 0 : from, now), ...inserts]);
  return next - from;
}

/** The requests the walk has not indexed yet: those below its next_id (none once done; all before its first run). */
const notIndexedBelow = sql`coalesce((SELECT next_id FROM backfills WHERE name = 'lead_search'), 9223372036854775807)`;

/** A column's digits: a phone number however it was typed (spaces, dashes, brackets, dots, +), as search-query's phoneSearchDigits. */
const phoneDigits = sql`replace(replace(replace(replace(replace(replace(${leads.phone}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

/** Every word by LIKE, as before the index: for the requests the walk has not reached yet. */
function likeEveryWord(words: InboxSearch["words"]): SQL {
  const each = words.map((word) => {
    const one: SQL[] = [];
    // Each pattern fits D1's 50 bytes: parseSearch cut the word to fit.
    if (word.text) one.push(sql`${leads.name} LIKE ${likePattern(word.text)} ESCAPE '\\'`, sql`${leads.email} LIKE ${likePattern(word.text)} ESCAPE '\\'`);
    if (word.digits) one.push(like(phoneDigits, likePattern(word.digits)));
    return one.length ? or(...one)! : sql`0`;
  });
  return and(...each)!;
}

const MAILBOX = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** What staff typed as a condition on `leads`: a whole address by email_key (Gmail's dots and +tags do not count), the words through
 * the index, and by LIKE over the requests the Cron's walk has not indexed yet. */
export function searchCondition(search: InboxSearch): SQL {
  const any: SQL[] = [];
  if (search.requestId !== null) any.push(eq(leads.id, search.requestId));
  if (search.phoneE164) any.push(eq(leads.phoneE164, search.phoneE164));
  const typed = search.words.length === 1 ? search.words[0]!.text : null;
  const mailbox = typed && MAILBOX.test(typed) ? normalizeMailbox(typed) : null;
  if (mailbox) any.push(eq(leads.emailKey, mailbox));
  const query = ftsQuery(search);
  if (query) any.push(sql`${leads.id} IN (SELECT rowid FROM lead_search WHERE lead_search MATCH ${query})`);
  if (search.words.length) any.push(sql`(${leads.id} < ${notIndexedBelow} AND ${likeEveryWord(search.words)})`);
  return any.length ? or(...any)! : sql`0`;
}

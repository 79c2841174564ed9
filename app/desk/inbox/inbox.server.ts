// The inbox's rows: a view, filters and a search over the requests, one row per person, read a page at a
// time by keyset and counted up to 500 (decision 0092): no load reads the whole table.
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, like, lt, notInArray, or, type SQL, sql } from "drizzle-orm";
import { conflictMatches, leadAnswers, type LeadRow, leads } from "~/db/schema.server";
import { beyond, keyOrderBy, type KeyOrder, type Way } from "~/db/keyset.server";
import { deadlineFlagged, deadlineRank } from "~/questions/store.server";
import { openConflict, uncheckedMatch } from "~/conflicts/store.server";
import { type InboxView, PAGE_SIZE } from "~/desk/inbox/inbox-query";
import { type InboxSearch, likePattern, parseSearch } from "~/desk/inbox/search";
import { closedStatuses, type LeadStatus } from "~/db/statuses";
import type { Db } from "~/db/client.server";
import { cappedTotal, COUNT_CAP, type Cursor, type Page, pageOf, readCursor, type Total } from "~/lib/list-page";
import { dueNow, onePerPerson, orLinkedMatch, personRequests } from "~/leads/store.server";

/** How many of the latest requests the deadline flag's count looks through. */
const COUNT_WINDOW = 1_000;

export interface InboxFilter {
  view?: InboxView;
  /** The signed-in staff address ("Mine"), and the clock the due calls are read against. */
  me?: string;
  now?: Date;
  status?: LeadStatus;
  caseType?: string;
  channel?: string;
  language?: "en" | "es";
  /** Kent days, YYYY-MM-DD, as UTC instants: from the start of `from` to the end of `to`. */
  fromUtc?: string;
  toUtc?: string;
  q?: string;
  deadline?: "flagged";
  conflict?: "possible";
  /** The page: after the row this cursor names (Older), or before it (Newer); neither, the first. */
  after?: string;
  before?: string;
}

export type InboxRowData = Pick<
  LeadRow,
  "id" | "createdAt" | "name" | "email" | "phone" | "caseType" | "language" | "channel" | "status" | "firstContactAt" | "openedAt" | "ownerEmail" | "callDueAt"
> & { attempts: number; deadlineDate: string | null; deadlineFlags: string | null; requests: number };

/** A view's rows, read in parts each in its own order (Mine: the calls due, soonest first, then the rest, newest
 * first); a cursor names its part. Due now sorts by deadline rank first: it reads every call due, which grows
 * with the calls due, not with the requests stored. */
interface Part {
  name: string;
  where: SQL[];
  order: KeyOrder;
}

function viewParts(filters: InboxFilter, byId: KeyOrder): { where: SQL[]; parts: Part[] } {
  const now = filters.now ?? new Date();
  switch (filters.view) {
    case "due":
      // The rank and the due time as one sortable text: "0|2026-11-29T17:00:00.000Z".
      return {
        where: [dueNow(now)],
        parts: [{ name: "due", where: [], order: { at: sql`${deadlineRank(now)} || '|' || ${leads.callDueAt}`, id: leads.id, idDesc: false } }],
      };
    case "mine":
      return {
        where: [eq(leads.ownerEmail, filters.me ?? "")],
        parts: [
          { name: "due", where: [isNotNull(leads.callDueAt)], order: { at: leads.callDueAt, id: leads.id, idDesc: true } },
          { name: "rest", where: [isNull(leads.callDueAt)], order: byId },
        ],
      };
    case "unassigned":
      return { where: [isNull(leads.ownerEmail), notInArray(leads.status, [...closedStatuses])], parts: [{ name: "id", where: [], order: byId }] };
    default:
      return { where: [], parts: [{ name: "id", where: [], order: byId }] };
  }
}

/** A column's digits: a phone number however it was typed (spaces, dashes, brackets, dots, +). */
const phoneDigits = sql`replace(replace(replace(replace(replace(replace(${leads.phone}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

/** What staff typed (app/desk/inbox/search.ts) as SQL: the request number, the whole phone number, or every word. */
function searchCondition(search: InboxSearch): SQL {
  const any: SQL[] = [];
  if (search.requestId !== null) any.push(eq(leads.id, search.requestId));
  if (search.phoneE164) any.push(eq(leads.phoneE164, search.phoneE164));
  if (search.words.length) {
    const each = search.words.map((word) => {
      const one: SQL[] = [];
      // Each pattern fits D1's 50 bytes: parseSearch cut the word to fit.
      if (word.text) one.push(sql`${leads.name} LIKE ${likePattern(word.text)} ESCAPE '\\'`, sql`${leads.email} LIKE ${likePattern(word.text)} ESCAPE '\\'`);
      if (word.digits) one.push(like(phoneDigits, likePattern(word.digits)));
      return one.length ? or(...one)! : sql`0`;
    });
    any.push(and(...each)!);
  }
  return any.length ? or(...any)! : sql`0`;
}

export async function inbox(db: Db, filters: InboxFilter): Promise<Page<InboxRowData> & { total: Total }> {
  // Deadline flagged walks the answers (a third of requests at most), possible conflict the matches, instead of
  // every request.
  const flagged = Boolean(filters.deadline);
  // (Due now reads every call due anyway: it checks each for a match.)
  const matched = Boolean(filters.conflict) && !flagged && filters.view !== "due";
  const byId: KeyOrder = { id: flagged ? leadAnswers.leadId : matched ? conflictMatches.leadId : leads.id, idDesc: true };
  // A range of days walks its days' index from the newest, newest first (arrival order, not id order).
  const ranged = Boolean(filters.fromUtc || filters.toUtc) && !flagged && !matched;
  const view = viewParts(filters, ranged ? { at: leads.createdAt, atDesc: true, id: leads.id, idDesc: true } : byId);
  const where: SQL[] = [...view.where];
  if (filters.status) where.push(eq(leads.status, filters.status));
  if (filters.caseType) where.push(eq(leads.caseType, filters.caseType));
  if (filters.channel) where.push(eq(leads.channel, filters.channel as never));
  if (filters.language) where.push(eq(leads.language, filters.language));
  if (filters.fromUtc) where.push(gte(leads.createdAt, filters.fromUtc));
  if (filters.toUtc) where.push(lt(leads.createdAt, filters.toUtc));
  // One row per person (decision 0047): a search finds it by a linked request too. Due now needs no
  // fold: a linked request is due there only once its first request is closed.
  if (filters.q) where.push(orLinkedMatch(searchCondition(parseSearch(filters.q))));
  if (flagged) where.push(deadlineFlagged(filters.now ?? new Date()));
  if (filters.conflict) where.push(matched ? uncheckedMatch : openConflict);
  const person = filters.view === "due" ? sql`1` : onePerPerson;
  const condition = and(...where);
  const names = view.parts.map((part) => part.name);
  const before = readCursor(filters.before, names);
  const after = before ? null : readCursor(filters.after, names);
  const base = <T extends { id: SQL | typeof leads.id }>(fields: T) => {
    if (flagged) return db.select(fields).from(leadAnswers).innerJoin(leads, eq(leads.id, leadAnswers.leadId));
    // A request with two unchecked matches is one row.
    if (matched) return db.selectDistinct(fields).from(conflictMatches).innerJoin(leads, eq(leads.id, conflictMatches.leadId));
    // Due now's order reads the deadline from the answers.
    const query = db.select(fields).from(leads);
    return filters.view === "due" ? query.leftJoin(leadAnswers, eq(leadAnswers.leadId, leads.id)) : query;
  };

  // The page's ids first (an index walk from the cursor that stops at the page), then their rows: a sort
  // (Due now's) then carries two columns, and the per-row counts run for the page's rows only.
  const idsOf = (part: Part, cursor: Cursor | null, way: Way | "first", limit: number) =>
    base({ id: leads.id, at: sql<string>`${part.order.at ?? sql`''`}` })
      .where(and(condition, person, ...part.where, ...(cursor && cursor.part === part.name && way !== "first" ? [beyond(part.order, cursor, way)] : [])))
      .orderBy(...keyOrderBy(part.order, way))
      .limit(limit)
      .then((rows) => rows.map((row) => ({ ...row, part: part.name })));

  /** Up to a page and one row more, part after part from the cursor's (backwards for Newer). */
  async function read(cursor: Cursor | null, way: Way | "first") {
    const start = cursor ? names.indexOf(cursor.part) : 0;
    const parts = way === "before" ? view.parts.slice(0, start + 1).reverse() : view.parts.slice(start);
    const got: Awaited<ReturnType<typeof idsOf>> = [];
    for (const part of parts) {
      if (got.length > PAGE_SIZE) break;
      got.push(...(await idsOf(part, cursor, way, PAGE_SIZE + 1 - got.length)));
    }
    return got;
  }

  // Counted up to 500 requests, one row per person below that (decision 0092): the walk stops at the 501st
  // request, and a linked request costs one look at its first. No index finds a deadline flag or an unchecked
  // match, and both grow with the requests: their counts look at the latest COUNT_WINDOW requests only, and say
  // "or more" when there are older ones.
  const windowed = flagged || matched ? [sql`${byId.id} > (SELECT max(id) FROM leads) - ${COUNT_WINDOW}`] : [];
  const counted = db
    .select({
      requests: count(),
      persons: sql<number>`coalesce(sum(person), 0)`,
      whole: windowed.length ? sql<number>`(SELECT min(id) FROM leads) > (SELECT max(id) FROM leads) - ${COUNT_WINDOW}` : sql<number>`1`,
    })
    .from(
      base({ id: leads.id, person: sql<number>`${person}`.as("person") })
        .where(and(condition, ...windowed))
        .orderBy(...(windowed.length ? [desc(byId.id)] : []))
        .limit(COUNT_CAP + 1)
        .as("counted"),
    );
  const cursorOf = (row: { part: string; at: string; id: number }): Cursor => ({ part: row.part, at: row.at, id: row.id });
  const way: Way | "first" = before ? "before" : after ? "after" : "first";
  const [[tally], page] = await Promise.all([
    counted,
    read(before ?? after, way).then(async (got) => pageOf(got, PAGE_SIZE, way, cursorOf) ?? pageOf(await read(null, "first"), PAGE_SIZE, "first", cursorOf)!),
  ]);
  const total: Total = tally!.requests > COUNT_CAP ? cappedTotal(tally!.requests) : { n: Number(tally!.persons), exact: Boolean(tally!.whole) };
  return {
    ...page,
    rows: await rowsOf(
      db,
      page.rows.map((row) => row.id),
    ),
    total,
  };
}

/** The page's rows, in the page's order, with what a row shows. */
async function rowsOf(db: Db, ids: number[]): Promise<InboxRowData[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      caseType: leads.caseType,
      language: leads.language,
      channel: leads.channel,
      status: leads.status,
      firstContactAt: leads.firstContactAt,
      openedAt: leads.openedAt,
      ownerEmail: leads.ownerEmail,
      callDueAt: leads.callDueAt,
      attempts: sql<number>`(SELECT COUNT(*) FROM call_attempts WHERE call_attempts.lead_id = ${leads.id})`,
      deadlineDate: leadAnswers.deadlineDate,
      deadlineFlags: leadAnswers.deadlineFlags,
      requests: personRequests,
    })
    .from(leads)
    .leftJoin(leadAnswers, eq(leadAnswers.leadId, leads.id))
    .where(inArray(leads.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

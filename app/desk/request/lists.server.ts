// A request's lists (decision 0096): each read newest first through its lead_id index, the latest few for the
// request page (one row more says the list was cut), or 50 a page by keyset for its "show all" page.
import { and, eq, inArray, isNotNull, ne, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { data, type RouterContextProvider } from "react-router";
import { type RequestList, requestLists, showAllPath } from "~/components/desk/show-all";
import type { Db } from "~/db/client.server";
import { beyond, type KeyOrder, keyOrderBy, type Way } from "~/db/keyset.server";
import {
  agreements,
  callAttempts,
  conflictClearances,
  deliveries,
  type LeadRow,
  leadLinkChanges,
  leadNotes,
  leadOwnerChanges,
  leads,
  leadStatusChanges,
  phoneCalls,
  textMessages,
} from "~/db/schema.server";
import { type Cursor, type Page, pageOf, readCursor } from "~/lib/list-page";
import { agreementLine, LATEST_AGREEMENTS } from "~/agreements/agreement-panel.server";
import { clearancesOn, conflictFile } from "~/conflicts/store.server";
import { missingRequest } from "~/data-requests/person-data.server";
import { outcomesByChange } from "~/declines/store.server";
import { channelLabel } from "~/deliveries/channel.server";
import { deskId } from "~/desk/paths";
import { staffOf } from "~/lib/desk-post.server";
import { LATEST_OWNERS } from "~/owners/owner-panel.server";
import { LATEST_TEXTS, messagesOf } from "~/texting/text-panel.server";
import { callsDeskWords } from "~/content/calls-desk";
import { numberLabel } from "~/phone/call-counts";
import { callLines, callOutcome, completionLabel, LATEST_PHONE_CALLS } from "~/phone/phone-calls-panel.server";
import { recordingsOfCalls } from "~/phone/store.server";
import { type EventSource, eventWords, type TimelineContext, type TimelineEvent } from "./timeline";

/** How many of each list the request page shows (the rest are on its "show all" page). */
export const LATEST = {
  events: 20,
  calls: 10,
  texts: LATEST_TEXTS,
  deliveries: 10,
  requests: 5,
  agreements: LATEST_AGREEMENTS,
  owners: LATEST_OWNERS,
  "phone-calls": LATEST_PHONE_CALLS,
} satisfies Record<RequestList, number>;
/** A "show all" page's size. */
export const SHOW_ALL_SIZE = 50;
/** The timeline on the request page looks at this request, the person's first and this many of their latest other requests. */
export const TIMELINE_REQUESTS = 20;

/** Where a page starts: after (Older) or before (Newer) the row a cursor names, or the list's first page. */
export interface Position {
  cursor: Cursor | null;
  way: Way | "first";
}

export const FIRST: Position = { cursor: null, way: "first" };

/** The page's position in its address (`?after=` or `?before=`); a cursor that is not one of this list's is the first page. */
export function positionOf(url: URL, parts: readonly string[]): Position {
  const before = readCursor(url.searchParams.get("before"), parts);
  if (before) return { cursor: before, way: "before" };
  const after = readCursor(url.searchParams.get("after"), parts);
  return after ? { cursor: after, way: "after" } : FIRST;
}

/** An item of a list with where it sits in the list's order. */
export interface Keyed<T> {
  part: string;
  at: string;
  id: number;
  item: T;
}

/** One table's rows of a list: `read` takes the keyset condition (none on a first page), the order and the limit. */
export interface ListSource<T> {
  part: string;
  order: KeyOrder;
  read: (where: SQL | undefined, orderBy: SQL[], limit: number) => Promise<{ at: string; id: number; item: T }[]>;
}

const newestFirst = (at: SQLiteColumn, id: SQLiteColumn): KeyOrder => ({ at, atDesc: true, id, idDesc: true });

/**
 * A page of a list read from one or more tables, newest first by (time, table, id): each table reads `size + 1`
 * beyond the cursor through its own index, and the merge keeps the first `size + 1`. A row tied in time with the
 * cursor's is placed by its table's rank, then its id, so a page never repeats or skips a tie.
 */
export async function pageOfSources<T>(sources: ListSource<T>[], position: Position, size: number): Promise<Page<Keyed<T>>> {
  const rank = (part: string) => sources.findIndex((s) => s.part === part);
  const read = async ({ cursor, way }: Position) => {
    const lists = await Promise.all(
      sources.map(async (source, i) => {
        const mine = cursor && rank(cursor.part);
        // Another table's ties with the cursor's time all come after it (a lower rank) or all before it.
        const where =
          cursor && way !== "first" ? beyond(source.order, { ...cursor, id: i < mine! ? Number.MAX_SAFE_INTEGER : i > mine! ? 0 : cursor.id }, way) : undefined;
        const rows = await source.read(where, keyOrderBy(source.order, way), size + 1);
        return rows.map((row) => ({ ...row, part: source.part, rank: i }));
      }),
    );
    const newest = (a: { at: string; rank: number; id: number }, b: typeof a) => b.at.localeCompare(a.at) || b.rank - a.rank || b.id - a.id;
    return lists
      .flat()
      .sort((a, b) => (way === "before" ? -newest(a, b) : newest(a, b)))
      .slice(0, size + 1)
      .map(({ rank: _, ...row }) => row);
  };
  const cursorOf = (row: Keyed<T>): Cursor => ({ part: row.part, at: row.at, id: row.id });
  return pageOf(await read(position), size, position.way, cursorOf) ?? pageOf(await read(FIRST), size, "first", cursorOf)!;
}

/** The request the person's requests link to: its own first (decision 0047), or itself. */
export async function firstOf(db: Db, lead: Pick<LeadRow, "id" | "duplicateOf">): Promise<number> {
  // Linked to a request erased since: this one is the person's first now.
  if (lead.duplicateOf === null) return lead.id;
  const linkedTo = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, lead.duplicateOf)).get();
  return linkedTo?.id ?? lead.id;
}

/** The person's requests: the first and every request linked to it. */
export const personGroup = (first: number) => or(eq(leads.id, first), eq(leads.duplicateOf, first))!;

/** The timeline's tables, in their rank for ties; `group` is the requests whose work it shows (this one among them). */
export function eventSources(db: Db, context: TimelineContext, group: number[] | SQL): ListSource<TimelineEvent>[] {
  const id = context.leadId;
  const inGroup = (column: SQLiteColumn) =>
    Array.isArray(group) ? inArray(column, group) : inArray(column, db.select({ id: leads.id }).from(leads).where(group));
  const keyed =
    <R extends { id: number }>(source: EventSource, at: (row: R) => string) =>
    (rows: R[]) =>
      rows.map((row) => ({ at: at(row), id: row.id, item: eventWords[source](context, row as never) }));
  const sources: { [S in EventSource]: ListSource<TimelineEvent> } = {
    sent: {
      part: "sent",
      order: newestFirst(leads.createdAt, leads.id),
      read: (where, orderBy, limit) =>
        db
          .select({ id: leads.id, createdAt: leads.createdAt, submittedVia: leads.submittedVia, sourceUrl: leads.sourceUrl, sourcePage: leads.sourcePage })
          .from(leads)
          .where(and(Array.isArray(group) ? inArray(leads.id, group) : group, where))
          .orderBy(...orderBy)
          .limit(limit)
          .then(keyed("sent", (r) => r.createdAt)),
    },
    opened: {
      part: "opened",
      order: { at: leads.openedAt, atDesc: true, id: leads.id, idDesc: true },
      read: (where, orderBy, limit) =>
        db
          .select({ id: leads.id, openedAt: leads.openedAt, openedBy: leads.openedBy })
          .from(leads)
          .where(and(eq(leads.id, id), isNotNull(leads.openedAt), where))
          .orderBy(...orderBy)
          .limit(limit)
          .then(keyed("opened", (r) => r.openedAt!)),
    },
    status: {
      part: "status",
      order: newestFirst(leadStatusChanges.changedAt, leadStatusChanges.id),
      read: (where, orderBy, limit) =>
        db
          .select()
          .from(leadStatusChanges)
          .where(and(inGroup(leadStatusChanges.leadId), where))
          .orderBy(...orderBy)
          .limit(limit)
          .then(keyed("status", (r) => r.changedAt)),
    },
    owner: {
      part: "owner",
      order: newestFirst(leadOwnerChanges.changedAt, leadOwnerChanges.id),
      read: (where, orderBy, limit) =>
        db
          .select()
          .from(leadOwnerChanges)
          .where(and(eq(leadOwnerChanges.leadId, id), where))
          .orderBy(...orderBy)
          .limit(limit)
          .then(keyed("owner", (r) => r.changedAt)),
    },
    note: {
      part: "note",
      order: newestFirst(leadNotes.createdAt, leadNotes.id),
      read: (where, orderBy, limit) =>
        db
          .select()
          .from(leadNotes)
          .where(and(inGroup(leadNotes.leadId), where))
          .orderBy(...orderBy)
          .limit(limit)
          .then(keyed("note", (r) => r.createdAt)),
    },
    clearance: {
      part: "clearance",
      order: newestFirst(conflictClearances.clearedAt, conflictClearances.id),
      read: (where, orderBy, limit) =>
        db
          .select()
          .from(conflictClearances)
          .where(and(clearancesOn(db, id), where))
          .orderBy(...orderBy)
          .limit(limit)
          .then(keyed("clearance", (r) => r.clearedAt)),
    },
    call: {
      part: "call",
      order: newestFirst(callAttempts.attemptedAt, callAttempts.id),
      read: (where, orderBy, limit) =>
        db
          .select()
          .from(callAttempts)
          .where(and(inGroup(callAttempts.leadId), where))
          .orderBy(...orderBy)
          .limit(limit)
          .then(keyed("call", (r) => r.attemptedAt)),
    },
    unlink: {
      part: "unlink",
      order: newestFirst(leadLinkChanges.changedAt, leadLinkChanges.id),
      read: (where, orderBy, limit) =>
        db
          .select()
          .from(leadLinkChanges)
          .where(and(or(eq(leadLinkChanges.leadId, id), eq(leadLinkChanges.fromDuplicateOf, id)), where))
          .orderBy(...orderBy)
          .limit(limit)
          .then(keyed("unlink", (r) => r.changedAt)),
    },
  };
  return [...Object.values(sources), ...phoneEventSources(db, id)];
}

/** This request's calls to the firm (decision 0095): each call as it came in, then its completion by staff. */
function phoneEventSources(db: Db, leadId: number): ListSource<TimelineEvent>[] {
  const words = callsDeskWords;
  return [
    {
      part: "phone",
      order: newestFirst(phoneCalls.startedAt, phoneCalls.id),
      read: async (where, orderBy, limit) => {
        const calls = await db
          .select()
          .from(phoneCalls)
          .where(and(eq(phoneCalls.leadId, leadId), where))
          .orderBy(...orderBy)
          .limit(limit);
        const recordings = await recordingsOfCalls(
          db,
          calls.map((c) => c.id),
        );
        return calls.map((c) => {
          const outcome = callOutcome(
            c,
            recordings.filter((r) => r.phoneCallId === c.id),
          );
          return {
            at: c.startedAt,
            id: c.id,
            item: { at: c.startedAt, who: words.timeline.caller, what: words.timeline.callIn(words.numberCalled(numberLabel(c.numberKey)), outcome) },
          };
        });
      },
    },
    {
      part: "phone-done",
      order: newestFirst(phoneCalls.completedAt, phoneCalls.id),
      read: (where, orderBy, limit) =>
        db
          .select({
            id: phoneCalls.id,
            completedAt: phoneCalls.completedAt,
            completedBy: phoneCalls.completedBy,
            disposition: phoneCalls.disposition,
            caseType: leads.caseType,
          })
          .from(phoneCalls)
          .innerJoin(leads, eq(leads.id, phoneCalls.leadId))
          .where(and(eq(phoneCalls.leadId, leadId), isNotNull(phoneCalls.completedAt), isNotNull(phoneCalls.disposition), where))
          .orderBy(...orderBy)
          .limit(limit)
          .then((calls) =>
            calls.map((c) => ({
              at: c.completedAt!,
              id: c.id,
              item: { at: c.completedAt!, who: c.completedBy ?? "", what: words.timeline.completed(completionLabel(c.disposition!, c.caseType)) },
            })),
          ),
    },
  ];
}

const keep =
  <R extends { id: number }>(at: (row: R) => string) =>
  (rows: R[]) =>
    rows.map((row) => ({ at: at(row), id: row.id, item: row }));

/** The request's other lists, one table each, newest first; `first` is the person's first request (for `requests`). */
export function listSources(db: Db, leadId: number, first = leadId) {
  return {
    calls: {
      part: "calls",
      order: newestFirst(callAttempts.attemptedAt, callAttempts.id),
      read: (where: SQL | undefined, orderBy: SQL[], limit: number) =>
        db
          .select()
          .from(callAttempts)
          .where(and(eq(callAttempts.leadId, leadId), where))
          .orderBy(...orderBy)
          .limit(limit)
          .then(keep((r) => r.attemptedAt)),
    },
    texts: {
      part: "texts",
      order: newestFirst(textMessages.createdAt, textMessages.id),
      read: (where: SQL | undefined, orderBy: SQL[], limit: number) =>
        db
          .select()
          .from(textMessages)
          .where(and(eq(textMessages.leadId, leadId), where))
          .orderBy(...orderBy)
          .limit(limit)
          .then(keep((r) => r.createdAt)),
    },
    deliveries: {
      part: "deliveries",
      order: newestFirst(deliveries.createdAt, deliveries.id),
      read: (where: SQL | undefined, orderBy: SQL[], limit: number) =>
        db
          .select()
          .from(deliveries)
          .where(and(eq(deliveries.leadId, leadId), where))
          .orderBy(...orderBy)
          .limit(limit)
          .then(keep((r) => r.createdAt)),
    },
    requests: {
      part: "requests",
      order: newestFirst(leads.createdAt, leads.id),
      read: (where: SQL | undefined, orderBy: SQL[], limit: number) =>
        db
          .select({ id: leads.id, createdAt: leads.createdAt, name: leads.name, status: leads.status, duplicateOf: leads.duplicateOf })
          .from(leads)
          .where(and(personGroup(first), ne(leads.id, leadId), where))
          .orderBy(...orderBy)
          .limit(limit)
          .then(keep((r) => r.createdAt)),
    },
    agreements: {
      part: "agreements",
      order: newestFirst(agreements.sentAt, agreements.id),
      read: (where: SQL | undefined, orderBy: SQL[], limit: number) =>
        db
          .select()
          .from(agreements)
          .where(and(eq(agreements.leadId, leadId), where))
          .orderBy(...orderBy)
          .limit(limit)
          .then(keep((r) => r.sentAt)),
    },
    "phone-calls": {
      part: "phone-calls",
      order: newestFirst(phoneCalls.startedAt, phoneCalls.id),
      read: (where: SQL | undefined, orderBy: SQL[], limit: number) =>
        db
          .select()
          .from(phoneCalls)
          .where(and(eq(phoneCalls.leadId, leadId), where))
          .orderBy(...orderBy)
          .limit(limit)
          .then(keep((r) => r.startedAt)),
    },
    owners: {
      part: "owners",
      order: newestFirst(leadOwnerChanges.changedAt, leadOwnerChanges.id),
      read: (where: SQL | undefined, orderBy: SQL[], limit: number) =>
        db
          .select()
          .from(leadOwnerChanges)
          .where(and(eq(leadOwnerChanges.leadId, leadId), where))
          .orderBy(...orderBy)
          .limit(limit)
          .then(keep((r) => r.changedAt)),
    },
  };
}

/** The latest `n` of one list for the request page, oldest first as the panels show them, and whether it was cut. */
export async function latestOf<T>(source: ListSource<T>, n: number): Promise<{ rows: T[]; more: boolean }> {
  const page = await pageOfSources([source], FIRST, n);
  return { rows: page.rows.map((r) => r.item).reverse(), more: page.older !== null };
}

/** A "show all" page (`leads/:id/all/:list`): 50 of the list by keyset, with the items as the panels show them. */
export async function listPage({
  context,
  params,
  request,
}: {
  context: Readonly<RouterContextProvider>;
  params: { id: string; list: string };
  request: Request;
}) {
  const { db } = staffOf(context);
  const typed = deskId(params.id);
  const lead = typed === null ? undefined : await db.select().from(leads).where(eq(leads.id, typed)).get();
  if (!lead) throw data(await missingRequest(db, typed), { status: 404 });
  const list = requestLists.find((name) => name === params.list);
  if (!list) throw data({ badList: lead.id }, { status: 404 });
  const url = new URL(request.url);
  const id = lead.id;
  const first = await firstOf(db, lead);
  const now = new Date();
  const base = { lead: { id, name: lead.name }, list };
  const links = <T>(page: Page<T>) => ({
    newer: page.newer && `?before=${page.newer}`,
    older: page.older && `?after=${page.older}`,
    first: page.newer && showAllPath(id, list),
  });
  const paged = async <T>(sources: ListSource<T>[]) => {
    const page = await pageOfSources(
      sources,
      positionOf(
        url,
        sources.map((s) => s.part),
      ),
      SHOW_ALL_SIZE,
    );
    return { items: page.rows.map((r) => r.item), ...links(page) };
  };
  const sources = listSources(db, id, first);
  switch (list) {
    case "events": {
      const [closings, conflicts] = await Promise.all([outcomesByChange(db, id), conflictFile(db, id)]);
      return { ...base, kind: list, ...(await paged(eventSources(db, { leadId: id, closings, matches: conflicts.matches }, personGroup(first)))) };
    }
    case "calls": {
      const context: TimelineContext = { leadId: id, closings: {}, matches: [] };
      const page = await paged([sources.calls]);
      return { ...base, kind: "events" as const, ...page, items: page.items.map((a) => eventWords.call(context, a)) };
    }
    case "owners": {
      const context: TimelineContext = { leadId: id, closings: {}, matches: [] };
      const page = await paged([sources.owners]);
      return { ...base, kind: "events" as const, ...page, items: page.items.map((h) => eventWords.owner(context, h)) };
    }
    case "texts": {
      const page = await paged([sources.texts]);
      return { ...base, kind: list, ...page, items: await messagesOf(db, lead, page.items) };
    }
    case "deliveries": {
      const page = await paged([sources.deliveries]);
      return { ...base, kind: list, ...page, items: page.items.map((d) => ({ ...d, label: channelLabel[d.channel] ?? d.channel })) };
    }
    case "requests":
      return { ...base, kind: list, createdAt: lead.createdAt, ...(await paged([sources.requests])) };
    case "phone-calls": {
      const page = await paged([sources["phone-calls"]]);
      return { ...base, kind: list, ...page, items: await callLines(db, page.items, lead.caseType) };
    }
    case "agreements": {
      const page = await paged([sources.agreements]);
      return { ...base, kind: list, ...page, items: page.items.map((a) => agreementLine(a, now)) };
    }
  }
}

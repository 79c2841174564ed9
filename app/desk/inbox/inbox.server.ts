// The inbox's rows: a view, filters and a search over the requests, one row per person.
import { and, asc, count, desc, eq, gte, isNull, lt, notInArray, type SQL, sql } from "drizzle-orm";
import { leadAnswers, type LeadRow, leads } from "~/db/schema.server";
import { deadlineFlagged, deadlineRank } from "~/questions/store.server";
import { openConflict } from "~/conflicts/store.server";
import { type InboxView, PAGE_SIZE } from "~/desk/inbox/inbox-query";
import { parseSearch } from "~/desk/inbox/search";
import { searchCondition } from "~/search/store.server";
import { closedStatuses, type LeadStatus } from "~/db/statuses";
import type { Db } from "~/db/client.server";
import { dueNow, onePerPerson, orLinkedMatch, personRequests } from "~/leads/store.server";

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
  page: number;
}

export type InboxRowData = Pick<
  LeadRow,
  "id" | "createdAt" | "name" | "email" | "phone" | "caseType" | "language" | "channel" | "status" | "firstContactAt" | "openedAt" | "ownerEmail" | "callDueAt"
> & { attempts: number; deadlineDate: string | null; deadlineFlags: string | null; requests: number };

/** Each view's rows and order; Due now puts a passed deadline first, then one within six months, then another
 * deadline flag (a minor, a government defendant). */
function viewOrder(filters: InboxFilter): { where: SQL[]; order: SQL[] } {
  const now = filters.now ?? new Date();
  switch (filters.view) {
    case "due":
      return { where: [dueNow(now)], order: [deadlineRank(now), asc(leads.callDueAt), asc(leads.id)] };
    case "mine":
      return { where: [eq(leads.ownerEmail, filters.me ?? "")], order: [sql`${leads.callDueAt} IS NULL`, asc(leads.callDueAt), desc(leads.id)] };
    case "unassigned":
      return { where: [isNull(leads.ownerEmail), notInArray(leads.status, [...closedStatuses])], order: [desc(leads.id)] };
    default:
      return { where: [], order: [desc(leads.id)] };
  }
}

export async function inbox(db: Db, filters: InboxFilter): Promise<{ rows: InboxRowData[]; total: number }> {
  const view = viewOrder(filters);
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
  if (filters.view !== "due") where.push(onePerPerson);
  if (filters.deadline) where.push(deadlineFlagged(filters.now ?? new Date()));
  if (filters.conflict) where.push(openConflict);
  const condition = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await db.batch([
    db
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
      .where(condition)
      .orderBy(...view.order)
      .limit(PAGE_SIZE)
      .offset((filters.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(leads).where(condition),
  ]);
  return { rows, total };
}

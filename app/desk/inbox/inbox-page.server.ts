// The inbox's loader: a view's rows, searched and filtered, with their overdue and service-area marks.
import { redirect } from "react-router";
import { todaysConsultations } from "~/consultations/booking.server";
import { deskSearchWords } from "~/content/desk-search";
import { readInboxQuery, viewOf, withoutEmpty } from "~/desk/inbox/inbox-query";
import { MAX_SEARCH_WORDS, parseSearch, searchedText } from "~/desk/inbox/search";
import { inbox } from "~/desk/inbox/inbox.server";
import { staffOf } from "~/lib/desk-post.server";
import { addDays, startOfKentDay } from "~/lib/kent-time";
import { isOverdue, overdueAfterMinutes } from "~/lib/overdue";
import { areaOf } from "~/lib/service-area.server";

export async function inboxPage({ context, request }: { context: Parameters<typeof staffOf>[0]; request: Request }) {
  const { db, email, env } = staffOf(context);
  const url = new URL(request.url);
  const clean = withoutEmpty(url);
  if (clean) throw redirect(clean);
  const query = readInboxQuery(url);
  const view = viewOf(query, url);
  const now = new Date();
  const { rows, total, newer, older } = await inbox(db, {
    ...query,
    view,
    me: email,
    now,
    fromUtc: query.from ? startOfKentDay(query.from).toISOString() : undefined,
    // The end of the `to` day in Kent is the start of the next one.
    toUtc: query.to ? startOfKentDay(addDays(query.to, 1)).toISOString() : undefined,
  });
  const search = query.q ? parseSearch(query.q) : null;
  // Overdue as the manager's reminder counts it: office time only (app/lib/overdue.ts).
  const overdueAfter = overdueAfterMinutes(env);
  const consultations = view === "due" ? await todaysConsultations(db, now) : [];
  // A number outside the service area gets no call button in the list: its page warns first (decision 0062).
  return {
    rows: rows.map((row) => ({ ...row, overdue: isOverdue(row.callDueAt, now, overdueAfter), outsideArea: areaOf(env, row.phone)?.inArea === false })),
    total,
    newer,
    older,
    query,
    view,
    now: now.toISOString(),
    consultations,
    overdueAfter,
    shortenedSearch: search?.shortened ? deskSearchWords.shortened(searchedText(search), MAX_SEARCH_WORDS) : null,
  };
}

export type InboxPageData = Awaited<ReturnType<typeof inboxPage>>;

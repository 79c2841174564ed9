/** The inbox: Due now (the calls the cadence wants, deadlines first), mine, unassigned or all, 25 a page,
 * searched and filtered by a GET form (empty values redirect away); a row shows its wait, calls and a call button. */
import { Link, redirect } from "react-router";
import { deskDefinitions } from "~/content/desk-definitions";
import { deskSearchWords } from "~/content/desk-search";
import { InboxFilters } from "~/desk/components/inbox-filters";
import { InboxRow } from "~/desk/components/inbox-row";
import { InboxViews } from "~/desk/components/inbox-views";
import { TodaysConsultations } from "~/desk/components/todays-consultations";
import { todaysConsultations } from "~/desk/consultations.server";
import { PAGE_SIZE, readInboxQuery, viewLabel, viewOf, withoutEmpty } from "~/desk/inbox-query";
import { inbox } from "~/desk/repository.server";
import { MAX_SEARCH_WORDS, parseSearch, searchedText } from "~/desk/search";
import { staffOf } from "~/desk/staff.server";
import { addDays, startOfKentDay } from "~/lib/kent-time";
import { isOverdue, overdueAfterMinutes } from "~/lib/overdue";
import { areaOf } from "~/lib/service-area.server";
import type { Route } from "./+types/inbox";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, email, env } = staffOf(context);
  const url = new URL(request.url);
  const clean = withoutEmpty(url);
  if (clean) throw redirect(clean);
  const query = readInboxQuery(url);
  const view = viewOf(query, url);
  const now = new Date();
  const { rows, total } = await inbox(db, {
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
    query,
    view,
    now: now.toISOString(),
    consultations,
    overdueAfter,
    shortenedSearch: search?.shortened ? deskSearchWords.shortened(searchedText(search), MAX_SEARCH_WORDS) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData ? viewLabel[loaderData.view] : "Inbox"} | Intake desk` }, { name: "robots", content: "noindex, nofollow" }];

function pageLink(query: Route.ComponentProps["loaderData"]["query"], page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, page })) if (value !== undefined && value !== "" && !(name === "page" && value === 1)) params.set(name, String(value));
  const search = params.toString();
  return search ? `/desk?${search}` : "/desk";
}

const listLabel = {
  due: "Calls due now, deadlines first, then the longest due",
  mine: "My requests, the next call due first",
  unassigned: "Unassigned requests, newest first",
  all: "Requests, newest first",
} as const;

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { rows, total, query, view, now, consultations, overdueAfter, shortenedSearch } = loaderData;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h1 className="font-serif text-2xl font-bold sm:text-3xl">{view === "all" ? "Requests" : viewLabel[view]}</h1>
        <p className="text-sm text-muted" aria-live="polite">
          {total === 0
            ? view === "due"
              ? "No calls due now."
              : "No requests match."
            : `${total} ${view === "due" ? `call${total === 1 ? "" : "s"} due` : `request${total === 1 ? "" : "s"}`}${pages > 1 ? `, page ${query.page} of ${pages}` : ""}`}
        </p>
      </div>
      <TodaysConsultations rows={consultations} />
      <InboxViews query={query} view={view} />
      <InboxFilters query={query} view={view} shortenedSearch={shortenedSearch} />
      <ul className="mt-3 divide-y divide-ink/10 rounded border border-ink/15 bg-white" aria-label={listLabel[view]}>
        {rows.map((row) => (
          <InboxRow key={row.id} row={row} now={new Date(now)} view={view} />
        ))}
      </ul>
      {overdueAfter !== null && (view === "due" || rows.some((row) => row.overdue)) && <p className="mt-2 text-sm text-muted">{deskDefinitions.overdue(overdueAfter)}</p>}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex gap-4">
          {query.page > 1 && (
            <Link to={pageLink(query, query.page - 1)} className="underline">
              Newer
            </Link>
          )}
          {query.page < pages && (
            <Link to={pageLink(query, query.page + 1)} className="underline">
              Older
            </Link>
          )}
        </nav>
      )}
    </>
  );
}

// The inbox's body: the views, the search and filters, today's consultations, the rows and the pages.
import { Link } from "react-router";
import { deskDefinitions } from "~/content/desk-definitions";
import { InboxFilters } from "~/desk/inbox/inbox-filters";
import { InboxRow } from "~/desk/inbox/inbox-row";
import { InboxViews } from "~/desk/inbox/inbox-views";
import { TodaysConsultations } from "~/consultations/todays-consultations";
import { PAGE_SIZE, viewLabel } from "~/desk/inbox/inbox-query";
import type { InboxPageData } from "./inbox-page.server";

function pageLink(query: InboxPageData["query"], page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, page }))
    if (value !== undefined && value !== "" && !(name === "page" && value === 1)) params.set(name, String(value));
  const search = params.toString();
  return search ? `/desk?${search}` : "/desk";
}

const listLabel = {
  due: "Calls due now, deadlines first, then the longest due",
  mine: "My requests, the next call due first",
  unassigned: "Unassigned requests, newest first",
  all: "Requests, newest first",
} as const;

export function InboxPage({ loaderData }: { loaderData: InboxPageData }) {
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
      {overdueAfter !== null && (view === "due" || rows.some((row) => row.overdue)) && (
        <p className="mt-2 text-sm text-muted">{deskDefinitions.overdue(overdueAfter)}</p>
      )}
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

// The inbox's body: the views, the search and filters, today's consultations, the rows and the pages.
import { deskDefinitions } from "~/content/desk-definitions";
import { InboxFilters } from "~/desk/inbox/inbox-filters";
import { InboxRow } from "~/desk/inbox/inbox-row";
import { InboxViews } from "~/desk/inbox/inbox-views";
import { TodaysConsultations } from "~/consultations/todays-consultations";
import { viewLabel } from "~/desk/inbox/inbox-query";
import { countLabel } from "~/lib/list-page";
import { PageLinks } from "~/components/desk/page-links";
import type { InboxPageData } from "./inbox-page.server";

/** The same list's page after or before a row: its search and filters with the cursor, and the view shown (a
 * cursor belongs to one view's order). */
function pageLink(query: InboxPageData["query"], view: InboxPageData["view"], page: { after: string } | { before: string }): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, view, after: undefined, before: undefined, ...page }))
    if (value !== undefined && value !== "") params.set(name, String(value));
  return `/desk?${params}`;
}

const listLabel = {
  due: "Calls due now, deadlines first, then the longest due",
  mine: "My requests, the next call due first",
  unassigned: "Unassigned requests, newest first",
  all: "Requests, newest first",
} as const;

export function InboxPage({ loaderData }: { loaderData: InboxPageData }) {
  const { rows, total, newer, older, query, view, now, consultations, overdueAfter, shortenedSearch } = loaderData;
  const counted = view === "due" ? countLabel(total, "call due", "calls due") : countLabel(total, "request", "requests");
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h1 className="font-serif text-2xl font-bold sm:text-3xl">{view === "all" ? "Requests" : viewLabel[view]}</h1>
        <p className="text-sm text-muted" aria-live="polite">
          {total.n === 0 ? (view === "due" ? "No calls due now." : "No requests match.") : `${counted[0]!.toUpperCase()}${counted.slice(1)}`}
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
      <PageLinks
        newer={newer && pageLink(query, view, { before: newer })}
        older={older && pageLink(query, view, { after: older })}
        first={newer && pageLink(query, view, { after: "" })}
      />
    </>
  );
}

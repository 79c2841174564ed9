/** The inbox: every request, newest first, 25 a page, searched and filtered by a GET form (empty values
 * redirect away). Unopened requests stand out; a row shows its age, whether anyone acted, a call button. */
import { Link, redirect } from "react-router";
import { InboxFilters } from "~/desk/components/inbox-filters";
import { InboxRow } from "~/desk/components/inbox-row";
import { PAGE_SIZE, readInboxQuery, withoutEmpty } from "~/desk/inbox-query";
import { inbox } from "~/desk/repository.server";
import { staffOf } from "~/desk/staff.server";
import { addDays, startOfKentDay } from "~/lib/kent-time";
import type { Route } from "./+types/inbox";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = staffOf(context);
  const url = new URL(request.url);
  const clean = withoutEmpty(url);
  if (clean) throw redirect(clean);
  const query = readInboxQuery(url);
  const { rows, total } = await inbox(db, {
    ...query,
    fromUtc: query.from ? startOfKentDay(query.from).toISOString() : undefined,
    // The end of the `to` day in Kent is the start of the next one.
    toUtc: query.to ? startOfKentDay(addDays(query.to, 1)).toISOString() : undefined,
  });
  return { rows, total, query, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = () => [{ title: "Inbox | Intake desk" }, { name: "robots", content: "noindex, nofollow" }];

function pageLink(query: Route.ComponentProps["loaderData"]["query"], page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, page })) if (value !== undefined && value !== "" && !(name === "page" && value === 1)) params.set(name, String(value));
  const search = params.toString();
  return search ? `/desk?${search}` : "/desk";
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { rows, total, query, now } = loaderData;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h1 className="font-serif text-2xl font-bold sm:text-3xl">Requests</h1>
        <p className="text-sm text-muted" aria-live="polite">
          {total === 0 ? "No requests match." : `${total} request${total === 1 ? "" : "s"}${pages > 1 ? `, page ${query.page} of ${pages}` : ""}`}
        </p>
      </div>
      <InboxFilters query={query} />
      <ul className="mt-3 divide-y divide-ink/10 rounded border border-ink/15 bg-white" aria-label="Requests, newest first">
        {rows.map((row) => (
          <InboxRow key={row.id} row={row} now={new Date(now)} />
        ))}
      </ul>
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

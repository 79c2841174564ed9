/**
 * The inbox: every request, newest first, 25 a page; filters and search in a GET form
 * (they work without JavaScript and stay in the address); requests nobody has opened yet
 * stand out, and each row says how long ago it came and whether anyone has acted on it.
 */
import { Form, Link } from "react-router";
import { channels } from "~/attribution/channel";
import { caseTypeLabel, caseTypeValues } from "~/content/case-types";
import { PAGE_SIZE, readInboxQuery } from "~/desk/inbox-query";
import { inbox } from "~/desk/repository.server";
import { staffOf } from "~/desk/staff.server";
import { leadStatuses, statusLabel } from "~/desk/statuses";
import { ago, duration } from "~/desk/time";
import { addDays, startOfKentDay } from "~/lib/office-hours";
import type { Route } from "./+types/inbox";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env } = staffOf(context);
  const query = readInboxQuery(new URL(request.url));
  const { rows, total } = await inbox(env.DB, {
    ...query,
    fromUtc: query.from ? startOfKentDay(query.from).toISOString() : undefined,
    // The end of the `to` day in Kent is the start of the next one.
    toUtc: query.to ? startOfKentDay(addDays(query.to, 1)).toISOString() : undefined,
  });
  return { rows, total, query, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = () => [{ title: "Inbox | Intake desk" }, { name: "robots", content: "noindex, nofollow" }];

const field = "mt-1 block w-full rounded border border-ink/30 bg-white px-2 py-2 text-base";

/** One filter: any, or one of its choices. */
function Choice({ label, name, value, options }: { label: string; name: string; value: string | undefined; options: [string, string][] }) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ""} className={field}>
        <option value="">Any</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

function pageLink(query: Route.ComponentProps["loaderData"]["query"], page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, page })) if (value !== undefined && value !== "" && !(name === "page" && value === 1)) params.set(name, String(value));
  const search = params.toString();
  return search ? `/desk?${search}` : "/desk";
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { rows, total, query, now } = loaderData;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtered = Object.entries(query).some(([name, value]) => name !== "page" && value !== undefined);
  return (
    <>
      <h1 className="font-serif text-3xl font-bold">Requests</h1>
      <Form method="get" className="mt-4 grid grid-cols-2 gap-3 rounded border border-ink/15 bg-white p-3 sm:grid-cols-4" role="search" aria-label="Filter requests">
        <label className="col-span-2 sm:col-span-4">
          Search name, email or phone
          <input type="search" name="q" defaultValue={query.q ?? ""} className={field} />
        </label>
        <Choice label="Status" name="status" value={query.status} options={leadStatuses.map((s) => [s, statusLabel[s]])} />
        <Choice label="Case type" name="caseType" value={query.caseType} options={caseTypeValues.map((c) => [c, caseTypeLabel(c)])} />
        <Choice label="Channel" name="channel" value={query.channel} options={channels.map((c) => [c, c])} />
        <Choice label="Language" name="language" value={query.language} options={[["en", "English"], ["es", "Spanish"]]} />
        <label>
          From (day)
          <input type="date" name="from" defaultValue={query.from ?? ""} className={field} />
        </label>
        <label>
          To (day)
          <input type="date" name="to" defaultValue={query.to ?? ""} className={field} />
        </label>
        <div className="col-span-2 flex items-end gap-3">
          <button type="submit" className="rounded bg-ink px-4 py-2 font-semibold text-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep">
            Show
          </button>
          {filtered && (
            <Link to="/desk" className="py-2 underline">
              Clear filters
            </Link>
          )}
        </div>
      </Form>

      <p className="mt-4" aria-live="polite">
        {total === 0 ? "No requests match." : `${total} request${total === 1 ? "" : "s"}${pages > 1 ? `, page ${query.page} of ${pages}` : ""}.`}
      </p>
      <ul className="mt-2 divide-y divide-ink/10 rounded border border-ink/15 bg-white">
        {rows.map((row) => {
          const unopened = row.openedAt === null;
          return (
            <li key={row.id} className={unopened ? "border-l-4 border-accent-deep bg-accent/10" : "border-l-4 border-transparent"}>
              <Link to={`/desk/leads/${row.id}`} className="block px-3 py-3 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-deep">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className={unopened ? "font-bold" : "font-semibold"}>
                    {unopened && <span className="mr-2 rounded bg-accent-deep px-1.5 py-0.5 text-xs font-bold uppercase text-white">Not opened</span>}
                    {row.name}
                  </span>
                  <span className="text-sm text-muted">{ago(row.createdAt, new Date(now))}</span>
                </span>
                <span className="mt-1 block text-sm">
                  {caseTypeLabel(row.caseType)}
                  {row.language === "es" && " · Spanish"} · {row.channel ?? "direct"} · <span className="font-semibold">{statusLabel[row.status]}</span>
                </span>
                <span className="mt-1 block text-sm text-muted">
                  {row.firstContactAt ? `Contacted ${duration(row.createdAt, row.firstContactAt)} after it came` : row.status === "not-a-case" ? "Closed: not a case" : "Nobody has contacted them yet"}
                </span>
              </Link>
            </li>
          );
        })}
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

/** The inbox's views as plain links (no JavaScript needed); the current one is marked for screen readers
 * and by its underline and weight, not by colour alone. A view keeps the search and filters, and starts at its first page. */
import { Link } from "react-router";
import { type InboxQuery, type InboxView, inboxViews, viewLabel } from "~/desk/inbox/inbox-query";

function viewLink(query: InboxQuery, view: InboxView): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, view }))
    if (value !== undefined && value !== "" && name !== "after" && name !== "before") params.set(name, String(value));
  return `/desk?${params}`;
}

export function InboxViews({ query, view }: { query: InboxQuery; view: InboxView }) {
  return (
    <nav aria-label="Views" className="mt-2">
      <ul className="flex flex-wrap gap-x-1 gap-y-1">
        {inboxViews.map((v) => (
          <li key={v}>
            <Link
              to={viewLink(query, v)}
              aria-current={v === view ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded px-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep ${v === view ? "border-2 border-ink bg-white font-bold underline underline-offset-4" : "border border-ink/30"}`}
            >
              {viewLabel[v]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One request in the inbox, phone first, with its call button; the name's link covers the row,
 * so a tap anywhere else opens the request and a screen reader hears only the name. */
import { Link } from "react-router";
import { sourceName } from "~/attribution/source";
import { caseTypeLabel } from "~/content/case-types";
import type { InboxRow as Row } from "~/desk/repository.server";
import { statusLabel } from "~/desk/statuses";
import { ago, duration } from "~/lib/kent-time";
import { telUri } from "~/lib/tel";

export function InboxRow({ row, now }: { row: Row; now: Date }) {
  const unopened = row.openedAt === null;
  const tel = row.phone ? telUri(row.phone) : null;
  return (
    <li
      className={`relative grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 border-l-4 py-2 pr-2 pl-3 focus-within:bg-accent/20 ${unopened ? "border-accent-deep bg-accent/10" : "border-transparent"}`}
    >
      <Link
        to={`/desk/leads/${row.id}`}
        className={`truncate self-end after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-accent-deep ${unopened ? "font-bold" : "font-semibold"}`}
      >
        {row.name}
      </Link>
      <span className="col-start-2 row-span-2 row-start-1 self-center">
        {tel ? (
          <a
            href={tel}
            className="relative z-10 flex min-h-11 flex-col justify-center rounded border-2 border-ink bg-white px-2 py-0.5 text-center text-sm leading-tight font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep"
          >
            Call <span className="max-w-36 break-words tabular-nums">{row.phone}</span>
          </a>
        ) : (
          <span className="block px-1 text-sm text-muted">No phone</span>
        )}
      </span>
      <span className="text-sm">
        {unopened && <span className="mr-1.5 rounded bg-accent-deep px-1 py-px text-xs font-bold uppercase text-white">Not opened</span>}
        <span className="font-semibold">{statusLabel[row.status]}</span>
        {row.requests > 1 && <span className="font-semibold">{` · ${row.requests} requests`}</span>}
      </span>
      <span className="col-span-2 text-sm leading-snug text-muted">
        <span className="font-semibold text-ink">{ago(row.createdAt, now)}</span> · {caseTypeLabel(row.caseType)}
        {row.language === "es" && " · Spanish"} · {sourceName(row.channel)} ·{" "}
        {row.firstContactAt ? `Contacted ${duration(row.createdAt, row.firstContactAt)} after it came` : row.status === "not-a-case" ? "Closed: not a case" : "Nobody has contacted them yet"}
      </span>
    </li>
  );
}

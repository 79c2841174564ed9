/**
 * One request in the inbox, laid out for a phone first: who, how long ago, what and from
 * where, whether anyone has acted; beside it the number and a call button, so a staff
 * member can call down the list without opening each request.
 */
import { Link } from "react-router";
import { caseTypeLabel } from "~/content/case-types";
import type { InboxRow as Row } from "~/desk/repository.server";
import { statusLabel } from "~/desk/statuses";
import { ago, duration } from "~/desk/time";
import { telUri } from "~/lib/tel";
import { sourceName } from "./source-name";

export function InboxRow({ row, now }: { row: Row; now: Date }) {
  const unopened = row.openedAt === null;
  const tel = row.phone ? telUri(row.phone) : null;
  return (
    <li className={`flex items-center gap-2 border-l-4 pr-2 ${unopened ? "border-accent-deep bg-accent/10" : "border-transparent"}`}>
      <Link to={`/desk/leads/${row.id}`} className="block min-w-0 flex-1 py-2 pl-3 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-deep">
        <span className="flex items-baseline justify-between gap-x-2">
          <span className={`min-w-0 truncate ${unopened ? "font-bold" : "font-semibold"}`}>
            {unopened && <span className="mr-1.5 rounded bg-accent-deep px-1 py-0.5 align-[1px] text-xs font-bold uppercase text-white">Not opened</span>}
            {row.name}
          </span>
          <span className="shrink-0 text-sm text-muted">{ago(row.createdAt, now)}</span>
        </span>
        <span className="block text-sm leading-snug">
          {caseTypeLabel(row.caseType)}
          {row.language === "es" && " · Spanish"} · {sourceName(row.channel)} · <span className="font-semibold">{statusLabel[row.status]}</span>
        </span>
        <span className="block text-sm leading-snug text-muted">
          {row.firstContactAt ? `Contacted ${duration(row.createdAt, row.firstContactAt)} after it came` : row.status === "not-a-case" ? "Closed: not a case" : "Nobody has contacted them yet"}
        </span>
      </Link>
      {tel ? (
        <a
          href={tel}
          className="flex min-h-11 shrink-0 flex-col items-center justify-center rounded border-2 border-ink bg-white px-2 py-1 text-center text-sm leading-tight font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep"
        >
          Call <span className="max-w-36 break-words tabular-nums">{row.phone}</span>
          <span className="sr-only"> ({row.name})</span>
        </a>
      ) : (
        <span className="shrink-0 px-2 text-sm text-muted">No phone</span>
      )}
    </li>
  );
}

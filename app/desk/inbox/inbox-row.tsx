/** One request in the inbox, phone first, with its call button; the name's link covers the row,
 * so a tap anywhere else opens the request. An overdue call says so in words and a thick edge. */
import { Link } from "react-router";
import { sourceName } from "~/attribution/source";
import { caseTypeLabel } from "~/content/case-types";
import { deadlineWords } from "~/content/deadlines";
import { ownerName } from "~/content/intake-roster";
import { serviceAreaWords } from "~/content/service-area";
import type { InboxView } from "~/desk/inbox/inbox-query";
import type { InboxRowData as Row } from "~/desk/inbox/inbox.server";
import { statusLabel } from "~/leads/status";
import { storedFlags } from "~/leads/deadlines";
import { ago, duration, kentShort } from "~/lib/kent-time";
import { telUri } from "~/lib/tel";

function dueWords(due: string, now: Date): string {
  return Date.parse(due) <= now.getTime() ? `due ${ago(due, now).replace("just now", "now")}` : `due ${kentShort(due)}`;
}

export function InboxRow({ row, now, view }: { row: Row & { overdue: boolean; outsideArea?: boolean }; now: Date; view: InboxView }) {
  const unopened = row.openedAt === null;
  const tel = row.phone ? telUri(row.phone) : null;
  const flags = storedFlags(row.deadlineDate, row.deadlineFlags, now);
  const edge = row.overdue ? "border-l-8 border-ink bg-accent/10" : unopened ? "border-l-4 border-accent-deep bg-accent/10" : "border-l-4 border-transparent";
  return (
    <li className={`relative grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 py-2 pr-2 pl-3 focus-within:bg-accent/20 ${edge}`}>
      <Link
        to={`/desk/leads/${row.id}`}
        className={`truncate self-end after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-accent-deep ${unopened ? "font-bold" : "font-semibold"}`}
      >
        {row.name}
      </Link>
      <span className="col-start-2 row-span-2 row-start-1 self-center">
        {tel && row.outsideArea ? (
          <Link
            to={`/desk/leads/${row.id}#call-heading`}
            className="relative z-10 flex min-h-11 max-w-40 flex-col justify-center rounded border-2 border-red-700 bg-white px-2 py-0.5 text-center text-sm leading-tight font-semibold text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep"
          >
            {serviceAreaWords.inboxButton} <span className="break-words tabular-nums">{row.phone}</span>
          </Link>
        ) : tel ? (
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
        {row.overdue && <span className="mr-1.5 rounded border-2 border-ink px-1 text-xs font-bold uppercase">Overdue</span>}
        {flags.map((flag) => (
          <span key={flag} className="mr-1.5 inline-block rounded bg-ink px-1 py-px text-xs font-bold whitespace-nowrap text-white">
            {deadlineWords.rowFlags[flag]}
          </span>
        ))}
        {unopened && <span className="mr-1.5 rounded bg-accent-deep px-1 py-px text-xs font-bold uppercase text-white">Not opened</span>}
        <span className="font-semibold">{statusLabel[row.status]}</span>
        {view === "due" && row.callDueAt && <> · {dueWords(row.callDueAt, now)}</>}
        {row.requests > 1 && <span className="font-semibold">{` · ${row.requests} requests`}</span>}
      </span>
      <span className="col-span-2 text-sm leading-snug text-muted">
        <span className="font-semibold text-ink">{view === "due" ? `Waiting ${duration(row.createdAt, now.toISOString())}` : ago(row.createdAt, now)}</span> ·{" "}
        <span className="text-ink">{`${row.attempts} call${row.attempts === 1 ? "" : "s"}`}</span> · {caseTypeLabel(row.caseType)}
        {row.language === "es" && " · Spanish"} · {sourceName(row.channel)}
        {row.firstContactAt
          ? ` · Contacted ${duration(row.createdAt, row.firstContactAt)} after it came`
          : row.status === "not-a-case"
            ? " · Closed: not a case"
            : ""}{" "}
        · <span className="text-ink">{ownerName(row.ownerEmail)}</span>
      </span>
    </li>
  );
}

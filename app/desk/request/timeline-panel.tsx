// The request's "Timeline" section: its latest events in Kent time (the rest on "show all"), the site's deliveries folded beneath.
import { kentShort } from "~/lib/kent-time";
import { DeskSection } from "~/components/desk/desk-section";
import { ShowAll, showAllPath } from "~/components/desk/show-all";
import { deliveredOf, type RequestPage, type TimelineEvent } from "./timeline";

/** One event: when and who, then what. */
export function TimelineItem({ event }: { event: TimelineEvent }) {
  return (
    <li className="rounded border border-ink/15 bg-white p-3">
      <span className="block text-sm text-muted">
        {kentShort(event.at)} · {event.who}
      </span>
      <span className="whitespace-pre-line">{event.what}</span>
    </li>
  );
}

export function TimelinePanel({ page }: { page: RequestPage }) {
  const { events, more } = page.timeline;
  const delivered = deliveredOf(page.deliveries);
  return (
    <DeskSection id="timeline" title="Timeline">
      {more && <p className="mt-1 text-sm text-muted">The latest {events.length} events of this request and the same person's latest requests.</p>}
      <ol className="mt-2 space-y-2">
        {events.map((event, i) => (
          <TimelineItem key={i} event={event} />
        ))}
      </ol>
      <ShowAll href={more ? showAllPath(page.lead.id, "events") : null} what="events" />
      <details className="mt-2 rounded border border-ink/15 bg-white p-3">
        <summary className="cursor-pointer font-semibold">Deliveries by the site ({delivered.length})</summary>
        <ol className="mt-2 space-y-1">
          {delivered.map((event, i) => (
            <li key={i}>
              <span className="text-sm text-muted">{kentShort(event.at)}</span> · {event.what}
            </li>
          ))}
        </ol>
      </details>
    </DeskSection>
  );
}

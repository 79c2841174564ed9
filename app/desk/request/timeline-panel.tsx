// The request's "Timeline" section: its events in Kent time, the site's deliveries folded beneath.
import { kentShort } from "~/lib/kent-time";
import { DeskSection } from "~/components/desk/desk-section";
import { deliveredOf, type RequestPage, timelineOf } from "./timeline";

export function TimelinePanel({ page }: { page: RequestPage }) {
  const events = timelineOf(page);
  const delivered = deliveredOf(page.deliveries);
  return (
    <DeskSection id="timeline" title="Timeline">
      <ol className="mt-2 space-y-2">
        {events.map((event, i) => (
          <li key={i} className="rounded border border-ink/15 bg-white p-3">
            <span className="block text-sm text-muted">
              {kentShort(event.at)} · {event.who}
            </span>
            <span className="whitespace-pre-line">{event.what}</span>
          </li>
        ))}
      </ol>
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

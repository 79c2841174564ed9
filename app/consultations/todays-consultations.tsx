/** Due now's top: today's consultations (Kent day), earliest first: time, person, where, host. */
import { kindLabel } from "~/consultations/booking-form";
import type { ConsultationKind } from "~/db/statuses";
import { ownerName } from "~/content/intake-roster";
import { kentClockTime } from "~/lib/kent-time";

export function TodaysConsultations({
  rows,
}: {
  rows: { id: number; leadId: number; name: string; startsAt: string; kind: ConsultationKind; hostEmail: string }[];
}) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="today-consultations" className="mt-3 rounded border-2 border-ink bg-white p-3">
      <h2 id="today-consultations" className="text-lg font-bold">
        Today's consultations ({rows.length})
      </h2>
      <ul className="mt-1 divide-y divide-ink/10">
        {rows.map((c) => (
          <li key={c.id} className="flex flex-wrap gap-x-3 py-2">
            <span className="font-semibold tabular-nums">{kentClockTime(c.startsAt)}</span>
            <a href={`/desk/leads/${c.leadId}#consultation`} className="underline">
              {c.name}
            </a>
            <span>{kindLabel[c.kind]}</span>
            <span className="text-muted">with {ownerName(c.hostEmail)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

// A request's conflict check: each match with the other request or the firm's list, and one "Checked, no conflict" per match.
import { Link, useFetcher } from "react-router";
import { conflictState, conflictWords, strengthWords } from "~/conflicts/conflict-words";
import type { LeadActionResult } from "~/desk/form-schemas";
import type { ConflictOnRequest } from "~/conflicts/store.server";
import { kentShort } from "~/lib/kent-time";
import { DeskForm, usePanelResult } from "~/components/desk/desk-form";

const tap =
  "min-h-11 rounded border-2 border-ink bg-white px-3 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep disabled:opacity-60";

export interface ConflictPanelProps {
  leadId: number;
  matches: ConflictOnRequest[];
  otherParty: string | null;
  formKey: string;
  /** The confirmation of a post made without JavaScript. */
  flash: string;
}

export function ConflictPanel({ leadId, matches, otherParty, formKey, flash }: ConflictPanelProps) {
  const fetcher = useFetcher<LeadActionResult>({ key: `conflict-${leadId}` });
  const result = usePanelResult("clear-conflict", fetcher);
  const confirmation = (fetcher.data?.ok ? fetcher.data.message : "") || flash;
  const busy = fetcher.state !== "idle";
  const open = matches.some((m) => !m.clearance);
  const refusal = result && !result.ok && result.intent === "clear-conflict" ? result : undefined;
  return (
    <section aria-labelledby="conflict-heading" className={`mt-3 rounded border-2 bg-white p-3 ${open ? "border-amber-700" : "border-ink/20"}`}>
      <h2 id="conflict-heading" className="text-lg font-semibold">
        Conflict check: {conflictState(matches)}
      </h2>
      <p className="text-sm">
        Other party: {otherParty ? <span className="font-semibold">{otherParty}</span> : "not given yet (checked again when it is)"}.{" "}
        <Link to="/desk/conflicts" className="underline">
          The firm's list
        </Link>
      </p>
      {matches.length > 0 && (
        <ul className="mt-2 space-y-3">
          {matches.map((m) => (
            <li key={m.matchKey} className="rounded border border-ink/15 p-2">
              <p>
                {conflictWords(m)} <span className="text-sm">({strengthWords[m.strength]})</span>
              </p>
              {m.otherLeadId !== null && (
                <Link to={`/desk/leads/${m.otherLeadId}`} className="text-sm underline">
                  Open request #{m.otherLeadId}
                </Link>
              )}
              {m.clearance ? (
                <p className="mt-1 text-sm font-semibold text-green-900">
                  Checked, no conflict: {m.clearance.clearedBy}, {kentShort(m.clearance.clearedAt)}
                </p>
              ) : (
                <DeskForm fetcher={fetcher} intent="clear-conflict" formKey={formKey} fields={{ match: m.matchKey }} className="mt-2">
                  <button
                    type="submit"
                    disabled={busy}
                    className={tap}
                    {...(refusal?.match === m.matchKey ? { "aria-describedby": `conflict-error-${m.id}` } : {})}
                  >
                    Checked, no conflict
                  </button>
                  {refusal?.match === m.matchKey && (
                    <span id={`conflict-error-${m.id}`} role="alert" className="mt-1 block font-semibold text-red-800">
                      {refusal.error}
                    </span>
                  )}
                </DeskForm>
              )}
            </li>
          ))}
        </ul>
      )}
      {refusal && !matches.some((m) => m.matchKey === refusal.match && !m.clearance) && (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {refusal.error}
        </p>
      )}
      <p role="status" className={confirmation ? "mt-2 font-semibold text-green-900" : "sr-only"}>
        {confirmation}
      </p>
    </section>
  );
}

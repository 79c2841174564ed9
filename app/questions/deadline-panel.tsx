/** A request's deadline on the desk (decision 0066): the earliest date in large type with its rule, statute and
 * "an attorney confirms", its flags, the other dates, the facts not known, the questions to ask, a minority. */
import { deadlineWords } from "~/content/deadlines";
import { deadlineView, longDay, type RuleLine } from "~/questions/qualification";
import type { Deadline } from "~/leads/deadlines";

/** A rule's name and statute, "if it applies" when a fact is not known, and "An attorney confirms." */
function RuleTitle({ line }: { line: RuleLine }) {
  return (
    <>
      <span className="font-semibold">
        {line.title}
        {line.possible && `, ${deadlineWords.possible}`}
      </span>{" "}
      {deadlineWords.confirm}
    </>
  );
}

function Notes({ heading, lines }: { heading: string; lines: string[] }) {
  if (!lines.length) return null;
  return (
    <>
      <h4 className="mt-3 font-semibold">{heading}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

export function DeadlinePanel({ deadline }: { deadline: Deadline }) {
  const view = deadlineView(deadline);
  return (
    <div>
      <h3 className="mt-2 font-bold">{deadlineWords.heading}</h3>
      {view.first && deadline.date ? (
        <p className="mt-1 border-l-4 border-ink py-1 pl-3">
          <span className="block text-xl font-bold">{longDay(deadline.date)}</span>
          <RuleTitle line={view.first} />
          <span className="block text-sm">{view.first.explain}</span>
        </p>
      ) : (
        <p className="mt-1">{deadlineWords.unknown}</p>
      )}
      {deadline.flags.length > 0 && (
        <ul className="mt-2 space-y-1" aria-label="Deadline flags">
          {deadline.flags.map((flag) => (
            <li
              key={flag}
              className={`rounded border-l-4 px-3 py-1 font-semibold ${flag === "past" ? "border-red-800 bg-red-50 text-red-900" : "border-amber-700 bg-amber-50 text-ink"}`}
            >
              {deadlineWords.flags[flag]}
            </li>
          ))}
        </ul>
      )}
      {view.others.length > 0 && (
        <>
          <h4 className="mt-3 font-semibold">{deadlineWords.others}</h4>
          <ul className="mt-1 space-y-2">
            {view.others.map((line) => (
              <li key={line.title}>
                <span className="font-semibold tabular-nums">{line.date}</span> · <RuleTitle line={line} />
                <details className="text-sm">
                  <summary className="cursor-pointer">{deadlineWords.ruleDetails}</summary>
                  {line.explain}
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
      <Notes heading={deadlineWords.assumedHeading} lines={view.assumed} />
      <Notes heading={deadlineWords.askHeading} lines={view.toAsk} />
      {view.minority && <p className="mt-3 rounded border-l-4 border-amber-700 bg-amber-50 px-3 py-1 text-sm">{view.minority}</p>}
      <p className="mt-2 text-sm text-muted">{deadlineWords.note}</p>
    </div>
  );
}

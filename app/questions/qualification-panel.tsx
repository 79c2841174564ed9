/** The qualification summary at the top of a request (decision 0048): the deadline (decision 0066), injuries
 * and treatment, represented or not, answered or not, and the conflict check's line when it is given. */
import { answerLines, answerText, type Qualification } from "~/questions/qualification";
import { kentShort } from "~/lib/kent-time";
import { DeadlinePanel } from "./deadline-panel";
import { Facts } from "~/components/desk/facts";

export function QualificationSummary({ leadId, qualification, conflict }: { leadId: number; qualification: Qualification; conflict?: React.ReactNode }) {
  const { answers, deadline, answered } = qualification;
  const injuries = answerText(answers, "injuries");
  const treatment = answerText(answers, "treatment");
  const represented = answers.represented === "yes" ? "Yes: another lawyer already represents them" : answers.represented === "no" ? "No" : "Not answered";
  // Before any answer, one line says so: a column of "Not answered" would push the status off a phone's screen.
  const rows: [string, React.ReactNode][] = answered
    ? [
        ["Injuries", injuries ?? "Not answered"],
        ["Doctor", treatment ?? "Not answered"],
        ["Represented", represented],
        ["Answers", `Answered ${kentShort(answered.at)} (Kent time)${answered.by === "staff" ? `, entered by staff (${answered.staff})` : " by the visitor"}`],
      ]
    : [["Answers", "Not answered yet"]];
  if (conflict !== undefined) rows.push(["Conflict check", conflict]);
  return (
    <section aria-labelledby="qualification" className="mt-4 rounded border border-ink/15 bg-white p-4">
      <h2 id="qualification" className="text-xl font-bold">
        Qualification
      </h2>
      <DeadlinePanel deadline={deadline} />
      <Facts rows={rows} label="narrow" className="mt-3" />
      {answered && (
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold">Every answer</summary>
          <Facts rows={answerLines(answers)} label="wide" className="mt-2" />
        </details>
      )}
      <p className="mt-3">
        <a href={`/desk/leads/${leadId}/answers`} className="font-semibold underline">
          {answered ? "See or edit every answer" : "Enter the answers"}
        </a>
      </p>
    </section>
  );
}

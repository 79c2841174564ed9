/** What the desk says of a request's answers after Send (decision 0048): the summary's facts in words. */
import { type DeadlineRuleId, deadlineRules, deadlineWords, minorMayPause } from "~/content/deadlines";
import { choiceWords, intakeQuestionWords, type QuestionKey, questionKeys, questionKinds } from "~/content/intake-questions";
import type { LeadAnswersRow } from "~/db/schema.server";
import { type Answers, storedAnswers } from "~/questions/answers";
import { type Deadline, type RuleDate, deadlineOfAnswers } from "~/leads/deadlines";
import { dateFormat } from "~/lib/kent-time";

export interface Qualification {
  answers: Answers;
  deadline: Deadline;
  /** Null: not answered yet. */
  answered: { at: string; by: "visitor" | "staff"; staff: string | null } | null;
}

/** A request's answers and deadline; `topic` is its kind of case (app/leads/answers.ts' topicOf). */
export function qualificationOf(row: LeadAnswersRow | undefined, topic: string, now: Date): Qualification {
  const answers = storedAnswers(row?.answers);
  return {
    answers,
    deadline: deadlineOfAnswers(answers, topic, now),
    answered: row
      ? { at: row.updatedAt, by: row.updatedBy === "visitor" ? "visitor" : "staff", staff: row.updatedBy === "visitor" ? null : row.updatedBy }
      : null,
  };
}

/** A day as "March 3, 2029". */
export const longDay = (day: string) => dateFormat("en-US", { timeZone: "UTC", dateStyle: "long" }).format(new Date(`${day}T12:00:00Z`));

/** An answer in the desk's English words, or null when not given. */
export function answerText(answers: Answers, key: QuestionKey): string | null {
  const value = answers[key];
  if (value === undefined) return null;
  if (key === "incidentDate") return `${longDay(String(value))}${answers.incidentDateUnsure ? " (not sure)" : ""}`;
  if (questionKinds[key] === "date") return longDay(String(value));
  if (questionKinds[key] === "text") return String(value);
  const words = choiceWords("en", key as Parameters<typeof choiceWords>[1]);
  if (Array.isArray(value)) return value.map((v) => (v === "other" && answers.injuriesOther ? `Other: ${answers.injuriesOther}` : (words[v] ?? v))).join(", ");
  return words[String(value)] ?? String(value);
}

/** Every answer given, as label and words, in the questions' order. */
export function answerLines(answers: Answers): [string, string][] {
  const lines: [string, string][] = [];
  if (!answers.incidentDate && answers.incidentDateUnsure) lines.push([intakeQuestionWords.en.questions.incidentDate.label, "Not sure of the date"]);
  for (const key of questionKeys) {
    const text = answerText(answers, key);
    if (text !== null) lines.push([intakeQuestionWords.en.questions[key].label, text]);
  }
  return lines;
}

/** One rule as the desk says it: its date, name and statute, and what it asks (the desk adds "An attorney confirms."). */
export interface RuleLine {
  date: string;
  title: string;
  explain: string;
  possible: boolean;
}

/** The deadline in the desk's words (decision 0066): the deadline's rule, the others, the facts not known and the
 * questions to ask, and what a minority may pause. */
export interface DeadlineView {
  /** The earliest rule; null when the incident date is not known. */
  first: RuleLine | null;
  others: RuleLine[];
  assumed: string[];
  toAsk: string[];
  minority: string | null;
}

const titleOf = (rule: DeadlineRuleId) => `${deadlineWords.rules[rule].name} (${deadlineRules[rule].statute})`;

function ruleLine(rule: RuleDate): RuleLine {
  const explain = [deadlineWords.rules[rule.rule].explain, deadlineWords.from[rule.from]].filter(Boolean).join(" ");
  return { date: rule.date ? longDay(rule.date) : deadlineWords.noDate, title: titleOf(rule.rule), explain, possible: rule.possible };
}

export function deadlineView(deadline: Deadline): DeadlineView {
  const lines = deadline.rules.map(ruleLine);
  const names = (pause: boolean) => [...new Set(deadline.rules.filter((r) => minorMayPause[r.rule] === pause).map((r) => deadlineWords.rules[r.rule].name))];
  return {
    first: deadline.date ? lines[0]! : null,
    others: deadline.date ? lines.slice(1) : lines,
    assumed: deadline.assumed.map((fact) => deadlineWords.assumed[fact]),
    toAsk: deadline.toAsk.map(({ fact, date }) => deadlineWords.ask[fact](date ? longDay(date) : null)),
    minority: deadline.minority?.atIncident
      ? deadlineWords.minority(deadline.minority.eighteenOn ? longDay(deadline.minority.eighteenOn) : null, names(true), names(false))
      : null,
  };
}

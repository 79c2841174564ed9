/** What the desk says of a request's answers after Send (decision 0048): the summary's facts in words. */
import { deadlineWords } from "~/content/deadlines";
import { choiceWords, intakeQuestionWords, type QuestionKey, questionKeys, questionKinds } from "~/content/intake-questions";
import type { LeadAnswersRow } from "~/db/schema.server";
import { type Answers, deadlineOfAnswers, storedAnswers } from "~/leads/answers";
import type { Deadline } from "~/lib/deadlines";

export interface Qualification {
  answers: Answers;
  deadline: Deadline;
  /** Null: not answered yet. */
  answered: { at: string; by: "visitor" | "staff"; staff: string | null } | null;
}

export function qualificationOf(row: LeadAnswersRow | undefined, now: Date): Qualification {
  const answers = storedAnswers(row?.answers);
  return {
    answers,
    deadline: deadlineOfAnswers(answers, now),
    answered: row ? { at: row.updatedAt, by: row.updatedBy === "visitor" ? "visitor" : "staff", staff: row.updatedBy === "visitor" ? null : row.updatedBy } : null,
  };
}

/** A day as "March 3, 2029". */
export const longDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "long" });

/** An answer in the desk's English words, or null when not given. */
export function answerText(answers: Answers, key: QuestionKey): string | null {
  const value = answers[key];
  if (value === undefined) return null;
  if (key === "incidentDate") return `${longDay(String(value))}${answers.incidentDateUnsure ? " (not sure)" : ""}`;
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

export const deadlineLine = (deadline: Deadline) => (deadline.date ? deadlineWords.general(longDay(deadline.date)) : deadlineWords.unknown);

/** The answers after Send as a form gives them (the visitor's page and the desk's): one schema, every
 * answer optional, read into the JSON kept in lead_answers and the columns derived from it. */
import * as z from "zod/mini";
import { type CaseType, caseTypeValues } from "~/content/case-types";
import type { Lang } from "~/content/i18n";
import { ANSWER_MAX, choicesOf, intakeQuestionWords, questionKeys, type QuestionKey, type Topic } from "~/content/intake-questions";
import { deadlineOfAnswers, storedDeadline } from "~/leads/deadlines";
import { kentDay, isCalendarDay } from "~/lib/kent-time";

export interface Answers {
  incidentDate?: string;
  incidentDateUnsure?: boolean;
  deathDate?: string;
  city?: string;
  injuries?: string[];
  injuriesOther?: string;
  treatment?: string;
  atWork?: string;
  assault?: string;
  medical?: string;
  discoveryDate?: string;
  policeReport?: string;
  otherParty?: string;
  dogOwner?: string;
  property?: string;
  relationship?: string;
  otherInsurer?: string;
  government?: string;
  ownInsurer?: string;
  represented?: string;
  birthDate?: string;
  minor?: string;
}

/** The questions answered with a date. */
const dateKeys = ["incidentDate", "deathDate", "discoveryDate", "birthDate"] as const satisfies readonly QuestionKey[];

const text = (lang: Lang) => z.optional(z.string().check(z.trim(), z.maxLength(ANSWER_MAX, intakeQuestionWords[lang].errors.tooLong)));
/** A value not among the choices (an old or forged form) is dropped, never an error. */
const choice = (values: readonly string[]) => z.catch(z.optional(z.enum(values as [string, ...string[]])), undefined);

const date = (message: string) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.refine((v) => v === "" || isCalendarDay(v), message),
    ),
  );

export const answersSchema = (lang: Lang) =>
  z.object({
    incidentDate: date(intakeQuestionWords[lang].errors.date),
    incidentDateUnsure: z.optional(z.string()),
    deathDate: date(intakeQuestionWords[lang].errors.otherDate),
    city: text(lang),
    injuries: z.catch(z.optional(z.array(z.enum(choicesOf.injuries))), undefined),
    injuriesOther: text(lang),
    treatment: choice(choicesOf.treatment),
    atWork: choice(choicesOf.atWork),
    assault: choice(choicesOf.assault),
    medical: choice(choicesOf.medical),
    discoveryDate: date(intakeQuestionWords[lang].errors.otherDate),
    policeReport: choice(choicesOf.policeReport),
    otherParty: text(lang),
    dogOwner: text(lang),
    property: text(lang),
    relationship: choice(choicesOf.relationship),
    otherInsurer: text(lang),
    government: choice(choicesOf.government),
    ownInsurer: text(lang),
    represented: choice(choicesOf.represented),
    birthDate: date(intakeQuestionWords[lang].errors.otherDate),
    minor: choice(choicesOf.minor),
  });

export type AnswerField = QuestionKey | "injuriesOther";
export type ReadAnswers = { ok: true; answers: Answers } | { ok: false; errors: Partial<Record<AnswerField, string>> };

/** The form's fields (the injuries may repeat) as answers; an empty field is no answer. */
export function readAnswers(get: (name: string) => string | null, getAll: (name: string) => string[], lang: Lang, now: Date): ReadAnswers {
  const input: Record<string, unknown> = {};
  for (const name of [...questionKeys, "injuriesOther", "incidentDateUnsure"]) {
    if (name === "injuries") continue;
    const value = get(name);
    if (value !== null && value.trim() !== "") input[name] = value;
  }
  const injuries = getAll("injuries").filter((v) => v !== "");
  if (injuries.length) input.injuries = [...new Set(injuries)];
  const parsed = answersSchema(lang).safeParse(input);
  if (!parsed.success) {
    const errors: Partial<Record<AnswerField, string>> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0]) as AnswerField] ??= issue.message;
    return { ok: false, errors };
  }
  const { incidentDateUnsure, ...rest } = parsed.data;
  const errors = intakeQuestionWords[lang].errors;
  const today = kentDay(now);
  for (const key of dateKeys) {
    if (rest[key] && rest[key] > today) return { ok: false, errors: { [key]: key === "incidentDate" ? errors.future : errors.otherFuture } };
  }
  const { incidentDate, deathDate, birthDate } = rest;
  if (incidentDate && deathDate && deathDate < incidentDate) return { ok: false, errors: { deathDate: errors.deathBefore } };
  if (incidentDate && birthDate && birthDate > incidentDate) return { ok: false, errors: { birthDate: errors.birthAfter } };
  const answers: Answers = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== "")) as Answers;
  if (incidentDateUnsure) answers.incidentDateUnsure = true;
  if (!answers.injuries?.includes("other") && !answers.injuriesOther) delete answers.injuriesOther;
  return { ok: true, answers };
}

/** The answers as they were stored (JSON written by an older form is read as far as it goes). */
export function storedAnswers(json: unknown): Answers {
  if (typeof json !== "object" || json === null) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    if (key === "injuries" ? Array.isArray(value) : key === "incidentDateUnsure" ? value === true : typeof value === "string") out[key] = value;
  }
  return out as Answers;
}

/** lead_answers' columns beside the JSON: the incident date, the deadline's date and its lasting flags for the
 * kind of case (decision 0066), the other party. `now` changes none of them. */
export function derivedColumns(answers: Answers, topic: string, now: Date) {
  const incidentDate = answers.incidentDate && isCalendarDay(answers.incidentDate) ? answers.incidentDate : null;
  return {
    incidentDate,
    ...storedDeadline(deadlineOfAnswers(answers, topic, now)),
    otherParty: answers.otherParty ?? answers.dogOwner ?? answers.property ?? null,
  };
}

const dogBitePage = /dog-bite|mordeduras-de-perro/;

/** The kind of case a request's questions are for: a dog bite when it was sent from the dog bite page. */
export function topicOf(lead: { caseType: string; sourcePage: string; sourceUrl: string }): Topic {
  if (dogBitePage.test(lead.sourcePage) || dogBitePage.test(lead.sourceUrl)) return "dog-bite";
  return (caseTypeValues as readonly string[]).includes(lead.caseType) ? (lead.caseType as CaseType) : "other";
}

/** A request's answers after Send entered by staff: the visitor's questions' one schema, in English. */
export const readStaffAnswers = (form: FormData, now: Date) =>
  readAnswers(
    (name) => (form.get(name) as string | null) ?? null,
    (name) => form.getAll(name).map(String),
    "en",
    now,
  );

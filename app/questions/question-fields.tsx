/** The questions after Send as fields (decision 0048): every question optional, one column on a
 * phone; the visitor's page and the desk wrap them in their own form. */
import { ANSWER_MAX, choicesOf, choiceWords, type IntakeQuestionWords, intakeQuestionWords, type QuestionKey, questionKinds } from "~/content/intake-questions";
import type { Lang } from "~/content/i18n";
import type { AnswerField, Answers } from "~/questions/answers";

const inputClass =
  "mt-1 block w-full rounded-md border border-gray-500 bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";

interface FormProps {
  lang: Lang;
  /** Which questions, in order: the kind of case's list (the desk passes them all). */
  keys: readonly QuestionKey[];
  values: Answers;
  errors: Partial<Record<AnswerField, string>>;
  /** Words for staff: the desk is English and says nothing to the visitor. */
  submitLabel?: string;
  idPrefix?: string;
}

function ErrorLine({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 font-semibold text-red-800">
      {error}
    </p>
  ) : null;
}

function Question({
  question,
  lang,
  values,
  errors,
  id,
}: {
  question: QuestionKey;
  lang: Lang;
  values: Answers;
  errors: FormProps["errors"];
  id: (name: string) => string;
}) {
  const words: IntakeQuestionWords = intakeQuestionWords[lang];
  const { label, hint } = words.questions[question];
  const kind = questionKinds[question];
  const error = errors[question];
  const described = [hint && id(`${question}-hint`), error && id(`${question}-error`)].filter(Boolean).join(" ") || undefined;
  const optional = <span className="font-normal text-muted"> ({words.optional})</span>;

  if (kind === "text" || kind === "date") {
    const date = kind === "date";
    // Only the incident date has a "not sure" box: it is the one the deadline cannot do without.
    const unsureBox = question === "incidentDate";
    return (
      <div>
        <label htmlFor={id(question)} className="font-semibold">
          {label}
          {optional}
        </label>
        {hint && (
          <p id={id(`${question}-hint`)} className="text-sm text-muted">
            {hint}
          </p>
        )}
        <input
          id={id(question)}
          name={question}
          type={kind}
          maxLength={date ? undefined : ANSWER_MAX}
          defaultValue={(values[question] as string | undefined) ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={inputClass}
        />
        {unsureBox && (
          <label className="mt-2 flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="incidentDateUnsure"
              value="yes"
              defaultChecked={values.incidentDateUnsure === true}
              className="size-6 shrink-0 accent-accent-deep"
            />
            {words.notSure}
          </label>
        )}
        <ErrorLine id={id(`${question}-error`)} error={error} />
      </div>
    );
  }
  const options = choiceWords(lang, question as keyof typeof choicesOf);
  const many = kind === "choices";
  const chosen = values[question];
  return (
    <fieldset aria-describedby={described}>
      <legend className="font-semibold">
        {label}
        {optional}
      </legend>
      {hint && (
        <p id={id(`${question}-hint`)} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="mt-1 grid gap-1 sm:grid-cols-2">
        {choicesOf[question as keyof typeof choicesOf].map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-3">
            <input
              type={many ? "checkbox" : "radio"}
              name={question}
              value={value}
              defaultChecked={many ? (chosen as string[] | undefined)?.includes(value) : chosen === value}
              className="size-6 shrink-0 accent-accent-deep"
            />
            {options[value]}
          </label>
        ))}
      </div>
      {question === "injuries" && (
        <div className="mt-2">
          <label htmlFor={id("injuriesOther")}>{words.otherInjury}</label>
          <input
            id={id("injuriesOther")}
            name="injuriesOther"
            type="text"
            maxLength={ANSWER_MAX}
            defaultValue={values.injuriesOther ?? ""}
            aria-invalid={errors.injuriesOther ? true : undefined}
            aria-describedby={errors.injuriesOther ? id("injuriesOther-error") : undefined}
            className={inputClass}
          />
          <ErrorLine id={id("injuriesOther-error")} error={errors.injuriesOther} />
        </div>
      )}
      <ErrorLine id={id(`${question}-error`)} error={error} />
    </fieldset>
  );
}

/** The questions' fields; the caller wraps them in its form (the page's or the desk's). */
export function QuestionFields({ lang, keys, values, errors, idPrefix = "q" }: FormProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="space-y-6">
      {keys.map((question) => (
        <Question key={question} question={question} lang={lang} values={values} errors={errors} id={id} />
      ))}
    </div>
  );
}

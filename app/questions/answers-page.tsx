/** Every answer after Send on one request, for staff to enter or edit (decision 0083). */
import { Form, useNavigation } from "react-router";
import { Facts } from "~/components/desk/facts";
import { caseTypeLabel } from "~/content/case-types";
import { questionKeys } from "~/content/intake-questions";
import { kentShort } from "~/lib/kent-time";
import type { AnswerField } from "./answers";
import type { answersPageData } from "./answers-page.server";
import { answerLines } from "./qualification";
import { QuestionFields } from "./question-fields";

export function AnswersPage({
  lead,
  qualification,
  posted,
}: Awaited<ReturnType<typeof answersPageData>> & { posted: { errors: Partial<Record<AnswerField, string>>; gone: boolean } | undefined }) {
  const errors: Partial<Record<AnswerField, string>> = posted?.errors ?? {};
  const busy = useNavigation().state === "submitting";
  const { answered } = qualification;
  return (
    <article>
      <p>
        <a href={`/desk/leads/${lead.id}`} className="underline">
          ← Back to request #{lead.id}
        </a>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-bold">
        Answers of #{lead.id} {lead.name}
      </h1>
      <p className="mt-2">
        {caseTypeLabel(lead.caseType)} ·{" "}
        {answered
          ? `last answered ${kentShort(answered.at)} ${answered.by === "staff" ? `by ${answered.staff} (entered by staff)` : "by the visitor"}`
          : "not answered yet"}
      </p>
      {answerLines(qualification.answers).length > 0 && (
        <details className="mt-3 rounded border border-ink/15 bg-white p-3">
          <summary className="cursor-pointer font-semibold">The answers as they stand</summary>
          <Facts rows={answerLines(qualification.answers)} label="wide" className="mt-2" />
        </details>
      )}
      {posted?.gone && (
        <p role="alert" className="mt-4 rounded border-2 border-red-800 bg-white p-3 font-semibold text-red-900">
          This request no longer exists (it may have been erased); nothing was saved.
        </p>
      )}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="mt-4 rounded border-2 border-red-800 bg-white p-3 font-semibold text-red-900">
          Not saved: {Object.values(errors)[0]}
        </p>
      )}
      <Form method="post" className="mt-4 space-y-6 rounded border border-ink/15 bg-white p-4">
        <p>Every answer is optional. Saving replaces the answers with these, marked as entered by you; the deadline uses them.</p>
        <QuestionFields lang="en" keys={questionKeys} values={qualification.answers} errors={errors} idPrefix="staff" />
        <button type="submit" disabled={busy} className="rounded bg-ink px-4 py-2 font-semibold text-paper disabled:opacity-60">
          {busy ? "Saving…" : "Save the answers"}
        </button>
      </Form>
    </article>
  );
}

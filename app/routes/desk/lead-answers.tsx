/** Every answer after Send on one request, for staff to enter or edit (decision 0048): the visitor's
 * questions in English, all of them; saved as the latest answers, marked with who entered them. */
import { data, Form, redirect, useNavigation } from "react-router";
import { QuestionFields } from "~/questions/question-fields";
import { caseTypeLabel } from "~/content/case-types";
import { questionKeys } from "~/content/intake-questions";
import { readStaffAnswers } from "~/desk/form-schemas";
import { answerLines, qualificationOf } from "~/questions/qualification";
import { deskId } from "~/desk/paths";
import { leadFile } from "~/desk/request/request.server";
import { staffOf } from "~/lib/desk-post.server";
import { type AnswerField, topicOf } from "~/questions/answers";
import { saveStaffAnswers } from "~/questions/answers.server";
import { answersOf } from "~/questions/store.server";
import { textRaisedFlags } from "~/questions/deadline-alert.server";
import { deadlineOfAnswers } from "~/leads/deadlines";
import { kentShort } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { refuseCrossOrigin } from "~/lib/http.server";
import type { Route } from "./+types/lead-answers";
import { Facts } from "~/components/desk/facts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = staffOf(context);
  const id = deskId(params.id);
  const file = id === null ? undefined : await leadFile(db, id);
  if (!file) throw data(null, { status: 404 });
  return { lead: { id: file.lead.id, name: file.lead.name, caseType: file.lead.caseType }, qualification: qualificationOf(await answersOf(db, file.lead.id), topicOf(file.lead), new Date()) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { env, db, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  const id = deskId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const form = await request.formData();
  const now = new Date();
  const read = readStaffAnswers(form, now);
  if (!read.ok) return data({ errors: read.errors, gone: false }, { status: 400 });
  const file = await leadFile(db, id);
  if (!file) return data({ errors: {}, gone: true }, { status: 404 });
  const topic = topicOf(file.lead);
  const before = qualificationOf(await answersOf(db, id), topic, now).deadline.flags;
  if (!(await saveStaffAnswers(db, { id, topic }, read.answers, email, now))) return data({ errors: {}, gone: true }, { status: 404 });
  log("info", "lead_answers_saved", { leadId: id, by: "staff", answered: Object.keys(read.answers).length });
  await textRaisedFlags(env, file.lead, before, deadlineOfAnswers(read.answers, topic, now).flags, now);
  return redirect(`/desk/leads/${id}?saved=answers`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `Answers of #${loaderData.lead.id} ${loaderData.lead.name}` : "Answers"} | Intake desk` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function LeadAnswers({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, qualification } = loaderData;
  const errors: Partial<Record<AnswerField, string>> = actionData?.errors ?? {};
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
        {answered ? `last answered ${kentShort(answered.at)} ${answered.by === "staff" ? `by ${answered.staff} (entered by staff)` : "by the visitor"}` : "not answered yet"}
      </p>
      {answerLines(qualification.answers).length > 0 && (
        <details className="mt-3 rounded border border-ink/15 bg-white p-3">
          <summary className="cursor-pointer font-semibold">The answers as they stand</summary>
          <Facts rows={answerLines(qualification.answers)} label="wide" className="mt-2" />
        </details>
      )}
      {actionData?.gone && (
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

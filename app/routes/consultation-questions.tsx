/** The questions after Send (decision 0048): opened by the key from a confirmation, one page, every
 * question optional; a plain POST to this action (a fetch once hydrated). Private: never cached. */
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/consultation-questions";
import { QuestionFields } from "~/questions/question-fields";
import { intakeQuestionWords, questionsByTopic, type Topic } from "~/content/intake-questions";
import { langOfPath } from "~/content/i18n";
import { staticPageWords } from "~/content/static-pages";
import { type AnswerField, type Answers, readAnswers, storedAnswers, topicOf } from "~/questions/answers";
import { saveVisitorAnswers } from "~/questions/answers.server";
import { openAnswersKey } from "~/questions/store.server";
import { readPageForm } from "~/lib/http.server";
import { leadLimits } from "~/leads/lead";
import { textRaisedFlags } from "~/questions/deadline-alert.server";
import { deadlineOfAnswers } from "~/leads/deadlines";
import { pagePath } from "~/lib/addresses";
import { appContext } from "~/lib/app-context";
import { ANSWERS_KEY_PARAM } from "~/lib/private-addresses";
import { log } from "~/lib/log";
import { pageAt, rootData, usePage } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) =>
  metaTags(pageHead(pageAt(location.pathname), rootData(matches).origin, loaderData.page.seo));

/** One visitor's answers: kept by no cache (worker/pages.ts keeps only shareable pages). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

type Opened = { state: "open"; keys: readonly string[]; answers: Answers; answered: boolean } | { state: "invalid" };

async function open(context: Route.LoaderArgs["context"], key: string | null, now: Date): Promise<Opened & { lead?: { id: number; ownerEmail: string | null; topic: Topic } }> {
  const { db } = context.get(appContext);
  const opened = await openAnswersKey(db, key, now);
  if (typeof opened === "string") return { state: "invalid" };
  const topic = topicOf(opened);
  return { state: "open", lead: { id: opened.leadId, ownerEmail: opened.ownerEmail, topic }, keys: questionsByTopic[topic], answers: storedAnswers(opened.answers?.answers), answered: Boolean(opened.answers) };
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { lead: _, ...opened } = await open(context, new URL(request.url).searchParams.get(ANSWERS_KEY_PARAM), new Date());
  return { ...opened, page: staticPageWords[langOfPath(url.pathname)].questions };
}

type Posted = { saved: true; answers: Answers } | { saved: false; invalid: true } | { saved: false; errors: Partial<Record<AnswerField, string>> };

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const form = await readPageForm(request, leadLimits.body);
  const key = form.get(ANSWERS_KEY_PARAM) || url.searchParams.get(ANSWERS_KEY_PARAM);
  const now = new Date();
  const opened = await open(context, key, now);
  // An unknown, forged or expired key stores nothing.
  if (opened.state === "invalid" || !opened.lead || !key) return data<Posted>({ saved: false, invalid: true }, { status: 403 });
  const read = readAnswers((name) => form.get(name), (name) => form.getAll(name), lang, now);
  if (!read.ok) return data<Posted>({ saved: false, errors: read.errors }, { status: 400 });
  const { db, env, ctx } = context.get(appContext);
  const { lead } = opened;
  const saved = await saveVisitorAnswers(db, key, lead, read.answers, now);
  if (!saved) return data<Posted>({ saved: false, invalid: true }, { status: 403 });
  log("info", "lead_answers_saved", { leadId: lead.id, by: "visitor", answered: Object.keys(read.answers).length });
  ctx.waitUntil(textRaisedFlags(env, lead, deadlineOfAnswers(opened.answers, lead.topic, now).flags, deadlineOfAnswers(read.answers, lead.topic, now).flags, now));
  return data<Posted>({ saved: true, answers: read.answers });
}

export default function ConsultationQuestions({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = usePage();
  const words = intakeQuestionWords[lang];
  const navigation = useNavigation();
  const posted = actionData as Posted | undefined;
  const invalid = loaderData.state === "invalid" || (posted && "invalid" in posted);
  const errors = posted && "errors" in posted ? posted.errors : {};
  const values = posted?.saved ? posted.answers : loaderData.state === "open" ? loaderData.answers : {};
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{loaderData.page.heading}</h1>
      {invalid || loaderData.state !== "open" ? (
        <div className="mt-4 space-y-4 text-lg">
          <p className="text-xl font-bold">{words.invalid.title}</p>
          <p>{words.invalid.body}</p>
          <a href={pagePath("home", lang)} className="inline-flex min-h-12 items-center font-bold text-accent-deep underline">
            {words.skip}
          </a>
        </div>
      ) : (
        <>
          <p className="mt-3 text-lg">{words.intro}</p>
          <p role="status" className={posted?.saved ? "mt-4 rounded-md border-2 border-green-800 bg-white p-3 font-semibold text-green-900" : "sr-only"}>
            {posted?.saved ? `${words.saved} ${words.savedMore}` : ""}
          </p>
          {Object.keys(errors).length > 0 && (
            <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
              {Object.values(errors)[0]}
            </p>
          )}
          <Form method="post" className="mt-6 space-y-6" key={posted?.saved ? "saved" : "open"}>
            <QuestionFields lang={lang} keys={loaderData.keys as never} values={values} errors={errors} />
            <div className="flex flex-wrap items-center gap-4 pt-2">
              <button type="submit" disabled={navigation.state === "submitting"} className="min-h-12 rounded-md bg-accent-deep px-6 font-bold text-white disabled:opacity-70">
                {navigation.state === "submitting" ? words.saving : words.save}
              </button>
              <a href={pagePath("home", lang)} className="inline-flex min-h-12 items-center font-bold text-accent-deep underline">
                {words.skip}
              </a>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}

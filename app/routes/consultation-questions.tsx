/** /consultation-questions, /es/preguntas-de-consulta: the questions after Send (app/questions/questions-page.tsx). Private: never cached. */
import type { Route } from "./+types/consultation-questions";
import { intakeQuestionWords, questionsByTopic, type Topic } from "~/content/intake-questions";
import { langOfPath } from "~/content/i18n";
import { staticPageWords } from "~/content/static-pages";
import { readPageForm } from "~/lib/http.server";
import { leadLimits } from "~/leads/fields";
import { pagePath } from "~/lib/addresses";
import { appContext } from "~/lib/app-context";
import { ANSWERS_KEY_PARAM } from "~/lib/private-addresses";
import { log } from "~/lib/log";
import { pageAt, rootData, usePage } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";
import { QuestionsPage } from "~/questions/questions-page";
import { type Posted, questionsAction, questionsPageData } from "~/questions/questions-page.server";

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) =>
  metaTags(pageHead(pageAt(location.pathname), rootData(matches).origin, loaderData.page.seo));

/** One visitor's answers: kept by no cache (worker/pages.ts keeps only shareable pages). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

export const loader = (args: Route.LoaderArgs) => questionsPageData(args);

export const action = (args: Route.ActionArgs) => questionsAction(args);

export default function ConsultationQuestions({ loaderData, actionData }: Route.ComponentProps) {
  return <QuestionsPage loaderData={loaderData} posted={actionData as Posted | undefined} />;
}

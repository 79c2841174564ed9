/** /consultation-questions, /es/preguntas-de-consulta: the questions after Send (app/questions/questions-page.tsx). Private: never cached. */
import type { Route } from "./+types/consultation-questions";
import { pageAt, rootData } from "~/lib/page";
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

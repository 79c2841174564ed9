/** /desk/leads/:id/answers: every answer after Send, for staff to enter or edit (app/questions/answers-page.tsx). */
import { AnswersPage } from "~/questions/answers-page";
import { answersAction, answersPageData } from "~/questions/answers-page.server";
import { deskId } from "~/desk/paths";
import type { Route } from "./+types/lead-answers";

export const loader = (args: Route.LoaderArgs) => answersPageData(args, deskId(args.params.id));

export const action = (args: Route.ActionArgs) => answersAction(args, deskId(args.params.id));

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `Answers of #${loaderData.lead.id} ${loaderData.lead.name}` : "Answers"} | Intake desk` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function LeadAnswers({ loaderData, actionData }: Route.ComponentProps) {
  return <AnswersPage {...loaderData} posted={actionData} />;
}

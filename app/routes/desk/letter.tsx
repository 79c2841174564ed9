/** /desk/leads/:id/letter: a request's non-engagement letter as a printable page (app/declines/letter-page.tsx). */
import { PrintableLetter } from "~/declines/letter-page";
import { letterPageData, mailedLetterAction } from "~/declines/letter-page.server";
import { deskId } from "~/desk/paths";
import type { Route } from "./+types/letter";

export const loader = (args: Route.LoaderArgs) => letterPageData(args, deskId(args.params.id));

export const action = (args: Route.ActionArgs) => mailedLetterAction(args, deskId(args.params.id));

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Letter for #${loaderData?.id ?? ""} ${loaderData?.name ?? ""} | Intake desk` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function LetterPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PrintableLetter letter={loaderData} error={actionData && "error" in actionData ? actionData.error : null} />;
}

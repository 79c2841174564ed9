/** Ad spend (decision 0054): the ad platforms' cost reports uploaded (a period replaces that platform's days, a bad
 * file changes nothing), a month's amount typed by hand per source, and the ad campaigns that match no request's. */
import { SpendPage } from "~/spend/spend-page";
import { spendAction, spendPageData } from "~/spend/spend-page.server";
import type { Route } from "./+types/spend";

export const loader = (args: Route.LoaderArgs) => spendPageData(args);
export const action = (args: Route.ActionArgs) => spendAction(args);

export const meta: Route.MetaFunction = () => [{ title: "Ad spend | Intake desk" }, { name: "robots", content: "noindex, nofollow" }];

export default function Spend({ loaderData, actionData }: Route.ComponentProps) {
  return <SpendPage loaderData={loaderData} actionData={actionData} />;
}

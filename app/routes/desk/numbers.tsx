/** The firm's numbers for a period, each person once: requests per day (a server-drawn chart and its table); outcomes per
 * source, campaign and owner; times to first call and reach; call taps per page; the exports (requests CSV, Google Ads). */
import { NumbersPage } from "~/desk/numbers/numbers-page";
import { numbersPage } from "~/desk/numbers/numbers-page.server";
import type { Route } from "./+types/numbers";

export const loader = (args: Route.LoaderArgs) => numbersPage(args);

export const meta: Route.MetaFunction = () => [{ title: "Numbers | Intake desk" }, { name: "robots", content: "noindex, nofollow" }];

export default function Numbers({ loaderData }: Route.ComponentProps) {
  return <NumbersPage loaderData={loaderData} />;
}
